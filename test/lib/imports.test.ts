// The direction of the house (DESIGN.md): physics/ imports nothing outside itself (no package, no
// DOM), components/ never imports content/ or app/ (its words come through lib/i18n and
// MessagesProvider), the links (share/) import no clock or figure, the folders of components/ import
// each other one way, and no module of physics/, components/ or lib/ reaches itself again through its
// imports, type-only ones included. What no browser may load (the dictionaries, every module that
// imports 'server-only') is reached from no 'use client' module. TypeScript's own parser reads the
// imports (support/importGraph.ts, tested in importGraph.test.ts): a comment holding `/*` hides nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  circles,
  domNamesOf,
  type Import,
  importsOf,
  isClientModule,
  parseProject,
  resolve,
} from './support/importGraph';

const root = process.cwd();
const FOLDERS = ['physics', 'run', 'components', 'lib', 'content', 'app'];

const show = (file: string) => path.relative(root, file).split(path.sep).join('/');
const folderOf = (file: string) => show(file).split('/')[0] as string;
const inFolder = (file: string | undefined, folder: string) =>
  file !== undefined && show(file).startsWith(`${folder}/`);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(root, dir, f));
}

interface Edge {
  from: string;
  /** The project file imported; undefined for a package; `… (missing)` for none. */
  to?: string;
  specifier: string;
  /** Every import of this module from this file is type-only. */
  typeOnly: boolean;
}

const project = parseProject(root);
afterAll(() => project.close());
const files = FOLDERS.flatMap(sourceFiles);
const parsed = new Map(files.map((file) => [file, project.file(file)]));
const importsByFile = new Map([...parsed].map(([file, source]) => [file, importsOf(source)]));
/** The imports of any source file of the project (one outside the folders above is parsed when asked). */
function importsOfFile(file: string): Import[] {
  if (!importsByFile.has(file) && /\.(ts|tsx)$/.test(file))
    importsByFile.set(file, importsOf(project.file(file)));
  return importsByFile.get(file) ?? [];
}

function edgesFrom(from: string, imports: Import[]): Edge[] {
  const specifiers = [...new Set(imports.map((i) => i.specifier))];
  return specifiers.map((specifier) => ({
    from,
    to: resolve(root, from, specifier),
    specifier,
    typeOnly: imports.filter((i) => i.specifier === specifier).every((i) => i.typeOnly),
  }));
}

const edges = [...importsByFile].flatMap(([from, imports]) => edgesFrom(from, imports));
const named = (list: Edge[]) => list.map((e) => `${show(e.from)} → ${e.specifier}`);
const linked = (e: Edge): e is Edge & { to: string } => !!e.to && !e.to.endsWith('(missing)');

