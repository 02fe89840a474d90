// Pages paint before their JavaScript loads (scripts/paint-first.mjs): Next's chunk scripts and
// script preloads leave the <head> and one inline script at the end of the body adds them, in the
// same order, after the first frame.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
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
  const listeners: (() => void)[] = [];
  const document = {
    visibilityState,
    head: {
      appendChild: (el: { tag: string; href?: string; src?: string; rel?: string }) =>
        added.push(`${el.tag} ${el.rel ?? ''}${el.src ?? el.href}`.replace(/ +/, ' ')),
    },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (_: string, f: () => void) => listeners.push(f),
  };
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { added, frames, timers, listeners };
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
    for (const listener of run.listeners) listener(); // the tab hidden later adds nothing twice
    expect(run.added).toHaveLength(PRELOADS.length + SCRIPTS.length);
  });

  it('adds them at once in a hidden tab, which paints no frame', () => {
    expect(runLoader(page, 'hidden').added).toEqual([...PRELOADS, ...SCRIPTS]);
  });

  it('leaves a page without chunk scripts, or one already done, as it is', () => {
    expect(paintFirst('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
    expect(paintFirst(page)).toBe(page);
  });
});
