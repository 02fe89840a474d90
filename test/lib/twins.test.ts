// The locale twins check (scripts/twins/, run by `npm run build`): it passes on the real lessons,
// and each of its checks fails on a broken fixture, sources and built pages alike.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { lessonProblems, lessonShape, shapeProblems } from '@/scripts/twins/lessons.mjs';
import { contentLocales, DEFAULT_LOCALE as SCRIPT_DEFAULT } from '@/scripts/twins/locales.mjs';
import { pageProblems } from '@/scripts/twins/pages.mjs';

describe('the lessons of every locale', () => {
  it('are the locales of lib/locales.ts', () => {
    expect(contentLocales(process.cwd())).toEqual([...LOCALES].sort());
    expect(SCRIPT_DEFAULT).toBe(DEFAULT_LOCALE);
  });

  // every lesson of every locale through the MDX parser: a second of work, more on a busy machine
  it('are twins: the same files, figures, exercise ids and listings', { timeout: 30_000 }, () => {
    expect(lessonProblems(process.cwd())).toEqual([]);
  });
});

const LESSON = `export const metadata = { title: 'One axis', summary: 'A summary.' };

Some words with \`<Simulation>\` in code and $a<B$ in math, which are not figures.

<Simulation
  title="Two balls on one line"
  scenario="one-axis"
  panels="overlays readout"
  balls={[{ x: 100, y: 200 }, { x: 300, y: 200 }]}
  pauseAtCollisions
/>

<Predict id="one-axis-guess" title="Guess" unit="px" choices={{ back: 'It bounces: back', stops: "Stops" }}>
A question.
</Predict>

<Steps title="Step by step">
<Step>One</Step>
<Step>Two</Step>
</Steps>

<MistakeDemo mistake="sign" title="The wrong sign" />

<Listing file="physics/collide1d.ts" region="elastic1D" />

\`\`\`ts
<SideBySide scenario="in-a-code-block" />
\`\`\`
`;

/** The lesson with its words in another language and its code laid out differently. */
const TRANSLATED = LESSON.replace('title="Two balls on one line"', 'title="一条直线上的两个球"')
  .replace("title: 'One axis'", "title: '一维'")
  .replace('title="Guess"', 'title="猜一猜"')
  .replace('unit="px"', 'unit="像素"')
  .replace('back: \'It bounces: back\', stops: "Stops"', "back: '弹回', stops: '停下',")
  .replace(
    'balls={[{ x: 100, y: 200 }, { x: 300, y: 200 }]}',
    'balls={[\n  {x: 100, y: 200},\n  {x: 300, y: 200},\n]}',
  )
  .replace('panels="overlays readout"', 'panels="overlays  readout"')
  .replace('A question.', '一个问题。');

