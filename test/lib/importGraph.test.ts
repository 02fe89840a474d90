// The reader behind test/lib/imports.test.ts (support/importGraph.ts), on texts whose imports are
// known: what it counts as an import, a type-only one, a client module and the DOM, and its circles.
import { afterAll, describe, expect, it } from 'vitest';
import { circles, domNamesOf, importsOf, isClientModule, parseTexts } from './support/importGraph';

describe('the walker', () => {
  const texts = parseTexts({
    'all.tsx': [
      "import { a } from './a';",
      'import type {',
      '  B,',
      "} from '@/b';",
      "import { type C, type D } from './cd';",
      "import E, { type F } from './ef';",
      "export { g } from '../g';",
      "export type { H } from './h';",
      "export * from './i';",
      "import './j.css';",
      "const k = await import('./k');",
      "const l = typeof window === 'undefined' ? require('./l') : null;",
      "type M = typeof import('./m');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a computed import(), as text
      'const n = import(`./n/${k}`);',
      "// import { o } from './o';",
      "/* export { p } from './p'; */",
      "export const q = 'from';",
    ].join('\n'),
    'comment.ts': [
      '// the words are in content/messages/*-inspector.ts',
      "import { a } from './a';",
      "import type { B } from './b';",
      '/** Any later comment that ends in a star and a slash. */',
      'export const c = a;',
    ].join('\n'),
    'client.tsx': [
      "// a comment first, then the directive: /* */ '",
      "'use client';",
      "import { a } from './a';",
    ].join('\n'),
    'server.ts': [
      "import { a } from './a';",
      "'use client';",
      "window.alert('a'); let c: HTMLCanvasElement;",
    ].join('\n'),
  });
  afterAll(() => texts.close());

  it('reads imports, type-only imports, re-exports, import() (lazy) and require() anywhere, but not comments', () => {
    expect(importsOf(texts.file('all.tsx'))).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: '@/b', typeOnly: true },
      { specifier: './cd', typeOnly: true },
      { specifier: './ef', typeOnly: false },
      { specifier: '../g', typeOnly: false },
      { specifier: './h', typeOnly: true },
      { specifier: './i', typeOnly: false },
      { specifier: './j.css', typeOnly: false },
      { specifier: './k', typeOnly: false, lazy: true },
      { specifier: './l', typeOnly: false },
      { specifier: './m', typeOnly: true },
    ]);
  });

  // the regular expressions before it read `/*` in a line comment as the start of a block comment:
  // everything up to the next `*/` (here: both imports) was not read
  it('sees the imports after a line comment that holds /*', () => {
    expect(importsOf(texts.file('comment.ts'))).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
    ]);
  });

  it("knows a 'use client' module by its directive, and the DOM by the names the code uses", () => {
    expect(isClientModule(texts.file('client.tsx'))).toBe(true);
    expect(isClientModule(texts.file('server.ts'))).toBe(false); // a string after an import is no directive
    expect(domNamesOf(texts.file('server.ts'))).toEqual(['window.', 'HTMLCanvasElement']);
    expect(domNamesOf(texts.file('comment.ts'))).toEqual([]);
  });

  it('finds a circle of any length, and none in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    const tree = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(circles(tree)).toEqual([]);
  });
});
