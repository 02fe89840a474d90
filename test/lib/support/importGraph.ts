// The imports of the project's files as TypeScript itself parses them, for test/lib/imports.test.ts.
// TypeScript 7 ships its compiler as a binary, so there is no ts.preProcessFile to call: its API
// (typescript/unstable/sync) runs that compiler, the one `tsc` runs, in a child process and hands back
// each file's syntax tree. A comment is a comment and a string is a string there, whatever they hold.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  isCallExpression,
  isExportDeclaration,
  isExpressionStatement,
  isExternalModuleReference,
  isIdentifier,
  isImportDeclaration,
  isImportEqualsDeclaration,
  isImportTypeNode,
  isLiteralTypeNode,
  isNamedExports,
  isNamedImports,
  isNoSubstitutionTemplateLiteral,
  isPropertyAccessExpression,
  isStringLiteral,
  type Node,
  type SourceFile,
  SyntaxKind,
} from 'typescript/unstable/ast';
import { createVirtualFileSystem } from 'typescript/unstable/fs';
import { API } from 'typescript/unstable/sync';

/** One module a file names: in an import, an export-from, an `import()`, a `require()` or an import type. */
export interface Import {
  specifier: string;
  /** Gone from the JavaScript: `import type`, braces of `type` names only, `export type`, `typeof import()`. */
  typeOnly: boolean;
  /** Loaded when the code asks, in a chunk of its own: `import(…)`. */
  lazy?: boolean;
}

/** Parsed files, by name; close() ends the compiler's process. */
export interface Parsed {
  file(name: string): SourceFile;
  close(): void;
}

function parsedBy(api: API, root: string): Parsed {
  const config = path.join(root, 'tsconfig.json');
  const program = api.updateSnapshot({ openProjects: [config] }).getProject(config)?.program;
  if (!program) throw new Error(`TypeScript opened no project at ${config}`);
  return {
    file(name) {
      const file = program.getSourceFile(path.resolve(root, name));
      if (!file) throw new Error(`${name} is not in the TypeScript project of ${config}`);
      return file;
    },
    close: () => api.close(),
  };
}

/** The project's files, as tsconfig.json gives them to the compiler. */
export const parseProject = (root: string): Parsed => parsedBy(new API({ cwd: root }), root);

/** Texts by file name (`a.ts`), parsed as a project of their own that lives in memory. */
export function parseTexts(texts: Record<string, string>): Parsed {
  const root = '/texts';
  const files = Object.fromEntries(Object.entries(texts).map(([name, text]) => [`${root}/${name}`, text]));
  const config = JSON.stringify({ files: Object.keys(texts) });
  const fs = createVirtualFileSystem({ ...files, [`${root}/tsconfig.json`]: config });
  return parsedBy(new API({ cwd: root, fs }), root);
}

const literal = (node: Node | undefined) =>
  node && (isStringLiteral(node) || isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The module `node` names, if it is an import of any kind (a computed `import(…)` names none). */
function importAt(node: Node): Import | undefined {
  const named = (specifier: Node | undefined, typeOnly: boolean): Import | undefined => {
    const text = literal(specifier);
    return text === undefined ? undefined : { specifier: text, typeOnly };
  };
  if (isImportDeclaration(node)) {
    const clause = node.importClause;
    const names = clause?.namedBindings;
    const typeNamesOnly =
      !clause?.name && !!names && isNamedImports(names) && names.elements.every((name) => name.isTypeOnly);
    return named(node.moduleSpecifier, clause?.phaseModifier === SyntaxKind.TypeKeyword || typeNamesOnly);
  }
  if (isExportDeclaration(node)) {
    const names = node.exportClause;
    const typeNamesOnly = !!names && isNamedExports(names) && names.elements.every((name) => name.isTypeOnly);
    return named(node.moduleSpecifier, node.isTypeOnly || typeNamesOnly);
  }
  if (isImportEqualsDeclaration(node) && isExternalModuleReference(node.moduleReference))
    return named(node.moduleReference.expression, node.isTypeOnly);
  if (isImportTypeNode(node) && isLiteralTypeNode(node.argument)) return named(node.argument.literal, true);
  if (isCallExpression(node)) {
    const callee = node.expression;
    const loads =
      callee.kind === SyntaxKind.ImportKeyword || (isIdentifier(callee) && callee.text === 'require');
    const found = loads ? named(node.arguments[0], false) : undefined;
    if (found && callee.kind === SyntaxKind.ImportKeyword) found.lazy = true;
    return found;
  }
  return undefined;
}

/** Every module a file names, in the order written, wherever it stands (a `require` in a function too). */
export function importsOf(file: SourceFile): Import[] {
  const found: Import[] = [];
  const visit = (node: Node): void => {
    const entry = importAt(node);
    if (entry) found.push(entry);
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** The file's directive prologue holds 'use client' (comments may stand before it). */
export function isClientModule(file: SourceFile): boolean {
  for (const statement of file.statements) {
    if (!isExpressionStatement(statement) || !isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}

const DOM_OBJECTS = new Set(['window', 'document', 'navigator']);
const DOM_NAMES = /^(?:HTML\w*Element|CanvasRenderingContext2D|requestAnimationFrame)$/;

/** The browser's names the file uses: `window.…`, `document.…`, `navigator.…`, an element type, a canvas. */
export function domNamesOf(file: SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if (
      isPropertyAccessExpression(node) &&
      isIdentifier(node.expression) &&
      DOM_OBJECTS.has(node.expression.text)
    )
      found.push(`${node.expression.text}.`);
    else if (isIdentifier(node) && DOM_NAMES.test(node.text)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** The project file a specifier names (`@/` is the root), undefined for a package, `… (missing)` for none. */
export function resolve(root: string, from: string, specifier: string): string | undefined {
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

/**
 * Circles of a graph found by a depth-first walk, each a chain that ends where it starts: at least one
 * through every group of nodes that reach each other.
 */
export function circles(graph: Map<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string) => {
    const at = onPath.indexOf(node);
    if (at >= 0) {
      found.push([...onPath.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    onPath.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    onPath.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return found;
}
