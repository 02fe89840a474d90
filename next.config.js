// Static export of the whole site; MDX lessons get their math (KaTeX) and code colours (Shiki)
// at build time, so neither library ships to the browser.
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

// Plugins are given by name: Turbopack needs serialisable loader options (ours by absolute path).
const ours = (name) => fileURLToPath(new URL(`./scripts/mdx/${name}.mjs`, import.meta.url));
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-gfm', 'remark-math'],
    rehypePlugins: [
      'rehype-slug',
      ours('rehype-math'), // rehype-katex, trusting only the derivations' move marks
      [
        'rehype-pretty-code',
        {
          theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
          keepBackground: false,
        },
      ],
      ours('rehype-scroll-regions'),
      ours('rehype-sections'),
    ],
  },
});

export default withMDX({
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  reactStrictMode: true,
  poweredByHeader: false,
  // One 404 page for every locale: each locale has its own root layout (its own <html lang>).
  experimental: { globalNotFound: true },
});
