// The table of contents of a lesson: its `##` headings, with the same ids rehype-slug gives them.
import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';

export interface TocEntry {
  id: string;
  text: string;
}

/** Markdown source of a heading -> the text a reader sees (and rehype-slug slugs). */
function plainText(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/[`*_$]/g, '')
    .trim();
}

export function tableOfContents(file: string): TocEntry[] {
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  let inFence = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const match = !inFence && /^(#{2,6})\s+(.*)$/.exec(line);
    if (!match) continue;
    const text = plainText(match[2] as string);
    const id = slugger.slug(text);
    if (match[1] === '##') entries.push({ id, text });
  }
  return entries;
}
