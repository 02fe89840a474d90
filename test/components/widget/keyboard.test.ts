// @vitest-environment happy-dom
// The widget kit's shortcuts: a key runs its command and nothing else happens; typing in a field or
// a modifier leave the key to the browser, and so does Space on a button unless the widget has Space.
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

  it('runs the command of a known key and keeps the browser from acting on it', () => {
    ran.length = 0;
    expect(press(shortcuts, 'Home', canvas)).toBe(true);
    expect(press(shortcuts, 'End', canvas)).toBe(false);
    expect(ran).toEqual(['home']);
  });

  it('leaves keys alone while typing and with a modifier', () => {
    ran.length = 0;
    expect(press(shortcuts, 'Home', input)).toBe(false);
    expect(press(shortcuts, ' ', input)).toBe(false);
    expect(press(shortcuts, 'Home', canvas, { altKey: true })).toBe(false);
    expect(press(shortcuts, 'Home', button)).toBe(true);
    expect(ran).toEqual(['home']);
  });

  it('takes Space on a focused button when the widget has a Space command, else leaves it to the button', () => {
    ran.length = 0;
    expect(press(shortcuts, ' ', button)).toBe(true);
    expect(press(withoutSpace, ' ', button)).toBe(false);
    expect(ran).toEqual(['space']);
  });
});
