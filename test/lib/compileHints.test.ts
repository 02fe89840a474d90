// The scripts a page loads at once start with V8's compile hint (scripts/compile-hints.mjs), so the
// browser compiles them on a background thread instead of function by function during hydration.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadScripts, withCompileHint } from '@/scripts/compile-hints.mjs';
import { loadedAfterPaint, paintFirst } from '@/scripts/paint-first.mjs';

const PAGE =
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/client.js"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '</head><body><script src="/_next/static/chunks/client.js" async=""></script></body></html>';

describe('compile hints', () => {
  it("finds the page's scripts and script preloads, once each, and nothing else", () => {
    expect(firstLoadScripts(PAGE)).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/client.js',
    ]);
    expect(firstLoadScripts('<html><body><p>x</p></body></html>')).toEqual([]);
  });

  it('puts the hint on its own first line, once, and keeps the script as it was after it', () => {
    const js = '(globalThis.TURBOPACK||[]).push([1]);\n//# sourceMappingURL=x.js.map';
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint(js)).toBe(`//# allFunctionsCalledOnLoad\n${js}`);
    expect(withCompileHint(withCompileHint(js))).toBe(withCompileHint(js));
  });

  it('the built check reads the same scripts back from the page paint-first made', () => {
    expect(loadedAfterPaint(paintFirst(PAGE)).sort()).toEqual([...new Set(firstLoadScripts(PAGE))].sort());
    expect(loadedAfterPaint(PAGE)).toEqual([]);
  });
});
