// The direction of the house (DESIGN.md): physics/ imports nothing of the site (no components/,
// content/ or app/, no React, no DOM), components/ never imports content/ or app/, and no module of
// physics/, components/ or lib/ reaches itself again through its imports, type-only ones included.
// A small walker reads the import and export-from statements of every source file, as written.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const SOURCE = /\.(ts|tsx)$/;

/** Comments removed, so an example in a comment is not read as an import. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Every module specifier a file imports or re-exports from, `import type` and `import('…')` included. */
function specifiers(text: string): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  const statement = /(?:^|[;}\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const pattern of [statement, dynamic]) {
    for (const match of code.matchAll(pattern)) found.push(match[1] as string);
  }
  return found;
}

/** The module specifiers of `import type` and `export type` statements only: they leave nothing at run time. */
function typeOnlySpecifiers(text: string): string[] {
  const code = withoutComments(text);
  const statement = /(?:^|[;}\s])(?:import|export)\s+type\s+[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g;
  return [...code.matchAll(statement)].map((match) => match[1] as string);
}

/** The project file a specifier names (`@/` is the root), undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  const file = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return file ?? `${base} (missing)`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => SOURCE.test(f))
    .map((f) => path.join(root, dir, f));
}

const folderOf = (file: string) => path.relative(root, file).split(path.sep)[0] as string;
const show = (file: string) => path.relative(root, file);

interface Edge {
  from: string;
  to?: string;
  specifier: string;
  /** Every import of this module from this file is `import type`/`export type`. */
  typeOnly: boolean;
}

function edgesOf(dirs: string[]): Edge[] {
  return dirs.flatMap(sourceFiles).flatMap((from) => {
    const text = readFileSync(from, 'utf8');
    const types = typeOnlySpecifiers(text);
    const all = specifiers(text);
    return all.map((specifier) => ({
      from,
      to: resolve(from, specifier),
      specifier,
      typeOnly: all.filter((s) => s === specifier).length === types.filter((s) => s === specifier).length,
    }));
  });
}

const inFolder = (file: string | undefined, folder: string) =>
  file !== undefined && path.relative(root, file).split(path.sep).join('/').startsWith(`${folder}/`);

/**
 * What physics/sources/ may import besides the chapter and itself: the ball's module, the lab's checks
 * and measures (validate.ts, metrics.ts: they import only the chapter and types), and any module for
 * its types alone. Never the world, the engines, stick, history or restart.
 */
const SOURCES_MAY_USE = ['physics/types.ts', 'physics/validate.ts', 'physics/metrics.ts'];

/**
 * Circles of imports found by a depth-first walk, each a chain of files that ends where it starts:
 * at least one through every group of files that import each other.
 */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

const DOM =
  /\b(?:window|document|navigator)\s*\.|\bHTML\w*Element\b|\bCanvasRenderingContext2D\b|\brequestAnimationFrame\b/;

