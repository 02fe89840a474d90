// Pages paint before their JavaScript loads (scripts/paint-first.mjs): Next's chunk scripts and
// script preloads leave the <head> and one inline script at the end of the body adds them, in the
// same order, after the first frame.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  EARLY_FORM,
  KEPT,
  LIVE,
  PRINT_TICKET,
  SENT_EARLY,
  WAKE_BOX,
  WAKE_LISTENING,
} from '@/lib/earlyInput.mjs';
import { paintFirst } from '@/scripts/paint-first.mjs';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/later.js" as="script" fetchPriority="low"/></head>' +
  '<body><p>text</p><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';

/** Runs the page's loader against a stand-in document; returns what it added to the head, in order. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = html.match(/<script data-paint-first="">([\s\S]*?)<\/script>/)?.[1] ?? '';
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const document = {
    visibilityState,
    head: {
      appendChild: (el: { tag: string; href?: string; src?: string; rel?: string }) =>
        added.push(`${el.tag} ${el.rel ?? ''}${el.src ?? el.href}`.replace(/ +/, ' ')),
    },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, f: (event: unknown) => void) => {
      listeners[type] = [...(listeners[type] ?? []), f];
    },
    documentElement: {
      printing: null as string | null,
      setAttribute(name: string, value: string) {
        if (name === 'data-printing') this.printing = value;
      },
      removeAttribute(name: string) {
        if (name === 'data-printing') this.printing = null;
      },
    },
  };
  const printed: (string | null)[] = [];
  // the window's capture listeners run before React's, which stops a click in a part not hydrated yet
  const windowCapture: Record<string, ((event: unknown) => void)[]> = {};
  const window: Record<string, unknown> = {
    addEventListener: (type: string, f: (event: unknown) => void, capture?: unknown) => {
      document.addEventListener(type, f);
      if (capture === true) windowCapture[type] = [...(windowCapture[type] ?? []), f];
    },
    print: () => printed.push(document.documentElement.printing),
  };
  runInNewContext(loader, {
    document,
    window,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return {
    added,
    frames,
    timers,
    listeners,
    windowCapture,
    kept: window[KEPT] as unknown[],
    printed,
    document,
  };
}

describe('scripts after the first paint', () => {
  const page = paintFirst(PAGE);

  it("takes Next's chunk scripts and script preloads out of the page, and nothing else", () => {
    expect(page).not.toMatch(/<script src="\/_next\/[^"]*" async="">/);
    expect(page).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(page).toContain('noModule=""');
    expect(page).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(page.indexOf('data-paint-first')).toBeGreaterThan(page.indexOf('self.__next_f'));
    expect(page.endsWith('</script></body></html>')).toBe(true);
  });

  const PRELOADS = [
    'link preload/_next/static/chunks/later.js',
    'link preload/_next/static/chunks/one.js',
    'link preload/_next/static/chunks/two.js',
    'link preload/_next/static/chunks/main.js',
  ];
  const SCRIPTS = [
    'script /_next/static/chunks/one.js',
    'script /_next/static/chunks/two.js',
    'script /_next/static/chunks/main.js',
  ];

  it('asks for every script at once, and adds them after a frame and a task, in their order, once', () => {
    const run = runLoader(page, 'visible');
    expect(run.added).toEqual(PRELOADS);
    for (const frame of run.frames) frame();
    expect(run.added).toEqual(PRELOADS);
    for (const timer of run.timers) timer();
    expect(run.added).toEqual([...PRELOADS, ...SCRIPTS]);
    for (const listener of run.listeners.visibilitychange ?? []) listener({}); // hidden later: nothing twice
    expect(run.added).toHaveLength(PRELOADS.length + SCRIPTS.length);
  });

  it('adds them at once in a hidden tab, which paints no frame', () => {
    expect(runLoader(page, 'hidden').added).toEqual([...PRELOADS, ...SCRIPTS]);
  });

  // A form sent with Enter before React hydrated it would load the page again, losing the answer.
  it('keeps a form that React will send from sending itself until it is live, and marks it sent', () => {
    const [onSubmit] = runLoader(page, 'visible').listeners.submit ?? [];
    const send = (attributes: string[]) => {
      const marks = new Set(attributes);
      const event = {
        target: { hasAttribute: (a: string) => marks.has(a), setAttribute: (a: string) => marks.add(a) },
        prevented: false,
        preventDefault() {
          this.prevented = true;
        },
      };
      onSubmit?.(event);
      return { prevented: event.prevented, sentEarly: marks.has(SENT_EARLY) };
    };
    expect(send([EARLY_FORM])).toEqual({ prevented: true, sentEarly: true });
    expect(send([EARLY_FORM, LIVE])).toEqual({ prevented: false, sentEarly: false });
    expect(send([])).toEqual({ prevented: false, sentEarly: false });
  });

  // A key or click in a figure before its Wake listens would be lost: kept for it, stopped before React.
  it('keeps clicks, keys and typing in a figure until its Wake listens, and lets Tab through', () => {
    const run = runLoader(page, 'visible');
    const box = { listening: false, hasAttribute: (a: string) => a === WAKE_LISTENING && box.listening };
    const fire = (type: string, key = '', inFigure = true) => {
      const event = {
        type,
        key,
        target: { closest: (selector: string) => (inFigure && selector.includes(WAKE_BOX) ? box : null) },
        stopped: false,
        prevented: false,
        stopPropagation() {
          this.stopped = true;
        },
        preventDefault() {
          this.prevented = true;
        },
      };
      for (const listener of run.listeners[type] ?? []) listener(event);
      return { stopped: event.stopped, prevented: event.prevented };
    };
    expect(fire('click')).toEqual({ stopped: true, prevented: true });
    expect(fire('keydown', 'ArrowRight')).toEqual({ stopped: true, prevented: false });
    expect(fire('input')).toEqual({ stopped: false, prevented: false });
    expect(fire('keydown', 'Tab')).toEqual({ stopped: false, prevented: false });
    expect(fire('click', '', false)).toEqual({ stopped: false, prevented: false });
    box.listening = true;
    expect(fire('keydown', 'ArrowRight')).toEqual({ stopped: false, prevented: false });
    expect(run.kept.map((event) => (event as { type: string }).type)).toEqual(['click', 'keydown', 'input']);
  });

  it("answers the exit ticket's Print button from the first paint, before React can stop it: marks the page, prints, unmarks", () => {
    const run = runLoader(page, 'visible');
    const click = (onButton: boolean) => {
      const event = {
        target: { closest: (s: string) => (onButton && s.includes(PRINT_TICKET) ? {} : null) },
      };
      for (const listener of run.windowCapture.click ?? []) listener(event);
    };
    click(false);
    expect(run.printed).toEqual([]);
    click(true);
    expect(run.printed).toEqual(['exit-ticket']); // printed while marked
    for (const listener of run.listeners.afterprint ?? []) listener({});
    expect(run.document.documentElement.printing).toBeNull();
  });

  it('leaves a page without chunk scripts, or one already done, as it is', () => {
    expect(paintFirst('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
    expect(paintFirst(page)).toBe(page);
  });
});
