// A prediction is asked before anything the reader sees answers it. When a question comes, the reader
// has seen the top of the page (the lesson's title and summary), the "On this page" list (every
// heading of the lesson, those below the question too), everything above the question (headings,
// paragraphs, tables, figure titles, earlier questions and their explanations) and the question's
// own title and wording. Three rules read that text, in both languages:
// - give-aways: for each question, the phrases that answer it; none may be in what was seen, and one
//   at least must be on the page below the question, so that the list keeps up with the lessons;
// - earlier numbers: the answer of a number question, as computed by physics/, is not written as a
//   result above it (= 4, ≈ 1.67, 5/3), outside the explanations of earlier questions;
// - lesson 9 asks each bug's question before it says what goes wrong and before it runs the bug.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { poseProblem } from '@/components/exercise/registry';
import { contentsOf } from '@/lib/toc';
import { GIVE_AWAYS } from './support/giveAways';

type Locale = 'en' | 'zh-CN';
const LOCALES: Locale[] = ['en', 'zh-CN'];
const LESSONS = path.join(process.cwd(), 'content/lessons');
const files = readdirSync(path.join(LESSONS, 'en'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));

const source = (locale: Locale, file: string) =>
  readFileSync(path.join(LESSONS, locale, `${file}.mdx`), 'utf8');
/** Every run of white space made one space (English prose wraps its lines). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The top of the page: the metadata's title and summary. */
function header(mdx: string): string {
  const metadata = /export const metadata = \{([\s\S]*?)\};/.exec(mdx)?.[1] ?? '';
  return [...metadata.matchAll(/'([^']*)'/g)].map((m) => m[1]).join(' ');
}

/** The "On this page" list: the `##` and `###` headings of the whole lesson. */
const contents = (mdx: string) => contentsOf(mdx).flatMap((e) => [e.text, ...e.sections.map((s) => s.text)]);

const questionAt = (mdx: string, id: string) => mdx.search(new RegExp(`<Predict\\s+id="${id}"`));

/** What the reader has seen when the question `id` is asked, and the page below it. */
function readerView(mdx: string, id: string): { seen: string; below: string } | null {
  const at = questionAt(mdx, id);
  if (at < 0) return null;
  const explanation = mdx.indexOf('<Explanation>', at);
  const asked = explanation < 0 ? mdx.indexOf('</Predict>', at) : explanation;
  return {
    seen: flat([header(mdx), ...contents(mdx), mdx.slice(0, asked)].join('\n')),
    below: flat(mdx.slice(asked)),
  };
}

/** The ids of the questions of a lesson, in order. */
const questions = (mdx: string) => [...mdx.matchAll(/<Predict\s+id="([^"]+)"/g)].map((m) => m[1] as string);

/** A number as a result is written: after =, ≈ or \approx for a whole number, as a fraction or decimal otherwise. */
function writtenAs(answer: number, decimals: number): RegExp[] {
  const size = Math.abs(answer);
  if (Number.isInteger(answer)) {
    const sign = answer < 0 ? '(?:-|−)\\s*' : '';
    const notAnOperand = '(?![\\d.,]|\\s*(?:[-+−·×*/^]|\\\\cdot|\\\\times))';
    return [new RegExp(`(?:=|≈|\\\\approx)\\s*\\$?\\s*${sign}${size}${notAnOperand}`)];
  }
  const forms = [new RegExp(`(?<![\\d.])${size.toFixed(decimals).replace('.', '\\.')}(?!\\d)`)];
  for (let q = 2; q <= 12; q++) {
    const p = Math.round(size * q);
    if (Math.abs(p / q - size) > 1e-9) continue;
    forms.push(new RegExp(`\\\\[dt]?frac\\{${p}\\}\\{${q}\\}`), new RegExp(`(?<![\\d.])${p}/${q}(?![\\d.])`));
    if (p < 10 && q < 10) forms.push(new RegExp(`\\\\[dt]?frac${p}${q}(?!\\d)`));
    break;
  }
  return forms;
}

