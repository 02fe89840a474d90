// The MDX pages' own rehype plugins (scripts/mdx/, issue 27): a table or a display formula sits in a
// named, focusable region that scrolls on a phone, and looks the same; an inline formula does not.
// Each section of prose is a boundary React hydrates later; the HTML is otherwise the same. KaTeX trusts
// one command, the derivations' move mark (rehype-math).
import { type CompileOptions, evaluate } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { ProseSection } from '@/components/mdx/ProseSection';
import { proseComponents } from '@/components/mdx/ScrollRegion';
import { getMessages } from '@/lib/i18n';
import rehypeMath from '@/scripts/mdx/rehype-math.mjs';
import rehypeScrollRegions from '@/scripts/mdx/rehype-scroll-regions.mjs';
import rehypeSections from '@/scripts/mdx/rehype-sections.mjs';

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

const SECTIONS = `export const answer = 42;

An introduction.

## First

One paragraph, $p = mv$.

### Detail

More.

## Second

### Right after its h2

Another.
`;

async function sections(components: MDXComponents, render = renderToStaticMarkup) {
  const evaluated = await evaluate(SECTIONS, {
    remarkPlugins: [remarkMath],
    rehypePlugins: [[rehypeKatex, { strict: false }], rehypeSections],
    ...runtime,
  });
  return { answer: evaluated.answer, html: render(<evaluated.default components={components} />) };
}

/** Each section in a marked box, to see where the boundaries fall; and each as what it holds. */
const marked: MDXComponents = { ProseSection: ({ children }) => <div data-section="">{children}</div> };
const unmarked: MDXComponents = { ProseSection: ({ children }) => <>{children}</> };

describe('rehype-sections', () => {
  it('puts the introduction and each section from its h2 or h3 to the next in one boundary, exports kept', async () => {
    const { answer, html } = await sections(marked);
    expect(answer).toBe(42);
    const boundaries = [...html.matchAll(/<div data-section="">([\s\S]*?)<\/div>/g)].map((m) =>
      (m[1] ?? '').replace(/<span class="katex">[\s\S]*<\/span>/, '(math)'),
    );
    expect(boundaries).toEqual([
      '<p>An introduction.</p>\n',
      '<h2>First</h2>\n<p>One paragraph, (math).</p>\n',
      '<h3>Detail</h3>\n<p>More.</p>\n',
      '<h2>Second</h2>\n<h3>Right after its h2</h3>\n<p>Another.</p>',
    ]);
  });

  it('changes nothing a reader sees: the same HTML, with Activity markers around each section', async () => {
    // renderToString, as the server renders a page: with the markers hydration reads
    const { html } = await sections({ ProseSection }, renderToString);
    const plain = await sections(unmarked, renderToString);
    expect(html.match(/<!--&-->/g)).toHaveLength(4);
    expect(html.replace(/<!--\/?&-->/g, '')).toBe(plain.html);
  });
});

async function math(source: string) {
  const { default: Content } = await evaluate(source, {
    remarkPlugins: [remarkMath],
    rehypePlugins: [rehypeMath],
    ...runtime,
  });
  return renderToStaticMarkup(<Content />);
}

describe('rehype-math', () => {
  it("marks a derivation's moving term, as KaTeX's own span with its name", async () => {
    const html = await math("$$\n\\htmlData{move=v0-after}{v_0'} = v_1\n$$");
    expect(html).toMatch(/<span class="enclosing" data-move="v0-after">/);
    expect(html).not.toMatch(/katex-error|#cc0000/);
  });

  it('trusts no other HTML command, attribute or name', async () => {
    for (const refused of [
      '\\htmlData{move=Bad Name}{x}',
      '\\htmlData{move=a,other=b}{x}',
      '\\htmlData{other=a}{x}',
      '\\htmlClass{move}{x}',
      '\\htmlStyle{color: red}{x}',
      '\\href{https://example.org}{x}',
    ]) {
      const html = await math(`$$\n${refused}\n$$`);
      expect(html, refused).toMatch(/#cc0000/);
      expect(html, refused).not.toMatch(/data-move|data-other|href=|class="enclosing/);
    }
  });
});
