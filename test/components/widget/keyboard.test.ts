// @vitest-environment happy-dom
// The widget kit's shortcuts: a key runs its command and nothing else happens; typing in a field,
// a modifier, or Space on a focused button leave the key to the browser.
import { describe, expect, it } from 'vitest';
import { handleShortcuts, type Shortcuts } from '@/components/widget/keyboard';

function press(shortcuts: Shortcuts, key: string, target: Element, modifiers: Partial<KeyboardEvent> = {}) {
  let prevented = false;
  const event = {
    key,
    target,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
    preventDefault: () => {
      prevented = true;
    },
  } as unknown as React.KeyboardEvent;
  handleShortcuts(shortcuts, event);
  return prevented;
}

describe('handleShortcuts', () => {
  const ran: string[] = [];
  const shortcuts: Shortcuts = new Map([
    ['Home', () => ran.push('home')],
    [' ', () => ran.push('space')],
  ]);
  const canvas = document.createElement('canvas');
  const button = document.createElement('button');
  const input = document.createElement('input');

  it('runs the command of a known key and keeps the browser from acting on it', () => {
    ran.length = 0;
    expect(press(shortcuts, 'Home', canvas)).toBe(true);
    expect(press(shortcuts, 'End', canvas)).toBe(false);
    expect(ran).toEqual(['home']);
  });

  it('leaves keys alone while typing, with a modifier, and Space on a button', () => {
    ran.length = 0;
    expect(press(shortcuts, 'Home', input)).toBe(false);
    expect(press(shortcuts, 'Home', canvas, { altKey: true })).toBe(false);
    expect(press(shortcuts, ' ', button)).toBe(false);
    expect(press(shortcuts, 'Home', button)).toBe(true);
    expect(ran).toEqual(['home']);
  });
});
