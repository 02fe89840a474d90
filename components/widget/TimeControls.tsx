'use client';
// Play/pause, step back, step forward, reset and the frame counter of any FrameClock; a widget adds
// its own controls (speed, pause at collisions) as children, shown before the counter. The keyboard
// does the same through clockShortcuts.
import type { ReactNode } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { ControlButton } from '@/components/ui/ControlButton';
import { format } from '@/lib/format';
import type { ClockState, FrameClock } from './FrameClock';
import { useClock } from './useClock';

/** What the buttons show: the readouts of a playing clock change none of it, and render only the counter. */
const buttonsOf = (state: ClockState) => `${state.playing} ${state.canStepBack} ${state.canStepForward}`;
const frameOf = (state: ClockState) => state.frame;

export function TimeControls({ clock, children }: { clock: FrameClock; children?: ReactNode }) {
  const t = useMessages().simulation;
  useClock(clock, buttonsOf);
  const shown = clock.state();
  return (
    <div className="time-controls">
      <ControlButton
        icon={shown.playing ? 'pause' : 'play'}
        label={shown.playing ? t.pause : t.play}
        action="play"
        onClick={() => clock.toggle()}
        shortcut="Space"
        primary
      />
      <ControlButton
        icon="stepBack"
        label={t.stepBack}
        action="step-back"
        onClick={() => clock.stepBack()}
        disabled={!shown.canStepBack}
        shortcut="ArrowLeft"
      />
      <ControlButton
        icon="stepForward"
        label={t.stepForward}
        action="step"
        onClick={() => clock.step()}
        disabled={!shown.canStepForward}
        shortcut="ArrowRight"
      />
      <ControlButton icon="reset" label={t.reset} action="reset" onClick={() => clock.reset()} shortcut="R" />
      {children}
      <FrameCounter clock={clock} />
    </div>
  );
}

function FrameCounter({ clock }: { clock: FrameClock }) {
  const t = useMessages().simulation;
  const frame = useClock(clock, frameOf);
  return (
    <output className="frame-counter" aria-live="off">
      {format(t.frame, { frame })}
    </output>
  );
}