describe('the reader’s view of a question', () => {
  const mdx = [
    "export const metadata = { title: 'T', summary: 'S says it.' };",
    '## First',
    'Above.',
    '<Predict id="q" title="Q">',
    'Asked.',
    '<Explanation>Told.</Explanation>',
    '</Predict>',
    '### Later heading',
    'Below.',
  ].join('\n');

  it('is the summary, every heading, the text above and the question, and not what follows it', () => {
    const view = readerView(mdx, 'q');
    for (const seen of ['S says it.', 'First', 'Above.', 'title="Q"', 'Asked.', 'Later heading'])
      expect(view?.seen).toContain(seen);
    expect(view?.seen).not.toMatch(/Told|Below/);
    expect(view?.below).toMatch(/Told.*Below/);
  });

  it('finds a number written as a result, and not the same digits as an operand or a part', () => {
    const found = (x: number, text: string) => writtenAs(x, 2).some((r) => r.test(text));
    expect(found(5 / 3, "it gives $v_1' = \\tfrac53$")).toBe(true);
    expect(found(5 / 3, '\\frac{5}{3} \\approx 1.67')).toBe(true);
    expect(found(5 / 3, 'it is 5/3')).toBe(true);
    expect(found(5 / 3, '15/3 and 1.675')).toBe(false);
    expect(found(4, 'so $v = 4$.')).toBe(true);
    expect(found(4, '$v = 4 \\cdot 2$, $v = 40$, $(4, 0)$')).toBe(false);
    expect(found(-10, '$v_0 - v_1 = 10$')).toBe(false);
    expect(found(-10, "$v_0' - v_1' = -10$")).toBe(true);
  });
});

describe('a prediction is asked before the page answers it', () => {
  for (const locale of LOCALES) {
    it.each(GIVE_AWAYS)(`${locale}: $file, $id: no give-away above it`, ({ file, id, giveAways }) => {
      const view = readerView(source(locale, file), id);
      expect(view, `${locale}/${file}: no question ${id}`).not.toBeNull();
      const { seen, below } = view as { seen: string; below: string };
      const patterns = giveAways[locale];
      const early = patterns.filter((p) => p.test(seen)).map((p) => `${p} (${seen.match(p)?.[0]})`);
      expect(early, `${locale}/${file}: ${id} is answered before it is asked`).toEqual([]);
      expect(
        patterns.some((p) => p.test(below)),
        `${locale}/${file}: none of ${id}'s give-aways is on the page: keep the list up to date`,
      ).toBe(true);
    });
  }

  it('every question of every lesson has its give-aways listed', () => {
    const listed = new Set(GIVE_AWAYS.map((c) => c.id));
    const asked = files.flatMap((file) => questions(source('en', file)));
    expect(asked.filter((id) => !listed.has(id))).toEqual([]);
  });

  for (const locale of LOCALES) {
    it.each(files)(`${locale}: %s writes no number answer above its question`, (file) => {
      const mdx = source(locale, file);
      const early = questions(mdx).flatMap((id) => {
        const problem = poseProblem(id);
        if (problem.kind !== 'number') return [];
        // earlier questions' explanations left out: a number they share is another quantity's (their
        // own give-aways are listed)
        const seen = (readerView(mdx, id) as { seen: string }).seen.replace(
          /<Explanation>.*?<\/Explanation>/g,
          ' ',
        );
        const forms = writtenAs(problem.answer, problem.decimals ?? 2);
        return forms.filter((f) => f.test(seen)).map((f) => `${id}: ${seen.match(f)?.[0]}`);
      });
      expect(early).toEqual([]);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale}: lesson 9 asks each bug's question before it says what goes wrong or runs it`, () => {
      const sections = source(locale, '09-spot-the-bug').split(/\n#{2,3} /);
      const verdict = locale === 'en' ? '**What goes wrong.**' : '**问题出在哪里。**';
      const asked = sections.filter((s) => s.includes('<Predict'));
      expect(asked.length).toBeGreaterThanOrEqual(2);
      for (const section of asked) {
        const question = section.indexOf('<Predict');
        const title = section.slice(0, section.indexOf('\n'));
        for (const answer of [verdict, '<MistakeDemo'].map((a) => section.indexOf(a)).filter((i) => i >= 0))
          expect(question, `${locale}, "${title}"`).toBeLessThan(answer);
      }
    });
  }
});
