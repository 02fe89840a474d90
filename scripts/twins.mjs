// The locales are twins: the same lessons with the same figures, exercises and listings (read from
// the MDX sources), and in the built site the same pages, each with its own <html lang>, hreflang
// links to all its twins, math where its twin has math, and links that stay in its language.
// Plain JavaScript so `npm run build` can run it; test/lib/twins.test.ts feeds it broken input.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** As lib/i18n.ts (a unit test holds them equal): English keeps plain URLs, the others a prefix. */
export const DEFAULT_LOCALE = 'en';

/** The locales that have lessons: one folder each in content/lessons/. */
export function contentLocales(root) {
  return readdirSync(path.join(root, 'content', 'lessons')).sort();
}

// ---------------------------------------------------------------------------------------------
// Sources: what a lesson is made of, apart from its words.

/** Components that draw, run or grade something. Callout, Explanation and Step are prose. */
const FIGURES = new Set([
  'Simulation',
  'SideBySide',
  'MistakeDemo',
  'FrameOrder',
  'FrameOrderCrowd',
  'SeparateDemo',
  'MomentumCalculator',
  'CollisionInspector',
  'Predict',
  'Steps',
]);
/** Props that hold words (each locale writes its own); every other prop must be the same. */
const WORDS = new Set(['title', 'unit']);

/** The MDX with code, math and comments blanked out, so a `<X` inside them is not a component. */
function withoutCodeAndMath(source) {
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, blank)
    .replace(/\$\$[\s\S]*?\$\$/g, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\$[^$\n]*\$/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
}

/** The end of a `{…}` expression that starts at `start`, past nested braces and strings. */
function expressionEnd(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = text.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`unclosed { at ${start}`);
}

/** One JSX opening tag's props from `at` (just past its name): { props, end }. A prop's value is
 *  its text as written: "words" for a string, `{code}` for an expression (braces kept). */
function readProps(text, at) {
  const props = {};
  let i = at;
  for (;;) {
    while (/\s/.test(text[i] ?? '')) i++;
    if (text.startsWith('/>', i) || text[i] === '>' || i >= text.length)
      return { props, end: i + (text[i] === '>' ? 1 : 2) };
    const name = /^[A-Za-z_][\w-]*/.exec(text.slice(i))?.[0];
    if (!name) throw new Error(`cannot read a prop at “${text.slice(i, i + 20)}”`);
    i += name.length;
    if (text[i] !== '=') {
      props[name] = '{true}';
      continue;
    }
    i++;
    const end = text[i] === '{' ? expressionEnd(text, i) : text.indexOf(text[i], i + 1) + 1;
    props[name] = text.slice(i, end);
    i = end;
  }
}

const STRING = /(["'`])(?:(?!\1)[^\\]|\\.)*\1/g;

/** A value whatever its layout: a string's words with single spaces; code without spaces outside its
 *  strings, with one kind of quote and no trailing commas. */
function normal(value) {
  if (!value.startsWith('{')) return value.slice(1, -1).trim().replace(/\s+/g, ' ');
  const strings = value.match(STRING) ?? [];
  const code = value
    .replace(STRING, '\0')
    .replace(/\s+/g, '')
    .replace(/,(?=[\]}])/g, '');
  let k = 0;
  return code.replace(/\0/g, () => `"${(strings[k++] ?? '').slice(1, -1)}"`);
}

