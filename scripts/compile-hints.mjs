// After `next build`, before paint-first.mjs: every script a page loads at once (its async chunks and
// script preloads) starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chromium
// 136 on). Without it V8 compiles a function on the main thread the first time it is called, and
// hydration calls most of React's and Next's: about half of every page's hydration task was that
// compiling (lesson 2: 58–87 → 23–44 ms of main thread at 1×). With it the browser compiles those
// files whole on a background thread while they stream in. A figure's code, loaded when the figure
// wakes, keeps compiling lazily. Browsers without the hint read a comment.
// Measured in bench/results.md ("Issue 40: compile hints on the first-load scripts").
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chunksOf } from './paint-first.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts a page's HTML loads at once: Next's async script tags and its script preloads. */
export function firstLoadScripts(html) {
  const { scripts, preloads } = chunksOf(html);
  return [...scripts, ...preloads];
}

/** A script with the hint at its top, once. */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}${js}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'out');
  const scripts = new Set();
  for (const file of readdirSync(root, { recursive: true }).map(String)) {
    if (file.endsWith('.html'))
      for (const src of firstLoadScripts(readFileSync(path.join(root, file), 'utf8'))) scripts.add(src);
  }
  if (scripts.size === 0) {
    console.error(`compile-hints: no page of ${root} loads a script (run it before paint-first.mjs)`);
    process.exit(1);
  }
  for (const src of scripts) {
    const file = path.join(root, src);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  console.log(`compile-hints: ${scripts.size} first-load scripts compile whole, off the main thread`);
}
