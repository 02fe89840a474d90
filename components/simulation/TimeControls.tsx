'use client';
import { useId } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
// Play/pause, step forward, step back, reset, speed and the frame counter of one clock.
// The same commands answer the keyboard (see useShortcuts) so a teacher can drive from the keys.
import { Icon } from '@/components/ui/Icon';
import { format } from '@/lib/format';
import { type SimulationClock, SPEEDS, type Speed } from './clock';
import { useClockVersion } from './useAnimation';

const SPEED_LABELS: Record<Speed, string> = { 0.25: '¼×', 0.5: '½×', 1: '1×', 2: '2×' };

export function TimeControls({
  clock,
  collisionPause = true,
}: {
  clock: SimulationClock;
  collisionPause?: boolean;
}) {
  const t = useMessages().simulation;
  const speedId = useId();
  useClockVersion(clock);
  return (
    <div className="time-controls">
      <button
        type="button"
        className="button button-primary"
        onClick={() => clock.toggle()}
        aria-keyshortcuts="Space"
        data-action="play"
      >
        <Icon name={clock.playing ? 'pause' : 'play'} />
        {clock.playing ? t.pause : t.play}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => clock.stepBack()}
        disabled={!clock.canStepBack}
        aria-keyshortcuts="ArrowLeft"
        data-action="step-back"
      >
        <Icon name="stepBack" />
        {t.stepBack}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          clock.pause();
          clock.step();
        }}
        aria-keyshortcuts="ArrowRight"
        data-action="step"
      >
        <Icon name="stepForward" />
        {t.stepForward}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => clock.reset()}
        aria-keyshortcuts="R"
        data-action="reset"
      >
        <Icon name="reset" />
        {t.reset}
      </button>
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
      <output className="frame-counter" aria-live="off">
        {format(t.frame, { frame: clock.frame })}
      </output>
    </div>
  );
}

/** Space, ←, → and R while focus is inside the widget, never while typing in a field. */
export function handleShortcut(clock: SimulationClock, event: React.KeyboardEvent): void {
  const target = event.target as HTMLElement;
  if (target.closest('input, select, textarea, [contenteditable="true"]')) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const isButton = target.closest('button');
  switch (event.key) {
    case ' ':
      if (isButton) return; // Space on a focused button presses that button
      clock.toggle();
      break;
    case 'ArrowRight':
      clock.pause();
      clock.step();
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
