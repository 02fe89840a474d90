// A widget's keyboard shortcuts: each names its keys, how the "?" list writes them and what they do,
// and is answered while focus is inside the widget, never while the reader types in a field.
// Clock-driven widgets share clockShortcuts.
import type { Messages } from '@/lib/i18n';
import type { FrameClock } from './FrameClock';

export interface Shortcut {
  /** KeyboardEvent.key values that run it. */
  keys: readonly string[];
  /** The key as the "?" list writes it: "Space", "→". */
  shown: string;
  /** What it does, for the "?" list. */
  does: string;
  run: () => void;
}

export type Shortcuts = readonly Shortcut[];

export type KeyMessages = Messages['keys'];

/**
 * Space plays and pauses, ← and → step back and forward, R resets; with `jumps` (a clock that marks
 * collisions), N and P go to the next and previous collision.
 */
export function clockShortcuts(clock: FrameClock, t: KeyMessages, jumps = false): Shortcuts {
  const list: Shortcut[] = [
    { keys: [' '], shown: t.space, does: t.playPause, run: () => clock.toggle() },
    { keys: ['ArrowRight'], shown: '→', does: t.step, run: () => clock.step() },
    { keys: ['ArrowLeft'], shown: '←', does: t.stepBack, run: () => void clock.stepBack() },
  ];
  if (jumps) {
    list.push(
      { keys: ['n', 'N'], shown: 'N', does: t.nextCollision, run: () => void clock.seekNext() },
      { keys: ['p', 'P'], shown: 'P', does: t.previousCollision, run: () => void clock.seekPrevious() },
    );
  }
  list.push({ keys: ['r', 'R'], shown: 'R', does: t.reset, run: () => clock.reset() });
  return list;
}

/** True when the key belongs to what the reader is typing, or carries a modifier: not a shortcut. */
export function isTyping(event: React.KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('input, select, textarea, [contenteditable="true"]')) return true;
  return event.altKey || event.ctrlKey || event.metaKey;
}

/**
 * Runs the command for the key, if any, and keeps the browser from acting on it too. Space is the
 * widget's own when it has a Space shortcut, even on a focused button (so Space on "Step forward"
 * or "Leave full screen" plays and pauses, as the hint says); otherwise Space presses the button.
 */
export function handleShortcuts(shortcuts: Shortcuts, event: React.KeyboardEvent): void {
  if (isTyping(event)) return;
  const shortcut = shortcuts.find((s) => s.keys.includes(event.key));
  if (!shortcut) return;
  shortcut.run();
  event.preventDefault();
}
