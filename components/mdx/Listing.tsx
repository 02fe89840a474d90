// A code listing cut at build time from the running source in physics/, coloured by Shiki on the
// server, so the page can never drift from the code and no highlighter reaches the browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { createHighlighter } from 'shiki';
import { extractRegion, LISTABLE } from '@/lib/regions';
import styles from './Listing.module.css';
import { EditListing } from './lazyWidgets';

const highlighter = createHighlighter({
  themes: ['github-light-high-contrast', 'github-dark-high-contrast'],
  langs: ['ts'],
});

interface Props {
  /** Source file, relative to the project root: the chapter's (physics/chapter/) or the sources' (physics/sources/). */
  file: string;
  region: string;
  /** Inner regions to highlight (space separated); the inspector highlights stages itself. */
  highlight?: string;
  /** Offer "Edit and run": the reader's version runs in a sandbox beside the chapter's (components/editor/). */
  editable?: boolean;
}

export async function Listing({ file, region, highlight = '', editable = false }: Props) {
  if (!LISTABLE.test(file))
    throw new Error(`Listing reads physics/chapter/*.ts and physics/sources/*.ts only (got ${file})`);
  const source = await readFile(path.join(process.cwd(), file), 'utf8');
  const lines = extractRegion(source, region);
  const marked = new Set(highlight.split(' ').filter(Boolean));
  const code = lines.map((l) => l.text).join('\n');
  const hast = (await highlighter).codeToHast(code, {
    lang: 'ts',
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    defaultColor: false,
    transformers: [
      {
        line(node, n) {
          const regions = lines[n - 1]?.regions ?? [];
          if (regions.length > 0) node.properties['data-region'] = regions.join(' ');
          if (regions.some((r) => marked.has(r))) node.properties['data-highlighted-line'] = '';
        },
      },
    ],
  });
  return (
    <>
      <figure className={`listing ${styles.listing}`} data-listing={region}>
        <figcaption>
          <code>{file}</code>
        </figcaption>
        {toJsxRuntime(hast, { Fragment, jsx, jsxs })}
      </figure>
      {editable && <EditListing listing={region} code={code} />}
    </>
  );
}
