// A prediction is asked before anything on its page answers it. The test reads each lesson in
// both languages, in order: named cases (a Predict before the sentence or figure that gives its
// answer away), and one rule for lesson 9, where every bug's question comes before the paragraph
// that says what goes wrong and before the demo that runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Locale = 'en' | 'zh-CN';
const LOCALES: Locale[] = ['en', 'zh-CN'];

const source = (locale: Locale, file: string) =>
  readFileSync(path.join(process.cwd(), 'content/lessons', locale, `${file}.mdx`), 'utf8');

/** A lesson with every run of white space made one space (English prose wraps lines). */
const read = (locale: Locale, file: string) => source(locale, file).replace(/\s+/g, ' ');

/** Where a text first occurs in a lesson; fails when it is not there (the case must be kept up). */
function at(text: string, needle: string, what: string): number {
  const index = text.indexOf(needle);
  expect(index, `${what}: "${needle}" not found`).toBeGreaterThanOrEqual(0);
  return index;
}

const predict = (id: string) => `<Predict id="${id}"`;

/** A question, and what answers it on the same page: a sentence per language, or a figure. */
const CASES: Array<{ file: string; id: string; answer: Record<Locale, string> }> = [
  {
    file: '03-shortcut',
    id: 'shortcut-heavier-mass',
    answer: { en: 'No masses appear in that equation', 'zh-CN': '这个等式里根本没有质量' },
  },
  {
    file: '03-shortcut',
    id: 'shortcut-relative-after',
    answer: {
      en: '**In an elastic collision the relative velocity keeps',
      'zh-CN': '**在弹性碰撞中，相对速度大小不变',
    },
  },
  {
    file: '09-spot-the-bug',
    id: 'bug-corner-walls',
    answer: {
      en: 'Once one branch has run, the others are skipped',
      'zh-CN': '只要执行了其中一个分支，其余分支就都被跳过了',
    },
  },
  {
    file: '09-spot-the-bug',
    id: 'bug-corner-walls',
    answer: { en: '<MistakeDemo mistake="walls-else-if"', 'zh-CN': '<MistakeDemo mistake="walls-else-if"' },
  },
  {
    file: '09-spot-the-bug',
    id: 'bug-shortcut-momentum',
    answer: { en: 'the momentum of the pair changes sign', 'zh-CN': '这一对球的总动量变了号' },
  },
  {
    file: '06-many-balls',
    id: 'many-balls-soft-wall',
    answer: { en: 'With $b = -0.6$ the ball comes back at 60 %', 'zh-CN': '当 $b = -0.6$ 时' },
  },
  {
    file: '06-many-balls',
    id: 'many-balls-what-is-kept',
    answer: {
      en: '**total momentum changes at every wall bounce**',
      'zh-CN': '**每次撞墙，总动量都会改变**',
    },
  },
  {
    file: '07-sticking',
    id: 'sticking-naive-stuck',
    answer: { en: 'scenario="sticking-story"', 'zh-CN': 'scenario="sticking-story"' },
  },
];

describe('a prediction comes before its answer', () => {
  for (const locale of LOCALES) {
    it.each(CASES)(`${locale}: $file, $id`, ({ file, id, answer }) => {
      const text = read(locale, file);
      const question = at(text, predict(id), `${locale}/${file}`);
      expect(question, `${locale}/${file}: ${id} is asked after "${answer[locale]}"`).toBeLessThan(
        at(text, answer[locale], `${locale}/${file}`),
      );
    });
  }

  for (const locale of LOCALES) {
    it(`${locale}: lesson 9 asks each bug's question before it says what goes wrong or runs it`, () => {
      const sections = source(locale, '09-spot-the-bug').split(/\n### /);
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
