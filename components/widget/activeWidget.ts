// Which widget the keys act on, wherever focus is on the page: the widget in use. That is the one
// last pointed at or focused (a click, a tap, Tab; a control outside every widget, such as the
// playground's set-up, counts for the first widget after it); until the reader uses one, or when the
// one in use is scrolled wholly out of sight while another shows, the widget most in view; when
// none shows (a fresh page whose figure starts below the fold), the page's first; in full screen,
// the one on screen.
// One listener on the window hears keys that no widget heard itself (focus on the page, a link, the
// prose) and hands them to that widget; keys with focus inside a widget go to that widget through
// its own onKeyDown (WidgetFrame), so a dialog inside it (the inspector) can keep its keys.
// It also keeps how the focused control got focus (keyboard or pointer) and whether a slider is
// being dragged, for keyboard.ts's rules.
import type { FocusState } from './keyboard';

/** Answers a key for a widget; true when the widget used it. */
export type KeyAnswer = (event: KeyboardEvent) => boolean;

interface Entry {
  root: HTMLElement;
  answer: KeyAnswer;
  /** False for a widget without shortcuts (lesson 7's Separate demo): it never takes keys from the page. */
  keyed: () => boolean;
}

const entries = new Map<HTMLElement, Entry>();
let inUse: HTMLElement | null = null;
let lastInput: 'keyboard' | 'pointer' = 'keyboard';
let focusByKeyboard = true;
let dragged: Element | null = null;
let listening = false;

/** The innermost registered widget around a node, if any. */
function widgetOf(node: EventTarget | null): HTMLElement | null {
  if (!(node instanceof Node)) return null;
  let best: HTMLElement | null = null;
  for (const root of entries.keys()) {
    if (root.contains(node) && (!best || best.contains(root))) best = root;
  }
  return best;
}

/**
 * The widget a node belongs to for "in use": the widget around it, or, for a control outside every
 * widget (the playground's set-up above its figure, a Predict's Run button), the first widget after it.
 */
function widgetFor(node: EventTarget | null): HTMLElement | null {
  const inside = widgetOf(node);
  if (inside || !(node instanceof Element) || !node.closest(CONTROLS)) return inside;
  let first: HTMLElement | null = null;
  for (const root of entries.keys()) {
    const after = node.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (after && (!first || root.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING))
      first = root;
  }
  return first;
}

const CONTROLS = 'input, select, textarea, button, label';

/** Visible area of a rectangle in a viewport, in px². */
export function areaInView(
  rect: { top: number; bottom: number; left: number; right: number },
  view: { width: number; height: number },
): number {
  const h = Math.min(rect.bottom, view.height) - Math.max(rect.top, 0);
  const w = Math.min(rect.right, view.width) - Math.max(rect.left, 0);
  return h > 0 && w > 0 ? h * w : 0;
}

/**
 * The widget that takes keys: the full-screen one; else the one in use while any of it is in view;
 * else the one most in view; else, when no widget shows, the one in use, or the first of
 * `candidates` (in the page's order) on a page where none was used yet. `area` gives a widget's
 * visible area.
 */
export function chooseWidget<T>(
  candidates: readonly T[],
  area: (widget: T) => number,
  used: T | null,
  fullscreen: T | null,
): T | null {
  if (fullscreen !== null && candidates.includes(fullscreen)) return fullscreen;
  if (used !== null && candidates.includes(used) && area(used) > 0) return used;
  let best: T | null = null;
  let bestArea = 0;
  for (const widget of candidates) {
    const a = area(widget);
    if (a > bestArea) {
      best = widget;
      bestArea = a;
    }
  }
  return best ?? (used !== null && candidates.includes(used) ? used : (candidates[0] ?? null));
}

/** The widget the keys act on now. */
export function widgetInUse(): HTMLElement | null {
  const view = { width: window.innerWidth, height: window.innerHeight };
  const shown = document.fullscreenElement ?? document.querySelector('.widget[data-presenting]');
  const full = shown instanceof HTMLElement ? shown : null;
  const keyed = [...entries.values()].filter((e) => e.keyed()).map((e) => e.root);
  // in the page's order, whatever order the widgets mounted in
  keyed.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return chooseWidget(
    keyed,
    (root) => (root.isConnected ? areaInView(root.getBoundingClientRect(), view) : 0),
    inUse,
    full,
  );
}

/** How the control `target` got focus, and whether it is a slider being dragged (see keyboard.ts). */
export function focusStateOf(target: EventTarget | null): FocusState {
  const focused = typeof document !== 'undefined' && target === document.activeElement;
  return {
    keyboardFocus: focused ? focusByKeyboard : true,
    dragging: dragged !== null && dragged === target,
  };
}

function onPointerDown(event: PointerEvent): void {
  lastInput = 'pointer';
  const root = widgetFor(event.target);
  if (root) inUse = root;
  const target = event.target;
  dragged = target instanceof HTMLInputElement && target.type === 'range' ? target : null;
}

function onPointerUp(): void {
  dragged = null;
}

function onKeyCapture(): void {
  lastInput = 'keyboard';
}

function onFocusIn(event: FocusEvent): void {
  focusByKeyboard = lastInput === 'keyboard';
  const root = widgetFor(event.target);
  if (root) inUse = root;
}

/** A key no widget answered on its way up: the widget in use answers it, if focus is outside every widget. */
function onKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || widgetOf(event.target)) return;
  const root = widgetInUse();
  if (root) entries.get(root)?.answer(event);
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('pointerup', onPointerUp, true);
  window.addEventListener('pointercancel', onPointerUp, true);
  window.addEventListener('keydown', onKeyCapture, true);
  window.addEventListener('focusin', onFocusIn, true);
  // bubbling, on the window: React (whose root is the document) has run every widget's onKeyDown
  window.addEventListener('keydown', onKey);
}

/** Registers a widget's root and how it answers keys; returns the unregister function. */
export function registerWidget(root: HTMLElement, answer: KeyAnswer, keyed = () => true): () => void {
  listen();
  entries.set(root, { root, answer, keyed });
  return () => {
    entries.delete(root);
    if (inUse === root) inUse = null;
  };
}
