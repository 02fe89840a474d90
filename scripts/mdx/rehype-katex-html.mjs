// A rehype plugin for the MDX pages, after rehype-katex: each typeset formula goes into the page as
// one string of HTML (React's dangerouslySetInnerHTML) instead of a tree of elements. The page looks
// the same, but the browser's React has nothing inside a formula to hydrate: KaTeX's spans were about
// 3,500 of lesson 7's 5,000 elements, and hydrating them was most of a lesson's blocking time on a
// slow phone (issue 27). The string is KaTeX's own output, as rehype-katex gave it.
import { toHtml } from 'hast-util-to-html';

const isFormula = (node) => node.type === 'element' && (node.properties?.className ?? []).includes('katex');

/** `{ __html: html }` as the estree of a JSX attribute's expression. */
const innerHtml = (html) => ({
  type: 'mdxJsxAttribute',
  name: 'dangerouslySetInnerHTML',
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'Property',
                  kind: 'init',
                  method: false,
                  shorthand: false,
                  computed: false,
                  key: { type: 'Identifier', name: '__html' },
                  value: { type: 'Literal', value: html },
                },
              ],
            },
          },
        ],
      },
    },
  },
});

const asString = (node) => ({
  type: 'mdxJsxTextElement',
  name: 'span',
  attributes: [
    { type: 'mdxJsxAttribute', name: 'className', value: 'katex' },
    innerHtml(toHtml(node.children)),
  ],
  children: [],
});

function walk(parent) {
  parent.children = parent.children.map((child) => {
    if (isFormula(child)) return asString(child);
    if (child.children) walk(child);
    return child;
  });
}

export default function rehypeKatexHtml() {
  return walk;
}
