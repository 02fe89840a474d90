// The notice of a refused link (issue 34, item 9): a reason given many times is said once with its
// count, the notice stays short whatever the link holds, a conflict names the key out of place, a
// one-value range reads naturally, and a number too large to hold names its field and range.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCompare } from '@/components/share/compareLink';
import { linkNoticeText, NOTICE_REASONS, noticePlainText } from '@/components/share/linkNoticeText';
import type { LinkProblem } from '@/components/share/linkQuery';
import { decodePlayground } from '@/components/share/linkState';
import { en, type Messages } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';

const LOCALES: [string, Messages][] = [
  ['en', en],
  ['zh-CN', zhCN as Messages],
];
const playground = (search: string, messages: Messages = en) =>
  noticePlainText(linkNoticeText(messages, decodePlayground(search).problems));
const compare = (search: string, messages: Messages = en) =>
  noticePlainText(linkNoticeText(messages, decodeCompare(search).problems));

describe('a link notice', () => {
  it('says a reason given 3,000 times once, with its count', () => {
    const search = `?${'a=1&'.repeat(3000)}`;
    expect(playground(search)).toBe(
      'This link could not be used: “a” is not a setting of this page (3,000 times). Showing the default set-up instead.',
    );
    expect(playground(search, zhCN as Messages)).toBe(
      '无法使用这个链接：“a”不是本页的设置项（3,000 次）。现在显示的是默认设置。',
    );
    expect(compare(search).length).toBeLessThan(200);
  });

  it('lists at most NOTICE_REASONS reasons, then says how many more there are', () => {
    const search = `?${Array.from({ length: 3000 }, (_, i) => `k${i}=1`).join('&')}`;
    for (const [, messages] of LOCALES) {
      const notice = linkNoticeText(messages, decodePlayground(search).problems);
      if (notice?.kind !== 'many') throw new Error('expected a list');
      expect(notice.reasons).toHaveLength(NOTICE_REASONS);
      expect(notice.more).toContain((3000 - NOTICE_REASONS).toLocaleString('en'));
      expect(noticePlainText(notice).length).toBeLessThan(1000);
    }
    expect(linkNoticeText(en, decodePlayground('?k0=1&k1=1&seed=x').problems)).toMatchObject({
      kind: 'many',
      more: null,
    });
    expect(linkNoticeText(en, [])).toBeNull();
  });

  it('names strategies, not values, when strategies stands beside vary or values', () => {
    const search = '?v=1&vary=e&values=1,0.5&strategies=naive';
    expect(decodeCompare(search).problems).toEqual([{ kind: 'conflict', key: 'strategies', other: 'vary' }]);
    expect(compare(search)).toBe(
      'This link could not be used: “strategies” cannot be given together with “vary”: both say what the panels compare, so a link gives only one of them. Showing the default set-up instead.',
    );
    expect(compare(search, zhCN as Messages)).toContain('“strategies”不能与“vary”同时出现');
    expect(decodeCompare('?strategies=naive,overlap&values=1,0.5').problems).toEqual([
      { kind: 'conflict', key: 'strategies', other: 'values' },
    ]);
  });

  it('says a one-value range as that value', () => {
    expect(playground('?v=-1')).toBe(
      'This link could not be used: “v” is “-1”, but it must be 1. Showing the default set-up instead.',
    );
    expect(playground('?v=-1', zhCN as Messages)).toBe(
      '无法使用这个链接：“v”的值是“-1”，但它必须是整数 1。现在显示的是默认设置。',
    );
  });

  it('names the field and its range for a number too large to hold, as for one too small', () => {
    const cases: [string, LinkProblem][] = [
      [
        '?ball0.mass=1e309',
        {
          kind: 'tooBig',
          key: 'ball0.mass',
          value: '1e309',
          allowed: { kind: 'range', min: 0.001, max: 1e6 },
        },
      ],
      [
        '?scenario=one-axis&ball1=1e309',
        { kind: 'tooBig', key: 'ball1', value: '1e309', allowed: { kind: 'range', min: 20, max: 530 } },
      ],
      [
        '?balls=1e309,100,0,0,10,1',
        { kind: 'tooBig', key: 'balls', value: '1e309', allowed: { kind: 'range', min: 10, max: 790 } },
      ],
      [
        '?seed=-1e309',
        {
          kind: 'tooBig',
          key: 'seed',
          value: '-1e309',
          allowed: { kind: 'range', min: 0, max: 2 ** 31 - 1, whole: true },
        },
      ],
    ];
    for (const [search, problem] of cases) expect(decodePlayground(search).problems).toEqual([problem]);
    expect(playground('?ball0.mass=1e309')).toBe(
      'This link could not be used: “ball0.mass” is “1e309”: too large for a computer to hold. It must be a number from 0.001 to 1,000,000. Showing the default set-up instead.',
    );
    expect(playground('?ball0.mass=1e309', zhCN as Messages)).toContain(
      '“ball0.mass”的值是“1e309”，太大了，计算机存不下。它必须是介于 0.001 和 1,000,000 之间的数。',
    );
  });
});

/** Query strings a hostile or broken link might hold: real keys, odd keys, repeats, garbage values. */
const key = fc.oneof(
  fc.constantFrom('v', 'seed', 'scenario', 'count', 'balls', 'ball0', 'ball1.x', 'edits', 'strategies'),
  fc.constantFrom('vary', 'values', 'speed', 'method', 'a', 'present'),
  fc.string({ maxLength: 40 }),
);
const value = fc.oneof(
  fc.constantFrom('1', '-1', '1e309', '-1e309', '1e-400', 'naive', 'e', '1,0.5', ''),
  fc.string({ maxLength: 60 }),
);
const pair = fc.tuple(key, value);
/** The most any query of any length may print (NOTICE_REASONS lines, each bounded by echo.ts). */
const NOTICE_MAX = 2500;

describe('any link', () => {
  it('gives a notice of bounded length and never throws, on either page, in either language', () => {
    const check = (search: string) => {
      for (const decode of [decodePlayground, decodeCompare])
        for (const [, messages] of LOCALES) {
          const text = noticePlainText(linkNoticeText(messages, decode(search).problems));
          expect(text.length).toBeLessThanOrEqual(NOTICE_MAX);
        }
    };
    fc.assert(
      fc.property(fc.array(fc.tuple(pair, fc.integer({ min: 1, max: 300 })), { maxLength: 40 }), (pairs) => {
        // each pair repeated up to 300 times: the query stays bounded, its problems many
        const query = pairs.flatMap(([p, times]) => Array<[string, string]>(times).fill(p));
        check(`?${new URLSearchParams(query)}`);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 4000 }), (raw) => check(raw)),
      { numRuns: 300 },
    );
  });
});
