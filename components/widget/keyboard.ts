// A widget's keyboard shortcuts: a key → command table, answered while focus is inside the widget,
// never while the reader types in a field. Clock-driven widgets share clockShortcuts.
import type { FrameClock } from './FrameClock';

/** Commands by KeyboardEvent.key. */
export type Shortcuts = ReadonlyMap<string, () => void>;

/** Space plays and pauses, ← and → step back and forward, R resets. */
export function clockShortcuts(clock: FrameClock): Shortcuts {
  const reset = () => clock.reset();
  return new Map([
    [' ', () => clock.toggle()],
    ['ArrowRight', () => clock.step()],
    ['ArrowLeft', () => void clock.stepBack()],
    ['r', reset],
    ['R', reset],
  ]);
}

/** Runs the command for the key, if any, and keeps the browser from acting on it too. */
export function handleShortcuts(shortcuts: Shortcuts, event: React.KeyboardEvent): void {
  const target = event.target as HTMLElement;
  if (target.closest('input, select, textarea, [contenteditable="true"]')) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === ' ' && target.closest('button')) return; // Space on a focused button presses it
  const command = shortcuts.get(event.key);
  if (!command) return;
  command();
  event.preventDefault();
}