describe('imports follow the arrows', () => {
  it('every project import names a file that exists', () => {
    expect(edges.length).toBeGreaterThan(300); // the walker reads the project, not nothing
    const missing = edges.filter(
      (e) => e.to?.endsWith('(missing)') && !/\.(css|json|mdx)$/.test(e.specifier),
    );
    expect(named(missing)).toEqual([]);
  });

  it('physics/ imports nothing outside physics/, no package (React, Next…), and uses no DOM', () => {
    const physics = edges.filter((e) => folderOf(e.from) === 'physics');
    expect(physics.length).toBeGreaterThan(100);
    expect(named(physics.filter((e) => !inFolder(e.to, 'physics')))).toEqual([]);
    const dom = [...parsed]
      .filter(([file]) => folderOf(file) === 'physics')
      .flatMap(([file, source]) => domNamesOf(source).map((name) => `${show(file)}: ${name}`));
    expect(dom).toEqual([]);
  });

  it('physics/chapter/ imports nothing outside physics/chapter/ but physics/math/, no package either (type-only imports included)', () => {
    const chapter = edges.filter((e) => inFolder(e.from, 'physics/chapter'));
    expect(chapter.length).toBeGreaterThan(8); // the walker reads the chapter, not nothing
    const bad = chapter.filter((e) => !inFolder(e.to, 'physics/chapter') && !inFolder(e.to, 'physics/math'));
    expect(named(bad)).toEqual([]);
  });

  // Issue 38: the deterministic functions sit below the chapter, so they import nothing above them
  it('physics/math/ imports nothing outside physics/math/, no package either', () => {
    const math = edges.filter((e) => inFolder(e.from, 'physics/math'));
    expect(math.length).toBeGreaterThan(8);
    expect(named(math.filter((e) => !inFolder(e.to, 'physics/math')))).toEqual([]);
  });

  /**
   * What physics/sources/ may import besides the chapter and itself: the ball's module, the lab's checks
   * and measures (validate.ts, metrics.ts: they import only the chapter and types), and any module for
   * its types alone. Never the world, the engines, stick, history or restart.
   */
  const SOURCES_MAY_USE = ['physics/types.ts', 'physics/setup/validate.ts', 'physics/lab/metrics.ts'];

  it('physics/sources/ imports the chapter, physics/math/ and itself, the checks and measures, and other modules for types only', () => {
    const sources = edges.filter((e) => inFolder(e.from, 'physics/sources'));
    expect(sources.length).toBeGreaterThan(8);
    const allowed = (e: Edge) =>
      inFolder(e.to, 'physics/chapter') ||
      inFolder(e.to, 'physics/sources') ||
      inFolder(e.to, 'physics/math') ||
      (e.to !== undefined && SOURCES_MAY_USE.includes(show(e.to))) ||
      (e.typeOnly && inFolder(e.to, 'physics'));
    expect(named(sources.filter((e) => !allowed(e)))).toEqual([]);
  });

  // Issue 35: the run model sits between the views and the physics
  it('run/ imports only physics/index.ts and itself, no package, and uses no DOM', () => {
    const run = edges.filter((e) => folderOf(e.from) === 'run');
    expect(run.length).toBeGreaterThan(8);
    const bad = run.filter((e) => !inFolder(e.to, 'run') && show(e.to ?? e.specifier) !== 'physics/index.ts');
    expect(named(bad)).toEqual([]);
    const dom = [...parsed]
      .filter(([file]) => folderOf(file) === 'run')
      .flatMap(([file, source]) => domNamesOf(source).map((name) => `${show(file)}: ${name}`));
    expect(dom).toEqual([]);
  });

  it('components/ and lib/ reach physics/ and run/ only through their index.ts, type-only imports included', () => {
    const deep = edges.filter(
      (e) =>
        ['components', 'lib'].includes(folderOf(e.from)) &&
        e.to &&
        ['physics', 'run'].includes(folderOf(e.to)) &&
        !['physics/index.ts', 'run/index.ts'].includes(show(e.to)),
    );
    expect(named(deep)).toEqual([]);
  });

  it('components/ imports nothing from content/ (no dictionary: words come through lib/i18n) or app/, type-only imports included', () => {
    const bad = edges.filter(
      (e) => folderOf(e.from) === 'components' && e.to && ['content', 'app'].includes(folderOf(e.to)),
    );
    expect(named(bad)).toEqual([]);
  });

  it('lib/ imports nothing from components/ or app/: the site uses it, not the other way', () => {
    const bad = edges.filter(
      (e) => folderOf(e.from) === 'lib' && e.to && ['components', 'app'].includes(folderOf(e.to)),
    );
    expect(named(bad)).toEqual([]);
  });

  it('no module of physics/, components/ or lib/ imports itself again, type-only imports included', () => {
    const graph = new Map<string, string[]>();
    for (const e of edges.filter(linked)) {
      graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
      if (!graph.has(e.to)) graph.set(e.to, []);
    }
    const inScope = circles(graph).filter((c) =>
      c.some((file) => ['physics', 'run', 'components', 'lib'].includes(folderOf(file))),
    );
    expect(inScope.map((c) => c.map(show).join(' → '))).toEqual([]);
  });
});

