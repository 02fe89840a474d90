// After `next build`: fail when a formula did not render (KaTeX writes errors into the page instead
// of failing the build), when a page loads its scripts before its first paint (paint-first.mjs) or
// without the compile hint (compile-hints.mjs), when it skips a heading level (headings.mjs), when
// KaTeX or Shiki code ended up in the JavaScript sent to browsers, when the locales are not twins
// (scripts/twins/: lessons.mjs for the sources, pages.mjs for lang, hreflang, math and links in the
// built pages), and when search engines would not find every page in both languages (seo.mjs:
// canonical, hreflang, sitemap and robots.txt, absolute and agreeing).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from './compile-hints.mjs';
import { headingProblemsOf } from './headings.mjs';
import { loadedAfterPaint } from './paint-first.mjs';
import { seoProblemsOf } from './seo.mjs';
import { lessonProblems } from './twins/lessons.mjs';
import { contentLocales } from './twins/locales.mjs';
import { pageProblems, readPages } from './twins/pages.mjs';

const root = path.resolve(process.argv[2] ?? 'out');
const files = readdirSync(root, { recursive: true }).map((f) => path.join(root, String(f)));
const problems = [];

for (const file of files.filter((f) => f.endsWith('.html'))) {
  const html = readFileSync(file, 'utf8');
  if (html.includes('katex-error') || html.includes('color:#cc0000')) {
    problems.push(`${path.relative(root, file)}: a formula failed to render (look for red TeX in the page)`);
  }
  if (/<script src="\/_next\/[^"]*" async="">/.test(html)) {
    problems.push(
      `${path.relative(root, file)}: loads its scripts before the first paint (run scripts/paint-first.mjs)`,
    );
  }
  for (const src of loadedAfterPaint(html)) {
    if (!readFileSync(path.join(root, src), 'utf8').startsWith(COMPILE_HINT))
      problems.push(`${src}: loaded at once but without the compile hint (run scripts/compile-hints.mjs)`);
  }
}
// Markers that only the libraries' own code contains (not the HTML they produce).
const LIBRARY_CODE = [
  ['KaTeX', /ParseError|\\\\begin\{|katex\.render|renderToString/],
  ['Shiki', /createHighlighter|shiki|oniguruma|tokenizeWithTheme/i],
];
for (const file of files.filter((f) => f.endsWith('.js'))) {
  const js = readFileSync(file, 'utf8');
  for (const [name, pattern] of LIBRARY_CODE) {
    if (pattern.test(js))
      problems.push(`${path.relative(root, file)}: contains ${name} code; render it at build time`);
  }
}

const locales = contentLocales(process.cwd());
const pages = readPages(root);
problems.push(...lessonProblems(process.cwd(), locales), ...pageProblems(pages, locales));
problems.push(...seoProblemsOf(root, pages, process.env.SITE_URL));
problems.push(...headingProblemsOf(pages));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `check-build: ${files.filter((f) => f.endsWith('.html')).length} pages, math rendered, first-load scripts compile whole, no KaTeX or Shiki in the JavaScript; ` +
    `${locales.join(' and ')} are twins (lessons, pages, lang, hreflang, math, links); sitemap, canonical and hreflang agree; no heading level skipped`,
);