/** The keys of a `{ key: 'words', … }` object (choices: the words are the locale's). */
const keysOf = (value) =>
  [...value.replace(STRING, '""').matchAll(/[{,]\s*([\w$]+)\s*:/g)].map((m) => m[1]).join(',');

/** A figure as the locales must share it: its component and every prop that is not words. */
function signature(name, props) {
  const parts = Object.keys(props)
    .filter((key) => !WORDS.has(key))
    .sort()
    .map((key) => `${key}=${key === 'choices' ? `[${keysOf(props[key])}]` : normal(props[key])}`);
  return [name, ...parts].join(' ');
}

/** The figures and listings of a lesson in page order, each with its props as written. */
function components(source) {
  const text = withoutCodeAndMath(source);
  const found = [];
  for (const match of text.matchAll(/<([A-Z][A-Za-z0-9]*)(?=[\s/>])/g)) {
    const name = match[1];
    if (!FIGURES.has(name) && name !== 'Listing') continue;
    const { props, end } = readProps(text, match.index + match[0].length);
    if (name === 'Steps') {
      const close = text.indexOf('</Steps>', end);
      props.steps = `{${text.slice(end, close).match(/<Step[\s>]/g)?.length ?? 0}}`;
    }
    found.push({ name, props });
  }
  return found;
}

/**
 * What a lesson is made of, apart from its words, in page order: its figures (component and props),
 * its exercise ids and its listings (file#region).
 */
export function lessonShape(source) {
  const shape = { figures: [], exercises: [], listings: [] };
  for (const { name, props } of components(source)) {
    if (name === 'Listing') {
      shape.listings.push(`${normal(props.file ?? '""')}#${normal(props.region ?? '""')}`);
      continue;
    }
    if (name === 'Predict') shape.exercises.push(props.id ? normal(props.id) : '(no id)');
    shape.figures.push(signature(name, props));
  }
  return shape;
}

/** The title of each figure of a lesson, in the order of lessonShape's figures ('' for none). */
export function figureTitles(source) {
  return components(source)
    .filter(({ name }) => name !== 'Listing')
    .map(({ props }) => (props.title ? normal(props.title) : ''));
}

/** How two lists that must be equal differ: the first place they part, and what is missing. */
function listDifference(what, reference, other) {
  if (reference.length === other.length && reference.every((x, i) => x === other[i])) return null;
  const at = reference.findIndex((x, i) => x !== other[i]);
  const first = at < 0 ? reference.length : at;
  return `${what} differ from #${first + 1}: ${reference[first] ?? '(none)'} ≠ ${other[first] ?? '(none)'}`;
}

/** Differences between a lesson and its twin (empty when they are made of the same things). */
export function shapeProblems(name, reference, other) {
  return [
    listDifference('figures', reference.figures, other.figures),
    listDifference('exercise ids', reference.exercises, other.exercises),
    listDifference('listings', reference.listings, other.listings),
  ]
    .filter((problem) => problem !== null)
    .map((problem) => `${name}: ${problem}`);
}

/** Every lesson in every locale, with the same figures, exercises and listings as in English. */
export function lessonProblems(root, locales = contentLocales(root)) {
  const dir = (locale) => path.join(root, 'content', 'lessons', locale);
  const files = new Map(
    locales.map((locale) => [locale, readdirSync(dir(locale)).filter((f) => f.endsWith('.mdx'))]),
  );
  const problems = [];
  for (const locale of locales) {
    if (!existsSync(path.join(root, 'content', 'sources', `${locale}.mdx`)))
      problems.push(`content/sources/${locale}.mdx is missing: every locale has a Sources page`);
  }
  const all = [...new Set([...files.values()].flat())].sort();
  for (const file of all) {
    const missing = locales.filter((locale) => !files.get(locale)?.includes(file));
    for (const locale of missing) problems.push(`content/lessons/${locale}/${file} is missing`);
    if (missing.length > 0 || !locales.includes(DEFAULT_LOCALE)) continue;
    const reference = lessonShape(readFileSync(path.join(dir(DEFAULT_LOCALE), file), 'utf8'));
    for (const locale of locales.filter((l) => l !== DEFAULT_LOCALE)) {
      const shape = lessonShape(readFileSync(path.join(dir(locale), file), 'utf8'));
      problems.push(...shapeProblems(`content/lessons/${locale}/${file}`, reference, shape));
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The built site: every page as its URL path and its HTML.

/** Pages of the export by URL path (`/zh-CN/lessons/x/`), without the 404 page. */
export function readPages(out) {
  const pages = new Map();
  for (const file of readdirSync(out, { recursive: true }).map(String)) {
    if (!file.endsWith('index.html')) continue;
    const url = `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/');
    if (/^\/(404|_not-found)\/$/.test(url)) continue;
    pages.set(url, readFileSync(path.join(out, file), 'utf8'));
  }
  return pages;
}

const decode = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The attributes of each `<tag …>` in some HTML, by lower-case name. */
function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map(
    (m) =>
      new Map(
        [...m[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), decode(a[2] ?? '')]),
      ),
  );
}

/** A URL path's locale and the page it shows: `/zh-CN/x/` → zh-CN, `/x/`. */
function localeOf(url, locales) {
  const first = url.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && locales.includes(first)
    ? { locale: first, page: url.slice(first.length + 1) }
    : { locale: DEFAULT_LOCALE, page: url };
}

const inLocale = (locale, page) => (locale === DEFAULT_LOCALE ? page : `/${locale}${page}`);
const isTestPage = (page) => page.startsWith('/test/');

/** Problems of the built pages (see the top of this file); `pages` as readPages gives them. */
export function pageProblems(pages, locales) {
  const problems = [];
  const ids = (html) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1])));
  for (const [url, html] of pages) {
    const { locale, page } = localeOf(url, locales);
    const lang = tags(html, 'html')[0]?.get('lang');
    if (lang !== locale) problems.push(`${url}: <html lang="${lang}">, not "${locale}"`);
    if (isTestPage(page)) continue;

    const alternates = new Map(
      tags(html, 'link')
        .filter((a) => a.get('rel') === 'alternate' && a.has('hreflang'))
        .map((a) => [a.get('hreflang'), a.get('href')]),
    );
    for (const [language, twin] of [
      ...locales.map((l) => [l, inLocale(l, page)]),
      ['x-default', inLocale(DEFAULT_LOCALE, page)],
    ]) {
      if (!pages.has(twin)) problems.push(`${url}: no ${language} twin (${twin})`);
      if (alternates.get(language) !== twin)
        problems.push(
          `${url}: hreflang="${language}" should link ${twin} (has ${alternates.get(language) ?? 'none'})`,
        );
    }
    const twinHtml = pages.get(inLocale(DEFAULT_LOCALE, page));
    if (locale !== DEFAULT_LOCALE && twinHtml?.includes('class="katex"') && !html.includes('class="katex"'))
      problems.push(`${url}: no math, but its English twin has some`);

    for (const a of tags(html, 'a')) {
      const href = a.get('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const target = new URL(href, 'http://site');
      const { locale: linked } = localeOf(target.pathname, locales);
      // the language switch is the one link that leaves the language, and says so (hreflang)
      if (linked !== locale && a.get('hreflang') !== linked)
        problems.push(`${url}: links ${href}, a page in ${linked}, without hreflang`);
      const targetHtml = pages.get(target.pathname);
      if (!targetHtml) problems.push(`${url}: links ${href}, which is not a page`);
      else if (target.hash && !ids(targetHtml).has(decodeURIComponent(target.hash.slice(1))))
        problems.push(`${url}: links ${href}, but that page has no id ${target.hash}`);
    }
  }
  return problems;
}
