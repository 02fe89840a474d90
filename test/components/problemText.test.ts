// What a student reads when input is refused or a start needs a word: short, naming the field and
// the allowed range, numbers written as people write them, all from the message dictionary.
import { describe, expect, it } from 'vitest';
import { parseNumber } from '@/components/ui/parseNumber';
import { fieldErrorText, numberText, physicsProblemText, startNoteText } from '@/components/ui/problemText';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { placementProblem, startNotes } from '@/physics';

const fieldError = (text: string, rule = {}, label?: string, unit?: string) => {
  const parsed = parseNumber(text, rule);
  if (parsed.ok) throw new Error(`${text} was accepted`);
  return fieldErrorText(en, parsed.error, label, unit);
};

describe('number fields', () => {
  it('name the field and its range', () => {
    expect(fieldError('2', { min: -1, max: 0 }, 'Wall bounce')).toBe('Wall bounce must be between −1 and 0.');
    expect(fieldError('1e-7', { min: 0.5, max: 200 }, 'ball0 radius', ' px')).toBe(
      'ball0 radius must be between 0.5 and 200 px.',
    );
    expect(fieldError('99999', { min: 1, max: 5000, integer: true }, 'Number of balls')).toBe(
      'Number of balls must be between 1 and 5,000.',
    );
    expect(fieldError('-1', { min: 0 }, 'Seed')).toBe('Seed must be at least 0.');
    expect(fieldError('2.5', { integer: true }, 'Seed')).toBe('Seed must be a whole number.');
    expect(fieldError('', {}, 'Seed')).toBe('Seed is empty: enter a number.');
  });

  it('word a predict answer of 1e309 for a student, not with the largest double', () => {
    expect(fieldError('1e309')).toBe('Your answer is too large to calculate with (got “1e309”).');
    expect(fieldError('abc')).toBe('Your answer must be a number, like 2 or −1.5 (got “abc”).');
  });
});

describe('physics problems', () => {
  it('word each rule the same way wherever it comes from', () => {
    const text = (balls: Parameters<typeof placementProblem>[0], i = 0) =>
      physicsProblemText(en, placementProblem(balls, i, 550, 400) ?? { code: 'shape', field: 'balls' });
    const b = { x: 100, y: 100, vx: 0, vy: 0, radius: 20, mass: 1 };
    expect(text([{ ...b, radius: 1e-7 }])).toBe('ball0 radius must be between 0.5 and 200 px.');
    expect(text([{ ...b, x: 50, radius: 200 }])).toBe(
      'ball0 sticks out of the stage: its x must be between 200 and 350 px.',
    );
    expect(text([b, b], 1)).toBe(
      'ball1 and ball0 have the same centre, so nothing says which way to push them apart. Move one of them.',
    );
    expect(text([{ ...b, vx: 2e6 }])).toBe('ball0 vx must be between −1,000,000 and 1,000,000 px per frame.');
  });

  it('write numbers as people do', () => {
    expect(numberText(en, -1)).toBe('−1');
    expect(numberText(en, 2 ** 31 - 1)).toBe('2,147,483,647'); // a limit is never rounded
    expect(numberText(en, 1 / 3)).toBe('0.333333');
    expect(numberText(en, 0.001)).toBe('0.001');
  });
});

describe('start notes', () => {
  it('explain tunnelling in a sentence, with the speed and the diameter', () => {
    const [note] = startNotes([{ x: 100, y: 100, vx: 1e6, vy: 0, radius: 40, mass: 2 }]);
    expect(startNoteText(en, note as NonNullable<typeof note>)).toBe(
      'ball0 moves 1,000,000 px per frame, more than its own diameter (80 px), so it can jump through another ball without touching it. This is tunnelling: the simulation only looks once per frame.',
    );
  });
});

describe('in Chinese', () => {
  it('quote the field, keep the numbers as in English and the units in 像素', () => {
    const parsed = parseNumber('1e-7', { min: 0.5, max: 200 });
    if (parsed.ok) throw new Error('accepted');
    expect(fieldErrorText(zhCN, parsed.error, 'ball0 半径', zhCN.inputs.units.px)).toBe(
      '“ball0 半径”只能取 0.5 到 200 像素。',
    );
    const b = { x: 100, y: 100, vx: 2e6, vy: 0, radius: 20, mass: 1 };
    expect(
      physicsProblemText(zhCN, placementProblem([b], 0, 550, 400) ?? { code: 'shape', field: 'balls' }),
    ).toBe('“ball0 vx”只能取 −1,000,000 到 1,000,000 像素/帧。');
  });

  it('join a note and its count in one Chinese sentence', () => {
    const fast = { x: 100, y: 100, vx: 1e6, vy: 0, radius: 40, mass: 2 };
    const [note] = startNotes([fast, { ...fast, y: 300 }]);
    expect(startNoteText(zhCN, note as NonNullable<typeof note>)).toBe(
      'ball0 每帧移动 1,000,000 像素，超过它自身的直径（80 像素），因此可能不接触就穿过另一个球。这就是隧穿：模拟每帧只检测一次。另有 1 个球也是如此。',
    );
  });
});

describe('a What if? replay refused for bodies already stuck together', () => {
  it('names the two balls and says why, in both locales', () => {
    const problem = { code: 'joined', ball: 1, other: 2 } as const;
    expect(physicsProblemText(en, problem)).toBe(
      'ball1 and ball2 are already stuck together as one body at this frame: a replay cannot take them apart, so it needs stick on.',
    );
    expect(physicsProblemText(zhCN, problem)).toContain('ball1 和 ball2');
  });
});
