'use client';
// Play/pause, step back, step forward, reset and the frame counter of any FrameClock, plus speed and
// pause-at-collisions for a SimulationClock. The same commands answer the keyboard (handleShortcut).
import { useId } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import { ControlButton } from './ControlButton';
import { SimulationClock, SPEEDS, type Speed } from './clock';
import type { FrameClock } from './frameClock';
import { useClockVersion } from './useAnimation';

const SPEED_LABELS: Record<Speed, string> = { 0.25: '¼×', 0.5: '½×', 1: '1×', 2: '2×' };

export function TimeControls({
  clock,
  collisionPause = true,
}: {
  clock: FrameClock;
  collisionPause?: boolean;
}) {
  const t = useMessages().simulation;
  useClockVersion(clock);
  return (
    <div className="time-controls">
      <ControlButton
        icon={clock.playing ? 'pause' : 'play'}
        label={clock.playing ? t.pause : t.play}
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
        disabled={!clock.canStepBack}
        shortcut="ArrowLeft"
      />
      <ControlButton
        icon="stepForward"
        label={t.stepForward}
        action="step"
        onClick={() => stepForward(clock)}
        disabled={!clock.canStepForward}
        shortcut="ArrowRight"
      />
      <ControlButton icon="reset" label={t.reset} action="reset" onClick={() => clock.reset()} shortcut="R" />
      {clock instanceof SimulationClock && <RateControls clock={clock} collisionPause={collisionPause} />}
      <output className="frame-counter" aria-live="off">
        {format(t.frame, { frame: clock.frame })}
      </output>
    </div>
  );
}

function RateControls({ clock, collisionPause }: { clock: SimulationClock; collisionPause: boolean }) {
  const t = useMessages().simulation;
  const speedId = useId();
  return (
    <>
      <label className="inline-field" htmlFor={speedId}>
        {t.speed}
        <select
          id={speedId}
          value={clock.speed}
          onChange={(e) => clock.setSpeed(Number(e.target.value) as Speed)}
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {SPEED_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {collisionPause && (
        <label className="inline-field">
          <input
            type="checkbox"
            checked={clock.pauseAtCollisions}
            onChange={(e) => clock.setPauseAtCollisions(e.target.checked)}
          />
          {t.pauseAtCollisions}
        </label>
      )}
    </>
  );
}

/** Stepping is for looking at one frame, so it stops playing first. */
function stepForward(clock: FrameClock): void {
  clock.pause();
  clock.step();
}

/** Space, ←, → and R while focus is inside the widget, never while typing in a field. */
export function handleShortcut(clock: FrameClock, event: React.KeyboardEvent): void {
  const target = event.target as HTMLElement;
  if (target.closest('input, select, textarea, [contenteditable="true"]')) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  switch (event.key) {
    case ' ':
      if (target.closest('button')) return; // Space on a focused button presses that button
      clock.toggle();
      break;
    case 'ArrowRight':
      stepForward(clock);
      break;
    case 'ArrowLeft':
      clock.stepBack();
      break;
    case 'r':
    case 'R':
      clock.reset();
      break;
    default:
      return;
  }
  event.preventDefault();
}
