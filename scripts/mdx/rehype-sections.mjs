// A rehype plugin for the MDX pages: the prose of each section (the introduction, then from each h2
// or h3 to the next) goes inside a <ProseSection> (components/mdx/ProseSection.tsx), which React
// hydrates after the rest of the page, in slices (issue 27: a lesson's hydration was one long task
// on a phone). Imports and exports stay at the top, where MDX needs them; whitespace between them
// is left as it is.

const isHeading = (node) => node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3');
const isModule = (node) => node.type === 'mdxjsEsm';
const isBlank = (node) => node.type === 'text' && node.value.trim() === '';
/** A heading, or the whitespace after it: a section of only these (an h2 right before its first h3)
 *  takes the next heading in too, so no boundary is a lone title. */
const isTitle = (node) => isHeading(node) || isBlank(node);

const section = (children) => ({
  type: 'mdxJsxFlowElement',
  name: 'ProseSection',
  attributes: [],
  children,
});

export default function rehypeSections() {
  return (tree) => {
    const top = [];
    let open = null;
    for (const node of tree.children) {
      if (isModule(node) || (open === null && isBlank(node))) top.push(node);
      else if (open === null || (isHeading(node) && !open.children.every(isTitle))) {
        open = section([node]);
        top.push(open);
      } else open.children.push(node);
    }
    tree.children = top;
  };
}
