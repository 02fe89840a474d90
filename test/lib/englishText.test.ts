// The filter behind the browser test that a Chinese page shows no English interface string
// (test/e2e/languages.spec.ts): it passes English-free text and names the English it finds.
import { describe, expect, it } from 'vitest';
import { englishWords } from '@/test/e2e/support/englishText';

describe('englishWords', () => {
  it('passes Chinese text with numbers, units of one or two letters, math and code names', () => {
    for (const text of [
      '第 12 帧：ball0 与 ball1 相撞。',
      '动量 (mu·px/帧) 前：3.000 → 后：−9.000',
      '质量必须在 0.001 到 1,000,000 之间。',
      'e = 0.5，Δp，x′ 轴，KE',
      '用 atan2 和 rotate 求角，vxTotal = v0 − v1，absV，ball1.radisu，dist',
      'θ = 0.951 rad = 54.5°',
      'Billiard3、MultiBilliard2 与 CH5EX7 的代码（matter-js）',
      '下载 CSV',
      '键：Esc、Home、End',
      'English',
      '',
    ])
      expect(englishWords(text), text).toEqual([]);
  });

  it('finds English words, however short the sentence', () => {
    expect(englishWords('Play')).toEqual(['Play']);
    expect(englishWords('第 1 帧 Step forward')).toEqual(['Step', 'forward']);
    expect(englishWords('ball0 mass must be between 0.001 and 1,000,000.')).toEqual([
      'mass',
      'must',
      'between',
      'and',
    ]);
    expect(englishWords('Frame 12')).toEqual(['Frame']);
    expect(englishWords('速度 px/frame')).toEqual(['frame']);
    expect(englishWords('ball0.weight')).toEqual(['ball0.weight']); // not a field of the code
    expect(englishWords('Englishman')).toEqual(['Englishman']);
  });
});
