// A code listing (components/mdx/Listing.tsx) reaches React with its coloured lines as one string of
// HTML, so the browser hydrates no token of it (issue 27), and it still shows every line of the region.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Listing } from '@/components/mdx/Listing';

/** Every element of a rendered tree, depth first (function components are called). */
function* elements(node: ReactNode): Generator<ReactElement<Record<string, unknown>>> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  if (!isValidElement<Record<string, unknown>>(node)) return;
  if (typeof node.type === 'function') {
    yield* elements((node.type as (props: unknown) => ReactNode)(node.props));
    return;
  }
  yield node;
  yield* elements(node.props.children as ReactNode);
}

it('gives React the coloured lines as one string, not as elements', async () => {
  const listing = await Listing({ file: 'physics/chapter/collide1d.ts', region: 'restitution1D' });
  const tree = [...elements(listing)];
  const code = tree.filter((e) => e.type === 'code' && e.props.dangerouslySetInnerHTML);
  expect(code).toHaveLength(1);
  // no line or token is a React element
  expect(tree.filter((e) => e.type === 'span')).toEqual([]);
  const html = renderToStaticMarkup(listing);
  expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*tabindex="0"><code><span class="line">/);
  expect(html).toContain('restitution');
});