describe('the walker', () => {
  it('reads imports, type-only imports, re-exports and dynamic imports, but not comments', () => {
    const text = [
      "import { a } from './a';",
      'import type {',
      '  B,',
      "} from '@/b';",
      "export { c } from '../c';",
      "export * from './d';",
      "import './e.css';",
      "const f = await import('./f');",
      "// import { g } from './g';",
      "/* export { h } from './h'; */",
      "export const i = 'from';",
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a', '@/b', '../c', './d', './e.css', './f']);
    expect(typeOnlySpecifiers(text)).toEqual(['@/b']);
  });

  it('finds a circle of any length, and none in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      circles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('imports follow the arrows', () => {
  const edges = edgesOf(['physics', 'components', 'lib', 'content', 'app']);

  it('every project import names a file that exists', () => {
    expect(edges.length).toBeGreaterThan(300); // the walker reads the project, not nothing
    const missing = edges.filter(
      (e) => e.to?.endsWith('(missing)') && !/\.(css|json|mdx)$/.test(e.specifier),
    );
    expect(missing.map((e) => `${show(e.from)} → ${e.specifier}`)).toEqual([]);
  });

  it('physics/ imports nothing from components/, content/ or app/, nor React or the DOM', () => {
    const physics = edges.filter((e) => folderOf(e.from) === 'physics');
    const bad = physics.filter((e) =>
      e.to
        ? ['components', 'content', 'app'].includes(folderOf(e.to))
        : /^(react|react-dom|next)(\/|$)/.test(e.specifier),
    );
    expect(bad.map((e) => `${show(e.from)} → ${e.specifier}`)).toEqual([]);
    const dom = sourceFiles('physics').filter((f) => DOM.test(withoutComments(readFileSync(f, 'utf8'))));
    expect(dom.map(show)).toEqual([]);
  });

  it('physics/chapter/ imports nothing outside physics/chapter/ but physics/math/, no package either (type-only imports included)', () => {
    const chapter = edges.filter((e) => inFolder(e.from, 'physics/chapter'));
    expect(chapter.length).toBeGreaterThan(8); // the walker reads the chapter, not nothing
    const bad = chapter.filter((e) => !inFolder(e.to, 'physics/chapter') && !inFolder(e.to, 'physics/math'));
    expect(bad.map((e) => `${show(e.from)} → ${e.specifier}`)).toEqual([]);
  });

  // Issue 38: the deterministic functions sit below the chapter, so they import nothing above them
  it('physics/math/ imports nothing outside physics/math/, no package either', () => {
    const math = edges.filter((e) => inFolder(e.from, 'physics/math'));
    expect(math.length).toBeGreaterThan(8);
    const bad = math.filter((e) => !inFolder(e.to, 'physics/math'));
    expect(bad.map((e) => `${show(e.from)} → ${e.specifier}`)).toEqual([]);
  });

  it('physics/sources/ imports the chapter, physics/math/ and itself, the checks and measures, and other modules for types only', () => {
    const sources = edges.filter((e) => inFolder(e.from, 'physics/sources'));
    expect(sources.length).toBeGreaterThan(8);
    const allowed = (e: Edge) =>
      inFolder(e.to, 'physics/chapter') ||
      inFolder(e.to, 'physics/sources') ||
      inFolder(e.to, 'physics/math') ||
      (e.to !== undefined && SOURCES_MAY_USE.includes(show(e.to))) ||
      (e.typeOnly && inFolder(e.to, 'physics'));
    const bad = sources.filter((e) => !allowed(e));
    expect(bad.map((e) => `${show(e.from)} → ${e.specifier}`)).toEqual([]);
  });

  it('components/ imports nothing from content/ or app/', () => {
    const bad = edges.filter(
      (e) => folderOf(e.from) === 'components' && e.to && ['content', 'app'].includes(folderOf(e.to)),
    );
    expect(bad.map((e) => `${show(e.from)} → ${e.specifier}`)).toEqual([]);
  });

  it('no module of physics/, components/ or lib/ imports itself again, type-only imports included', () => {
    const graph = new Map<string, string[]>();
    for (const { from, to } of edges) {
      if (!to || to.endsWith('(missing)')) continue;
      graph.set(from, [...(graph.get(from) ?? []), to]);
      if (!graph.has(to)) graph.set(to, []);
    }
    const inScope = circles(graph).filter((c) =>
      c.some((file) => ['physics', 'components', 'lib'].includes(folderOf(file))),
    );
    expect(inScope.map((c) => c.map(show).join(' → '))).toEqual([]);
  });
});

// The dictionaries are server-only: a page reads its locale's words (lib/i18n) and hands them to client
// widgets through MessagesProvider, so no page ships every language. There is no `server-only` package
// in the tree, so this walk is the guard: from every 'use client' module, through every import that
// stays in the bundle (type-only ones are erased), no dictionary is reached.
describe('the dictionaries stay on the server', () => {
  const isServerOnly = (file: string) =>
    show(file) === path.join('lib', 'i18n.ts') ||
    show(file).startsWith(path.join('content', 'messages') + path.sep);

  /** The specifiers of imports and re-exports that a bundle keeps: not `import type`, not all-`type` braces. */
  function valueSpecifiers(text: string): string[] {
    const code = withoutComments(text);
    const found: string[] = [];
    const statement = /(?:^|[;}\s])(import|export)\s+(type\s+)?([^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
    for (const match of code.matchAll(statement)) {
      const [, , typeOnly, clause = '', specifier] = match;
      const names = /\{([^}]*)\}/.exec(clause)?.[1];
      const allTypes =
        !!names &&
        !/^\s*\w+\s*,/.test(clause) &&
        names.split(',').every((n) => !n.trim() || /^\s*type\s/.test(n));
      if (!typeOnly && !allTypes) found.push(specifier as string);
    }
    for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1] as string);
    return found;
  }

  /** Every project module a file brings into the client bundle, with the chain that brings it. */
  function clientChains(entry: string): string[][] {
    const chains: string[][] = [];
    const seen = new Set<string>();
    const visit = (file: string, chain: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      chains.push(chain);
      if (isServerOnly(file)) return; // the first dictionary on the way is the one to name
      for (const specifier of valueSpecifiers(readFileSync(file, 'utf8'))) {
        const to = resolve(file, specifier);
        if (to && !to.endsWith('(missing)')) visit(to, [...chain, to]);
      }
    };
    visit(entry, [entry]);
    return chains;
  }

  it('reads which imports a bundle keeps', () => {
    const text = [
      "import type { Messages } from '@/lib/i18n';",
      "import { type Locale, type Messages as M } from '@/lib/i18n';",
      "import { format, type Message } from '@/lib/format';",
      "import React, { type ReactNode } from 'react';",
      "export type { Messages } from './en';",
      "export { en } from './en';",
      "import './globals.css';",
    ].join('\n');
    expect(valueSpecifiers(text)).toEqual(['@/lib/format', 'react', './en', './globals.css']);
  });

  it("no 'use client' module reaches a dictionary (content/messages/, lib/i18n) through its imports", () => {
    const clients = ['components', 'app', 'lib']
      .flatMap(sourceFiles)
      .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
    expect(clients.length).toBeGreaterThan(50); // the walk starts from the widgets, not from nothing
    const reached = clients.flatMap((client) =>
      clientChains(client)
        .filter((chain) => isServerOnly(chain.at(-1) as string))
        .map((chain) => chain.map(show).join(' → ')),
    );
    expect(reached).toEqual([]);
  });
});
