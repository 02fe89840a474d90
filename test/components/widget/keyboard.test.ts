// @vitest-environment happy-dom
// The widget kit's shortcuts: a key runs its command and nothing else happens; typing in a field or
// a modifier leave the key to the browser, and so does Space on a button unless the widget has Space.
// What a focused control keeps (a box or slider clicked with the mouse keeps nothing; reached with
// Tab it keeps its own keys), and which widget is in use.
import { beforeEach, describe, expect, it } from 'vitest';
import { areaInView, chooseWidget } from '@/components/widget/activeWidget';
import {
  controlKeeps,
  controlKind,
  type FocusState,
  forWidget,
  handleShortcuts,
  type KeyLike,
  type Shortcuts,
} from '@/components/widget/keyboard';

/** A key pressed on the target, with no modifier unless given; `prevented` says whether its default was. */
function keyEvent(key: string, target: Element, modifiers: Partial<KeyLike> = {}) {
  const event = {
    key,
    target,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
    prevented: false,
    preventDefault: () => {
      event.prevented = true;
    },
  };
  return event;
}

/** Whether the shortcuts took the key (and so kept the browser from acting on it: the two agree). */
function press(
  shortcuts: Shortcuts,
  key: string,
  target: Element,
  focus?: FocusState,
  modifiers?: Partial<KeyLike>,
) {
  const event = keyEvent(key, target, modifiers);
  const used = handleShortcuts(shortcuts, event, focus);
  expect(used).toBe(event.prevented);
  return used;
}

describe('handleShortcuts', () => {
  const ran: string[] = [];
  const command = (name: string, key: string) => ({
    keys: [key],
    shown: key,
    does: name,
    run: () => void ran.push(name),
  });
  const shortcuts: Shortcuts = [command('home', 'Home'), command('space', ' ')];
  const withoutSpace: Shortcuts = [command('home', 'Home')];
  const canvas = document.createElement('canvas');
  const button = document.createElement('button');
  const input = document.createElement('input');

  /** Presses the keys in turn on the target: the ones the shortcuts took from the browser. */
  const taken = (target: Element, ...keys: string[]) => keys.filter((key) => press(shortcuts, key, target));
  beforeEach(() => {
    ran.length = 0;
  });

  it('runs the command of a known key and keeps the browser from acting on it', () => {
    expect(taken(canvas, 'Home', 'End')).toEqual(['Home']);
    expect(ran).toEqual(['home']);
  });

  it('leaves keys alone while typing and with a modifier', () => {
    expect(taken(input, 'Home', ' ')).toEqual([]);
    expect(press(shortcuts, 'Home', canvas, undefined, { altKey: true })).toBe(false);
    expect(taken(button, 'Home')).toEqual(['Home']);
    expect(ran).toEqual(['home']);
  });

  it('takes Space on a focused button when the widget has a Space command, else leaves it to the button', () => {
    expect(press(shortcuts, ' ', button)).toBe(true);
    expect(press(withoutSpace, ' ', button)).toBe(false);
    expect(ran).toEqual(['space']);
  });
});

