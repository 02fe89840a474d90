// The MDX pages' own rehype plugin (scripts/mdx/, issue 27): a table or a display formula sits in a
// named, focusable region that scrolls on a phone, and looks the same; an inline formula does not.
import { type CompileOptions, evaluate } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { proseComponents } from '@/components/mdx/ScrollRegion';
import { getMessages } from '@/lib/i18n';
import rehypeScrollRegions from '@/scripts/mdx/rehype-scroll-regions.mjs';

const SOURCE = `Inline $p = mv$ in a line.

$$
v_0' = \\frac{(m_0 - m_1) v_0 + 2 m_1 v_1}{m_0 + m_1}
$$

| mass | velocity |
|---|---|
| 1 | 2 |
`;

const options = (ours: boolean): CompileOptions => ({
  remarkPlugins: [remarkGfm, remarkMath],
  rehypePlugins: [[rehypeKatex, { strict: false }], ...(ours ? [rehypeScrollRegions] : [])],
});

async function render(ours: boolean, components: MDXComponents = {}) {
  const { default: Content } = await evaluate(SOURCE, { ...options(ours), ...runtime });
  return renderToStaticMarkup(<Content components={components} />);
}

/** Lets the region through as what it holds, to compare with the page without the plugins. */
const transparent: MDXComponents = { ScrollRegion: ({ children }) => <>{children}</> };

describe('rehype-scroll-regions', () => {
  it('draws the same page as KaTeX alone, around the regions', async () => {
    expect(await render(true, transparent)).toBe(await render(false));
  });

  it('puts the table and the display formula in regions named in the page language', async () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      const html = await render(true, proseComponents(locale));
      const names = getMessages(locale).prose.scrollRegion;
      const regions = [...html.matchAll(/<section(?: class="[^"]*")? tabindex="0" aria-label="([^"]+)">/g)];
      expect(regions.map((r) => r[1])).toEqual([names.formula, names.table]);
      expect(html).toMatch(/aria-label="[^"]+"><span class="katex-display">/);
      expect(html).toMatch(/aria-label="[^"]+"><table>/);
      // the inline formula stays in its line
      expect(html).toMatch(/<p>Inline <span class="katex">/);
    }
  });
});
