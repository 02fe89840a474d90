// Page weight: the JavaScript each lesson page really loads (script tags and the widget chunks it
// pulls in), gzipped from the files in out/. Byte sizes are deterministic, so this is a test.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const LESSON_BUDGET_KIB = 170;
const lessons = readdirSync(path.join(process.cwd(), 'content/lessons/en'))
  .map((file) => /^\d+-(.+)\.mdx$/.exec(file)?.[1])
  .filter((slug): slug is string => !!slug);

const gzipKiB = (urlPath: string) =>
  gzipSync(readFileSync(path.join(process.cwd(), 'out', urlPath)), { level: 9 }).length / 1024;

test('every lesson page loads at most 170 KiB of gzipped JavaScript at load, before scrolling', async ({
  page,
}) => {
  const rows: string[] = [];
  const over: string[] = [];
  for (const slug of lessons) {
    const scripts = new Set<string>();
    const listener = (response: { url(): string }) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    };
    page.on('response', listener);
    await page.goto(`/lessons/${slug}/`);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    const kib = [...scripts].reduce((sum, s) => sum + gzipKiB(s), 0);
    rows.push(`${slug}: ${kib.toFixed(1)} KiB in ${scripts.size} files`);
    // each file's share, largest first, to see what to trim when a page goes over
    for (const s of [...scripts].sort((a, b) => gzipKiB(b) - gzipKiB(a)))
      rows.push(`  ${gzipKiB(s).toFixed(1).padStart(6)} KiB ${path.basename(s)}`);
    if (kib > LESSON_BUDGET_KIB) over.push(`${slug}: ${kib.toFixed(1)} KiB`);
    expect(scripts.size).toBeGreaterThan(0);
  }
  writeFileSync('test-results/page-weight.txt', `${rows.join('\n')}\n`);
  expect(over).toEqual([]);
});
