// A rehype plugin for the MDX pages: each table and each display formula goes inside a
// <ScrollRegion>, the box that scrolls when it is wider than a phone (issue 27: axe's
// scrollable-region-focusable at 412 px). The page that renders the MDX gives ScrollRegion its
// words (components/mdx/ScrollRegion.tsx), so MDX fails loudly if a page forgets it.

/** A table, or KaTeX's block for display math: what can be wider than the column. */
function kindOf(node) {
  if (node.type !== 'element') return null;
  if (node.tagName === 'table') return 'table';
  return (node.properties?.className ?? []).includes('katex-display') ? 'formula' : null;
}

const region = (node, kind) => ({
  type: 'mdxJsxFlowElement',
  name: 'ScrollRegion',
  attributes: [{ type: 'mdxJsxAttribute', name: 'kind', value: kind }],
  children: [node],
});

function wrap(parent) {
  parent.children = parent.children.map((child) => {
    const kind = kindOf(child);
    if (kind) return region(child, kind);
    if (child.children) wrap(child);
    return child;
  });
}

export default function rehypeScrollRegions() {
  return wrap;
}