describe('the folders of components/ import each other one way', () => {
  /** A part of components/: a folder (`share`), or a module at its top (`lessonStage.ts`). */
  const partOf = (file: string) => show(file).split('/')[1] as string;
  const inComponents = edges.filter(
    (e): e is Edge & { to: string } =>
      linked(e) && inFolder(e.from, 'components') && inFolder(e.to, 'components'),
  );
  const between = inComponents.filter((e) => partOf(e.from) !== partOf(e.to));
  const arrow = (e: Edge & { to: string }) => `${show(e.from)} → ${show(e.to)}`;

  /**
   * Imports that go back up, kept on purpose. Each must exist (a stale entry fails) and say why.
   * - lazyWidgets.tsx holds Predict's next/dynamic: it is part of every lesson page, and through it
   *   Predict's own next/dynamic of the canvas figures puts their styles in every lesson page's
   *   stylesheet (see lazyWidgets.tsx). Predict in turn loads the figures from mdx/. Moving the wrapper
   *   into exercise/ changes which pages' stylesheets carry the canvas figures: only a build shows it.
   */
  const BACK_UP = ['components/mdx/lazyWidgets.tsx → components/exercise/Predict.tsx'];

  it('the imports kept on purpose are still there', () => {
    const present = new Set(between.map(arrow));
    expect(BACK_UP.filter((entry) => !present.has(entry))).toEqual([]);
  });

  it('no folder reaches itself again through the others (a module at the top counts as a folder)', () => {
    const kept = between.filter((e) => !BACK_UP.includes(arrow(e)));
    const graph = new Map<string, string[]>();
    for (const e of kept) {
      const [from, to] = [partOf(e.from), partOf(e.to)];
      graph.set(from, [...new Set([...(graph.get(from) ?? []), to])]);
      if (!graph.has(to)) graph.set(to, []);
    }
    /** A circle of folders, each arrow with the imports that make it. */
    const told = (circle: string[]) =>
      circle.slice(1).map((to, k) => {
        const from = circle[k] as string;
        const by = kept.filter((e) => partOf(e.from) === from && partOf(e.to) === to).map(arrow);
        return `${from} → ${to}: ${by.join(', ')}`;
      });
    expect(circles(graph).map(told)).toEqual([]);
  });

  /** What the links may use: words, fields, the presenter's own link parameter, and the top modules. */
  const LINKS_MAY_USE = ['i18n/', 'ui/', 'presenter/presenterUrl.ts'];

  it('the links (share/) import no clock and no figure: only i18n/, ui/, the presenter link and the top modules', () => {
    const bad = inComponents.filter((e) => {
      const to = show(e.to).slice('components/'.length);
      const allowed =
        !to.includes('/') || to.startsWith('share/') || LINKS_MAY_USE.some((p) => to.startsWith(p));
      return partOf(e.from) === 'share' && !allowed;
    });
    expect(named(bad)).toEqual([]);
  });
});

// A page reads its locale's words on the server (lib/i18n) and hands them to client widgets through
// MessagesProvider, so no page ships every language; modules such as the exercises' registry import
// 'server-only'. From every 'use client' module, through every import that stays in the bundle
// (type-only ones are erased; a require() counts), none of them is reached.
describe('what no browser may load stays on the server', () => {
  const serverOnly = new Set(
    files.filter(
      (file) =>
        show(file) === 'lib/i18n.ts' ||
        show(file).startsWith('content/messages/') ||
        importsOfFile(file).some((i) => i.specifier === 'server-only'),
    ),
  );

  it('knows the server-only modules', () => {
    expect([...serverOnly].map(show)).toEqual(
      expect.arrayContaining(['lib/i18n.ts', 'content/messages/en.ts', 'components/exercise/registry.ts']),
    );
  });

  /** Every project module a file brings into the client bundle, with the chain that brings it. */
  function clientChains(entry: string): string[][] {
    const chains: string[][] = [];
    const seen = new Set<string>();
    const visit = (file: string, chain: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      chains.push(chain);
      if (serverOnly.has(file)) return; // the first one on the way is the one to name
      for (const e of edgesFrom(file, importsOfFile(file))) {
        if (!e.typeOnly && linked(e)) visit(e.to, [...chain, e.to]);
      }
    };
    visit(entry, [entry]);
    return chains;
  }

  it("no 'use client' module reaches a dictionary or a server-only module through its imports", () => {
    const clients = [...parsed]
      .filter(
        ([file, source]) => ['components', 'app', 'lib'].includes(folderOf(file)) && isClientModule(source),
      )
      .map(([file]) => file);
    expect(clients.length).toBeGreaterThan(50); // the walk starts from the widgets, not from nothing
    const reached = clients.flatMap((client) =>
      clientChains(client)
        .filter((chain) => serverOnly.has(chain.at(-1) as string))
        .map((chain) => chain.map(show).join(' → ')),
    );
    expect(reached).toEqual([]);
  });
});

// Every lesson's number questions (Predict) come with its first JavaScript: their words must not bring
// the physics core (21 KiB gzip), which a figure loads when it wakes (problemText.ts once did).
describe("a lesson's first JavaScript", () => {
  it('the number questions and their words load no physics', () => {
    // the modules Predict loads with itself: value imports, not import() (a chunk of its own)
    const chains = new Map<string, string[]>();
    const visit = (file: string, chain: string[]) => {
      if (chains.has(file)) return;
      chains.set(file, chain);
      const eager = importsOfFile(file).filter((i) => !i.lazy);
      for (const e of edgesFrom(file, eager)) if (!e.typeOnly && linked(e)) visit(e.to, [...chain, e.to]);
    };
    const entry = path.join(root, 'components/exercise/Predict.tsx');
    visit(entry, [entry]);
    expect(chains.size).toBeGreaterThan(5);
    const physics = [...chains].filter(([file]) => show(file).startsWith('physics/'));
    expect(physics.map(([, chain]) => chain.map(show).join(' → '))).toEqual([]);
  });
});
