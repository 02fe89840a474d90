// A widget's keyboard shortcuts: each names its keys, how the "?" list writes them and what they do.
// Which widget hears a key is decided in activeWidget.ts (the one in use, wherever focus is); what a
// focused control keeps for itself is decided here, as plain rules the tests walk. Clock-driven
// widgets share clockShortcuts.
import type { Messages } from '@/lib/i18n';
import type { Player } from '@/run';

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
export function clockShortcuts(clock: Player<unknown>, t: KeyMessages, jumps = false): Shortcuts {
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

/**
 * What kind of control has the key: a field one types in (text, number, textarea, editable), a
 * slider, a box or radio button, a select, or anything else (a button, a link, a canvas, the page).
 */
export type ControlKind = 'text' | 'range' | 'toggle' | 'select' | 'other';

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'color', 'file']);

export function controlKind(target: EventTarget | null): ControlKind {
  if (!(target instanceof Element)) return 'other';
  if (target.closest('textarea, [contenteditable]:not([contenteditable="false"])')) return 'text';
  if (target instanceof HTMLSelectElement) return 'select';
  if (!(target instanceof HTMLInputElement)) return 'other';
  const type = target.type;
  if (type === 'range') return 'range';
  if (type === 'checkbox' || type === 'radio') return 'toggle';
  return NOT_TYPED.has(type) ? 'other' : 'text';
}

/** How the control with the key got there: focus by Tab (or another key), and a slider held by the pointer. */
export interface FocusState {
  /** The focus came from the keyboard (it shows a focus ring, :focus-visible), not a click or tap. */
  keyboardFocus: boolean;
  /** A slider is being dragged with the pointer. */
  dragging: boolean;
}

export const KEYBOARD_FOCUS: FocusState = { keyboardFocus: true, dragging: false };

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const SLIDER_KEYS = new Set([...ARROWS, 'Home', 'End', 'PageUp', 'PageDown']);
const TOGGLE_KEYS = new Set([' ', ...ARROWS]); // radio buttons move with the arrows
const SELECT_KEYS = new Set([' ', 'Enter', ...ARROWS, 'Home', 'End']);

/**
 * True when the focused control keeps the key for itself. A field being typed in keeps every key, and
 * so does a slider being dragged. A focused slider keeps the keys it is worked with (arrows, Home,
 * End, pages) however it got focus, as every slider on the web does; Space still plays. A box or
 * select reached with the keyboard keeps its keys (Space; arrows); clicked with the mouse, it leaves
 * them to the widget, so Space after ticking "Show" plays, as the hint says.
 */
export function controlKeeps(kind: ControlKind, key: string, focus: FocusState): boolean {
  switch (kind) {
    case 'text':
      return true;
    case 'range':
      return focus.dragging || SLIDER_KEYS.has(key);
    case 'toggle':
      return focus.keyboardFocus && TOGGLE_KEYS.has(key);
    case 'select':
      return focus.keyboardFocus && SELECT_KEYS.has(key);
    default:
      return false;
  }
}

/** The parts of a key event (React's or the DOM's) the routing reads. */
export interface KeyLike {
  key: string;
  target: EventTarget | null;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  preventDefault(): void;
}

/**
 * True when the key is the widget's to answer: no modifier, not kept by the control. (A control's own
 * preventDefault does not take it: "Leave full screen" stops Space from pressing it, and Space still
 * plays. The page-wide listener skips keys a widget or control already used.)
 */
export function forWidget(event: KeyLike, focus: FocusState = KEYBOARD_FOCUS): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return !controlKeeps(controlKind(event.target), event.key, focus);
}

/**
 * Runs the command for the key, if any, and keeps the browser from acting on it too (scrolling on
 * Space, moving a clicked slider on an arrow, ticking a clicked box). Space is the widget's own when
 * it has a Space shortcut, even on a focused button (so Space on "Step forward" plays and pauses, as
 * the hint says); Enter still presses the button. Returns whether a command ran.
 */
export function handleShortcuts(
  shortcuts: Shortcuts,
  event: KeyLike,
  focus: FocusState = KEYBOARD_FOCUS,
): boolean {
  if (!forWidget(event, focus)) return false;
  const shortcut = shortcuts.find((s) => s.keys.includes(event.key));
  if (!shortcut) return false;
  shortcut.run();
  event.preventDefault();
  return true;
}
