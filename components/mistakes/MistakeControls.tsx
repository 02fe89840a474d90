'use client';
// Play/pause, step back, step forward and reset for both sides of a mistake demo at once, and the
// same commands from the keyboard (Space, ←, →, R) while focus is inside the demo.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { Icon } from '@/components/ui/Icon';
import { format } from '@/lib/format';
import type { MistakeClock } from './MistakeClock';

export function MistakeControls({ clock }: { clock: MistakeClock }) {
  const t = useMessages().simulation;
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
        disabled={clock.frame === 0}
        aria-keyshortcuts="ArrowLeft"
        data-action="step-back"
      >
        <Icon name="stepBack" />
        {t.stepBack}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => clock.step()}
        disabled={clock.atEnd}
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
      <output className="frame-counter" aria-live="off">
        {format(t.frame, { frame: clock.frame })}
      </output>
    </div>
  );
}

/** Space, ←, → and R, never while typing in a field; Space on a focused button presses that button. */
export function handleMistakeKeys(clock: MistakeClock, event: React.KeyboardEvent): void {
  const target = event.target as HTMLElement;
  if (target.closest('input, select, textarea, [contenteditable="true"]')) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  switch (event.key) {
    case ' ':
      if (target.closest('button')) return;
      clock.toggle();
      break;
    case 'ArrowRight':
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
