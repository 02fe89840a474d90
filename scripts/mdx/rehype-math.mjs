// KaTeX for the MDX pages, at build time (rehype-katex), trusting one command only: `\htmlData{move=name}{…}`,
// which marks a term of a derivation's step that moves to its place in the next step
// (components/exercise/useTermMoves.ts). No other HTML command (\href, \htmlClass, \htmlStyle…), no
// other data attribute and no name but lower-case letters, digits and hyphens: anything else renders
// as KaTeX's red error text, which the build check fails (scripts/check-build.mjs). A function cannot
// be a loader option under Turbopack (they must serialise), so the options live here.
import rehypeKatex from 'rehype-katex';

const NAME = /^[a-z][a-z0-9-]*$/;

/** KaTeX's trust question: only a move mark, `\htmlData{move=<name>}`. */
export function trustMove(context) {
  if (context.command !== '\\htmlData') return false;
  const keys = Object.keys(context.attributes ?? {});
  return keys.length === 1 && keys[0] === 'data-move' && NAME.test(context.attributes['data-move']);
}

export const KATEX_OPTIONS = { strict: false, trust: trustMove };

export default function rehypeMath() {
  return rehypeKatex(KATEX_OPTIONS);
}
