'use client';
// Play/pause, step back, step forward, reset and the frame counter of any player (run/player.ts); a widget adds
// its own controls (speed, pause at collisions) as children, shown before the counter. The keyboard
// does the same through clockShortcuts.
import type { ReactNode } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { ControlButton } from '@/components/ui/ControlButton';
import { format } from '@/lib/format';
import { type Player, type Snapshot, select } from '@/run';
import { useRun } from './useRun';

/** What the buttons show: the readouts of a playing player change none of it, and render only the counter. */
const buttonsOf = (s: Snapshot) => ({
  playing: s.playing,
  canStepBack: s.canStepBack,
  canStepForward: s.canStepForward,
});
type Buttons = ReturnType<typeof buttonsOf>;
const sameButtons = (a: Buttons, b: Buttons) =>
  a.playing === b.playing && a.canStepBack === b.canStepBack && a.canStepForward === b.canStepForward;

export function TimeControls({ player, children }: { player: Player<unknown>; children?: ReactNode }) {
  const t = useMessages().simulation;
  const shown = useRun(player, buttonsOf, true, sameButtons);
  const reset = () => player.reset();
  return (
    <div className="time-controls">
      <ControlButton
        icon={shown.playing ? 'pause' : 'play'}
        label={shown.playing ? t.pause : t.play}
        action="play"
        onClick={() => player.toggle()}
        shortcut="Space"
        primary
      />
      <ControlButton
        icon="stepBack"
        label={t.stepBack}
        action="step-back"
        onClick={() => player.stepBack()}
        disabled={!shown.canStepBack}
        shortcut="ArrowLeft"
      />
      <ControlButton
        icon="stepForward"
        label={t.stepForward}
        action="step"
        onClick={() => player.step()}
        disabled={!shown.canStepForward}
        shortcut="ArrowRight"
      />
      <ControlButton icon="reset" label={t.reset} action="reset" onClick={reset} shortcut="R" />
      {children}
      <FrameCounter player={player} />
    </div>
  );
}

function FrameCounter({ player }: { player: Player<unknown> }) {
  const t = useMessages().simulation;
  const frame = useRun(player, select.frameOf);
  return (
    <output className="frame-counter" aria-live="off">
      {format(t.frame, { frame })}
    </output>
  );
}
