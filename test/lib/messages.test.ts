// The Chinese dictionary is a full twin of the English one: the same keys, no empty string, the same
// placeholders, and Chinese wherever English has words. Its typography follows the glossary: full-
// width punctuation next to Chinese, a space between Chinese and Latin words or numbers. Numbers are
// written as in English, and sentences and lists join as each locale writes them.
import { describe, expect, it } from 'vitest';
import { numberText } from '@/components/ui/problemText';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { getMessages, joinSentences, LOCALES, sentenceGap } from '@/lib/i18n';

type Tree = { readonly [key: string]: string | Tree };

const isPlural = (value: Tree): value is { one: string; other: string } =>
  Object.keys(value).sort().join() === 'one,other';

/** Every string of a dictionary by its dotted key (a plural message by its other form). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(at, value);
    else if (isPlural(value))
      found.set(at, value.other); // a plural's forms: checked in format.test.ts
    else for (const [k, v] of leaves(value, at)) found.set(k, v);
  }
  return found;
}

const english = leaves(en as unknown as Tree);
const chinese = leaves(zhCN as unknown as Tree);

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** English words of three letters or more, leaving out placeholders and ball identifiers (ball0,
 *  ball{i}), which stay as they are in Chinese (the glossary keeps identifiers). */
const words = (text: string) =>
  text
    .replace(/ball(\d+|\{\w+\})/g, '')
    .replace(/\{\w+\}/g, '')
    .match(/[A-Za-z]{3,}/g) ?? [];

const CJK = /[\u3400-\u9fff]/;

/**
 * Strings that are rightly the same in Chinese: key caps as printed on a keyboard, and code the
 * lesson shows as it runs (a fixed line of a source's mistake, CH5EX7's function names).
 */
const NOT_WORDS = new Set([
  'keys.esc',
  'keys.home',
  'keys.end',
  'figures.frameOrder.predicted',
  'mistakes.cases.shortcut-sign.fixed',
  'mistakes.cases.radisu.fixed',
  'mistakes.cases.missing-parentheses.fixed',
  'mistakes.cases.start-positions.fixed',
]);

describe('the zh-CN dictionary', () => {
  it('has exactly the keys of the English one', () => {
    expect([...chinese.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !chinese.has(key))).toEqual([]);
  });

  it('has no empty string', () => {
    expect([...chinese].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keeps every placeholder of each English string, and adds none', () => {
    const differ = [...english]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(chinese.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });

  it('says in Chinese what English says in words', () => {
    const untranslated = [...english]
      .filter(([key, text]) => !NOT_WORDS.has(key) && words(text).length > 0)
      .filter(([key]) => !CJK.test(chinese.get(key) ?? ''))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('lists only exceptions that still need to be', () => {
    for (const key of NOT_WORDS) {
      expect(words(english.get(key) ?? ''), key).not.toEqual([]);
      expect(chinese.get(key), key).not.toMatch(CJK);
    }
  });

  it('uses full-width punctuation next to Chinese, and spaces Chinese from Latin words and numbers', () => {
    const text = (t: string) => t.replace(/\{\w+\}/g, ' ');
    const halfWidth = [...chinese].filter(([, t]) =>
      /[\u3400-\u9fff][,.:;!?()]|[,:;!(][\u3400-\u9fff]/.test(text(t)),
    );
    const unspaced = [...chinese].filter(([, t]) =>
      /[\u3400-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u3400-\u9fff]/.test(text(t)),
    );
    expect(halfWidth.map(([key]) => key)).toEqual([]);
    expect(unspaced.map(([key]) => key)).toEqual([]);
  });

  it('is the dictionary of the zh-CN locale', () => {
    expect(LOCALES).toContain('zh-CN');
    expect(getMessages('zh-CN')).toBe(zhCN);
    expect(zhCN.site.name).toBe('撞球物理');
  });
});

describe('numbers and sentences in each locale', () => {
  it('writes numbers in Chinese as in English: plain digits, a decimal point', () => {
    for (const value of [-1, 0.001, 1 / 3, 2 ** 31 - 1, 1e6, -1234.5678]) {
      expect(numberText(zhCN, value)).toBe(numberText(en, value));
    }
    expect((12345).toLocaleString(zhCN.inputs.numberLocale)).toBe('12,345');
  });

  it('joins sentences with a space in English and with nothing in Chinese', () => {
    expect(joinSentences(en, 'Right.', false, 'The answer is 3.')).toBe('Right. The answer is 3.');
    expect(joinSentences(zhCN, '正确。', null, '正确答案是 3。')).toBe('正确。正确答案是 3。');
    expect(joinSentences(en)).toBe('');
    expect(sentenceGap(en)).toBe(' ');
    expect(sentenceGap(zhCN)).toBe('');
  });
});
