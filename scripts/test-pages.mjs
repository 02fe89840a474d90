// The browser tests' own pages (app/(en)/test/: harnesses that drive figures faster than real time)
// are built with the site, then moved out of it: `out/` is what ships, and it holds no test page.
// The test server serves them from `out-test/` beside the site (scripts/serve.mjs). Usage:
// node scripts/test-pages.mjs <site dir> <test pages dir>.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const site = path.resolve(process.argv[2] ?? 'out');
const pages = path.resolve(process.argv[3] ?? 'out-test');
rmSync(pages, { recursive: true, force: true });
mkdirSync(pages, { recursive: true });
const from = path.join(site, 'test');
if (!existsSync(from)) throw new Error(`test-pages: no ${from}: did the build make the test pages?`);
renameSync(from, path.join(pages, 'test'));
console.log(
  `test-pages: the test pages moved from ${path.relative('.', site)}/ to ${path.relative('.', pages)}/`,
);
