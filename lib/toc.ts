// The table of contents of a lesson: its `##` headings, each with the `###` headings under it, with
// the same ids rehype-slug gives them. A long lesson groups its sections into `##` parts, so the
// contents become an inner table of contents a class can be sent into, one part at a time.
import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';

export interface TocEntry {
  id: string;
  text: string;
  /** The `###` headings of this section. */
  sections: TocEntry[];
}

/** Markdown source of a heading -> the text a reader sees (and rehype-slug slugs). */
function plainText(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/[`*_$]/g, '')
    .trim();
}

export function tableOfContents(file: string): TocEntry[] {
  return contentsOf(readFileSync(file, 'utf8'));
}

/** The contents of MDX source text (every heading is slugged, so later ids match rehype-slug's). */
export function contentsOf(source: string): TocEntry[] {
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  let inFence = false;
  for (const line of source.split('\n')) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const match = !inFence && /^(#{2,6})\s+(.*)$/.exec(line);
    if (!match) continue;
    const text = plainText(match[2] as string);
    const id = slugger.slug(text);
    if (match[1] === '##') entries.push({ id, text, sections: [] });
    else if (match[1] === '###') entries.at(-1)?.sections.push({ id, text, sections: [] });
  }
  return entries;
}