describe('lessonShape', () => {
  const shape = lessonShape(LESSON);

  it('lists figures, exercises and listings, not what sits in code or math', () => {
    expect(shape).toEqual({
      figures: [
        'Simulation balls={[{x:100,y:200},{x:300,y:200}]} panels=overlays readout pauseAtCollisions={true} scenario=one-axis',
        'Predict choices=[back,stops] id=one-axis-guess',
        'Steps steps={2}',
        'MistakeDemo mistake=sign',
      ],
      exercises: ['one-axis-guess'],
      listings: ['physics/collide1d.ts#elastic1D'],
    });
  });

  it('is the same for a lesson whose words (titles, units, choices, prose) are translated', () => {
    expect(shapeProblems('x', shape, lessonShape(TRANSLATED))).toEqual([]);
  });

  const broken: [string, string, string, RegExp][] = [
    ['a scenario', 'scenario="one-axis"', 'scenario="billiard3"', /figures differ from #1/],
    ['panels', 'panels="overlays readout"', 'panels="overlays"', /figures differ from #1/],
    ['a ball', 'x: 300', 'x: 301', /figures differ from #1/],
    ['a mistake', 'mistake="sign"', 'mistake="typo"', /figures differ from #4/],
    ['a choice', 'stops: "Stops"', 'forward: "Stops"', /figures differ from #2/],
    ['a step', '<Step>Two</Step>\n', '', /figures differ from #3: Steps steps=\{2\} ≠ Steps steps=\{1\}/],
    ['a figure', '<MistakeDemo mistake="sign" title="The wrong sign" />', '', /figures differ from #4/],
    ['an exercise id', 'id="one-axis-guess"', 'id="one-axis-guess-2"', /exercise ids differ/],
    ['a listing region', 'region="elastic1D"', 'region="elastic1DShortcut"', /listings differ/],
    ['a listing file', 'file="physics/collide1d.ts"', 'file="physics/collide.ts"', /listings differ/],
  ];
  for (const [what, from, to, problem] of broken) {
    it(`differs when ${what} differs`, () => {
      const other = LESSON.replace(from, to);
      expect(other).not.toBe(LESSON);
      const problems = shapeProblems('zh-CN/02-one-axis.mdx', shape, lessonShape(other));
      expect(problems.join('\n')).toMatch(problem);
    });
  }
});

describe('lessonShape reads MDX as the MDX parser does', () => {
  const shape = lessonShape(LESSON);
  const same = (what: string, from: string, to: string) =>
    it(`is the same when ${what}`, () => {
      const other = LESSON.replace(from, to);
      expect(other).not.toBe(LESSON);
      expect(shapeProblems('x', shape, lessonShape(other))).toEqual([]);
    });
  const differs = (what: string, from: string, to: string, problem: RegExp) =>
    it(`differs when ${what}`, () => {
      const other = LESSON.replace(from, to);
      expect(other).not.toBe(LESSON);
      expect(shapeProblems('x', shape, lessonShape(other)).join('\n')).toMatch(problem);
    });

  same('an expression holds a comment', '{ x: 300, y: 200 }]}', '/* right */ { x: 300, y: 200 }]}');
  same(
    "a choice's words hold an escaped quote",
    "back: 'It bounces: back'",
    "back: 'It\\'s back' // the reader's words\n",
  );
  same(
    "a prop's words name a component",
    '<MistakeDemo mistake="sign" title="The wrong sign" />',
    '<MistakeDemo mistake="sign" title="Not a <Simulation> at all" />',
  );
  same(
    'props and their values are laid out over several lines',
    'pauseAtCollisions\n/>',
    'pauseAtCollisions={\n  true\n}\n/>',
  );
  differs(
    'a choice written as a quoted key differs',
    'stops: "Stops"',
    '\'stops-dead\': "Stops"',
    /figures differ from #2: Predict choices=\[back,stops\] .* ≠ Predict choices=\[back,stops-dead\]/,
  );
  differs(
    'a spread of props is added',
    'mistake="sign"',
    'mistake="sign" {...more}',
    /figures differ from #4/,
  );
});

describe('lessonProblems on a content folder', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function content(files: Record<string, string>) {
    root = mkdtempSync(path.join(tmpdir(), 'twins-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true });
      writeFileSync(path.join(root, 'content', file), text);
    }
    return root;
  }
  const twins = {
    'sources/en.mdx': 'x',
    'sources/zh-CN.mdx': 'x',
    'lessons/en/01-a.mdx': LESSON,
    'lessons/zh-CN/01-a.mdx': TRANSLATED,
  };

  it('passes twins', () => {
    expect(lessonProblems(content(twins))).toEqual([]);
  });
  it('fails a lesson that exists in one locale only, either way round', () => {
    expect(lessonProblems(content({ ...twins, 'lessons/en/02-b.mdx': LESSON }))).toEqual([
      'content/lessons/zh-CN/02-b.mdx is missing',
    ]);
    expect(lessonProblems(content({ ...twins, 'lessons/zh-CN/02-b.mdx': LESSON }))).toEqual([
      'content/lessons/en/02-b.mdx is missing',
    ]);
  });
  it('fails a locale without a Sources page', () => {
    const { 'sources/zh-CN.mdx': _, ...rest } = twins;
    expect(lessonProblems(content(rest))).toEqual([
      'content/sources/zh-CN.mdx is missing: every locale has a Sources page',
    ]);
  });
  it('fails twins made of different things', () => {
    const problems = lessonProblems(
      content({ ...twins, 'lessons/zh-CN/01-a.mdx': TRANSLATED.replace('region="elastic1D"', 'region="x"') }),
    );
    expect(problems).toEqual([
      'content/lessons/zh-CN/01-a.mdx: listings differ from #1: physics/collide1d.ts#elastic1D ≠ physics/collide1d.ts#x',
    ]);
  });
});

describe('pageProblems on built pages', () => {
  const LOCALE_LIST = ['en', 'zh-CN'];
  const prefix = (locale: string, page: string) => (locale === 'en' ? page : `/${locale}${page}`);

  /** A built page as Next writes it: <html lang>, hreflang links, a link home and maybe math. */
  function html(locale: string, page: string, { math = false, body = '' } = {}) {
    const alternates = [...LOCALE_LIST.map((l) => [l, prefix(l, page)]), ['x-default', page]]
      .map(([l, href]) => `<link rel="alternate" hrefLang="${l}" href="${href}"/>`)
      .join('');
    const other = locale === 'en' ? 'zh-CN' : 'en';
    return (
      `<!DOCTYPE html><html lang="${locale}"><head>${alternates}</head><body>` +
      `<a href="${prefix(locale, '/')}">home</a><a href="${prefix(other, page)}" hrefLang="${other}">switch</a>` +
      `<h2 id="part-1">Part 1</h2>${math ? '<span class="katex">x</span>' : ''}${body}</body></html>`
    );
  }
  function site(change: (pages: Map<string, string>) => void = () => {}) {
    const pages = new Map<string, string>();
    for (const locale of LOCALE_LIST) {
      pages.set(prefix(locale, '/'), html(locale, '/'));
      pages.set(prefix(locale, '/lessons/a/'), html(locale, '/lessons/a/', { math: true }));
    }
    pages.set('/test/stress/', '<html lang="en"><body><h1>Twenty figures</h1></body></html>');
    change(pages);
    return pageProblems(pages, LOCALE_LIST);
  }

  it('passes twins (a test page needs none)', () => {
    expect(site()).toEqual([]);
  });
  it('fails an English page without a Chinese twin, and the other way round', () => {
    expect(site((p) => p.delete('/zh-CN/lessons/a/'))).toContain(
      '/lessons/a/: no zh-CN twin (/zh-CN/lessons/a/)',
    );
    expect(site((p) => p.delete('/lessons/a/'))).toContain('/zh-CN/lessons/a/: no en twin (/lessons/a/)');
  });
  it('fails a Chinese page without lang="zh-CN"', () => {
    expect(site((p) => p.set('/zh-CN/', html('zh-CN', '/').replace('lang="zh-CN"', 'lang="en"')))).toEqual([
      '/zh-CN/: <html lang="en">, not "zh-CN"',
    ]);
  });
  it('fails a page without its hreflang links, or with a wrong one', () => {
    const without = html('zh-CN', '/lessons/a/', { math: true }).replace(/<link rel="alternate"[^>]*>/g, '');
    expect(site((p) => p.set('/zh-CN/lessons/a/', without))).toHaveLength(3);
    const wrong = html('en', '/').replace(
      'hrefLang="zh-CN" href="/zh-CN/"',
      'hrefLang="zh-CN" href="/zh-CN/x/"',
    );
    expect(site((p) => p.set('/', wrong))).toEqual([
      '/: hreflang="zh-CN" should link /zh-CN/ (has /zh-CN/x/)',
    ]);
  });
  it('fails a Chinese page without math when its English twin has some', () => {
    expect(site((p) => p.set('/zh-CN/lessons/a/', html('zh-CN', '/lessons/a/')))).toEqual([
      '/zh-CN/lessons/a/: no math, but its English twin has some',
    ]);
  });
  it('fails a link that leaves the language without saying so, and a link to nowhere', () => {
    const leaves = html('zh-CN', '/', { body: '<a href="/lessons/a/#part-1">lesson</a>' });
    expect(site((p) => p.set('/zh-CN/', leaves))).toEqual([
      '/zh-CN/: links /lessons/a/#part-1, a page in en, without hreflang',
    ]);
    const nowhere = html('en', '/', {
      body: '<a href="/lessons/b/">b</a><a href="/lessons/a/#part-9">9</a>',
    });
    expect(site((p) => p.set('/', nowhere))).toEqual([
      '/: links /lessons/b/, which is not a page',
      '/: links /lessons/a/#part-9, but that page has no id #part-9',
    ]);
  });
});