describe('which keys a focused control keeps (keys, defined once)', () => {
  const ran: string[] = [];
  const clock = (name: string, ...keys: string[]) => ({
    keys,
    shown: keys[0] as string,
    does: name,
    run: () => void ran.push(name),
  });
  const shortcuts: Shortcuts = [
    clock('play', ' '),
    clock('step', 'ArrowRight'),
    clock('back', 'ArrowLeft'),
    clock('next', 'n', 'N'),
    clock('reset', 'r', 'R'),
  ];
  const make = (tag: string, type?: string) => {
    const el = document.createElement(tag);
    if (type) el.setAttribute('type', type);
    return el;
  };
  const checkbox = make('input', 'checkbox');
  const radio = make('input', 'radio');
  const slider = make('input', 'range');
  const number = make('input', 'number');
  const text = make('input', 'text');
  const select = make('select');
  const textarea = make('textarea');
  const button = make('button');
  const mouse: FocusState = { keyboardFocus: false, dragging: false };
  const tab: FocusState = { keyboardFocus: true, dragging: false };
  const dragging: FocusState = { keyboardFocus: false, dragging: true };
  const send = (key: string, target: Element, focus: FocusState) => press(shortcuts, key, target, focus);

  it('names the kind of each control', () => {
    expect(
      [checkbox, radio, slider, number, text, select, textarea, button, document.body].map(controlKind),
    ).toEqual(['toggle', 'toggle', 'range', 'text', 'text', 'select', 'text', 'other', 'other']);
  });

  /** Presses the keys in turn on the control, focused so: those the widget took, not the control. */
  const widgetTakes = (target: Element, focus: FocusState, ...keys: string[]) =>
    keys.filter((key) => send(key, target, focus));
  beforeEach(() => {
    ran.length = 0;
  });

  it('a box ticked with the mouse leaves Space to the widget: Space plays, the box stays as it is', () => {
    expect(widgetTakes(checkbox, mouse, ' ')).toEqual([' ']);
    expect(widgetTakes(radio, mouse, ' ')).toEqual([' ']);
    expect(ran).toEqual(['play', 'play']);
  });

  it('a box reached with Tab keeps Space (it ticks), but N and R still reach the widget', () => {
    expect(widgetTakes(checkbox, tab, ' ', 'n', 'R')).toEqual(['n', 'R']);
    expect(widgetTakes(radio, tab, 'ArrowRight')).toEqual([]);
    expect(ran).toEqual(['next', 'reset']);
  });

  it('a focused slider keeps ← and → however it got focus (issue 36, finding 10); Space still plays', () => {
    expect(widgetTakes(slider, mouse, 'ArrowRight', 'ArrowLeft', ' ')).toEqual([' ']);
    expect(widgetTakes(slider, tab, 'ArrowRight', ' ')).toEqual([' ']);
    expect(ran).toEqual(['play', 'play']);
  });

  it('a slider being dragged and every typing field keep every key', () => {
    const keys = [' ', 'ArrowRight', 'n', 'R'];
    expect(widgetTakes(slider, dragging, ...keys)).toEqual([]);
    for (const field of [number, text, textarea])
      for (const focus of [mouse, tab]) expect(widgetTakes(field, focus, ...keys)).toEqual([]);
    expect(ran).toEqual([]);
  });

  it('a select keeps its own keys only when reached with the keyboard', () => {
    expect(widgetTakes(select, tab, 'ArrowRight', ' ', 'n')).toEqual(['n']);
    expect(widgetTakes(select, mouse, 'ArrowRight')).toEqual(['ArrowRight']);
    expect(ran).toEqual(['next', 'step']);
  });

  it('controlKeeps and forWidget agree: a key with a modifier is never the widget’s', () => {
    expect(controlKeeps('other', ' ', tab)).toBe(false);
    expect(forWidget(keyEvent(' ', button), tab)).toBe(true);
    expect(forWidget(keyEvent(' ', button, { ctrlKey: true }), tab)).toBe(false);
  });
});

describe('the widget in use', () => {
  const view = { width: 1000, height: 800 };
  const rect = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 500 });

  it('measures the part of a widget in view', () => {
    expect(areaInView(rect(100, 300), view)).toBe(200 * 500);
    expect(areaInView(rect(700, 1100), view)).toBe(100 * 500);
    expect(areaInView(rect(-400, -10), view)).toBe(0);
    expect(areaInView(rect(900, 1300), view)).toBe(0);
  });

  it('is the one last used while any of it shows, else the one most in view, else the one last used, else the first', () => {
    const areas: Record<string, number> = { a: 100, b: 5000, c: 0 };
    const area = (w: string) => areas[w] ?? 0;
    const all = ['a', 'b', 'c'];
    expect(chooseWidget(all, area, null, null)).toBe('b'); // fresh page
    expect(chooseWidget(all, area, 'a', null)).toBe('a'); // last used, partly in view
    expect(chooseWidget(all, area, 'c', null)).toBe('b'); // last used, scrolled away
    expect(chooseWidget(all, area, 'gone', null)).toBe('b'); // last used, removed
    expect(chooseWidget(all, area, 'a', 'c')).toBe('c'); // full screen wins
    expect(chooseWidget(all, () => 0, 'a', null)).toBe('a'); // none shows: the one in use
    expect(chooseWidget(all, () => 0, null, null)).toBe('a'); // none shows, none used: the first
    expect(chooseWidget([], () => 0, null, null)).toBeNull();
  });
});
