// A rehype plugin for the MDX pages, run last: KaTeX's typeset math becomes <StaticHtml>, its markup
// one string. A formula is dozens of nested spans that no script ever touches; as JSX each span was an
// element in the page's React payload (two thirds of a lesson's HTML was that payload, sent after the
// page it repeats) and a node for React to hydrate. As one string React neither walks nor compares it,
// and the page the reader sees is the same (components/mdx/StaticHtml.tsx).
import { toHtml } from 'hast-util-to-html';

/** KaTeX's outer box: a display formula, or an inline one not inside a display. */
function isMath(node) {
  if (node.type !== 'element' || node.tagName !== 'span') return false;
  const names = node.properties?.className ?? [];
  // only a box that has no other property than its class (all KaTeX's have none)
  return (
    (names.includes('katex-display') || names.includes('katex')) && Object.keys(node.properties).length === 1
  );
}

const staticHtml = (node) => ({
  type: 'mdxJsxTextElement',
  name: 'StaticHtml',
  attributes: [
    { type: 'mdxJsxAttribute', name: 'className', value: node.properties.className.join(' ') },
    { type: 'mdxJsxAttribute', name: 'html', value: toHtml(node.children) },
  ],
  children: [],
});

function replace(parent) {
  parent.children = parent.children.map((child) => {
    if (isMath(child)) return staticHtml(child);
    if (child.children) replace(child);
    return child;
  });
}

export default function rehypeStaticHtml() {
  return replace;
}
