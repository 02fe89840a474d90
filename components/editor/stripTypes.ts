// The listings are TypeScript; the sandbox runs JavaScript. This removes the types the listings
// use (annotations `: number`, `: [number, number]`, `x as T`, type parameters, `interface` and
// `type` declarations, `export`) by writing spaces over them, so every line and column the reader
// sees stays where it was and a syntax error points at the reader's own text. It reads the code
// with CodeMirror's TypeScript parser, which comes with the editor (no transpiler to download).
import { typescriptLanguage } from '@codemirror/lang-javascript';

/** Node names whose whole text is a type, or a keyword that JavaScript does not have there. */
const TYPE_ONLY = new Set([
  'TypeAnnotation',
  'TypeParamList',
  'TypeArgList',
  'InterfaceDeclaration',
  'TypeAliasDeclaration',
]);

export function stripTypes(code: string): string {
  const cuts: Array<[number, number]> = [];
  const tree = typescriptLanguage.parser.parse(code);
  tree.iterate({
    enter(node) {
      if (TYPE_ONLY.has(node.name)) {
        cuts.push([node.from, node.to]);
        return false;
      }
      if (node.name === 'export' && node.node.parent?.name === 'ExportDeclaration')
        cuts.push([node.from, node.to]);
      // `value as Type`: the keyword and the type after it
      if (node.name === 'as' && node.node.parent?.name === 'BinaryExpression') {
        const type = node.node.nextSibling;
        cuts.push([node.from, type ? type.to : node.to]);
      }
      return undefined;
    },
  });
  let out = '';
  let at = 0;
  for (const [from, to] of cuts.sort((a, b) => a[0] - b[0])) {
    if (from < at) continue;
    out += code.slice(at, from) + code.slice(from, to).replace(/[^\n]/g, ' ');
    at = to;
  }
  return out + code.slice(at);
}
