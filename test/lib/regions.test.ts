import { describe, expect, it } from 'vitest';
import { extractRegion } from '@/lib/regions';

const source = [
  'const before = 1;',
  '// #region collide',
  'function collide() {',
  '  // #region detect',
  '  const dx = 1;',
  '  // #endregion detect',
  '  // #region solve',
  '  const v = 2;',
  '  // #endregion solve',
  '}',
  '// #endregion collide',
  'const after = 3;',
].join('\n');

describe('extractRegion', () => {
  it('keeps only the lines inside the region, without the markers, dedented', () => {
    const lines = extractRegion(source, 'detect');
    expect(lines).toEqual([{ text: 'const dx = 1;', regions: [] }]);
  });

  it('tags each line with the inner regions that contain it', () => {
    const lines = extractRegion(source, 'collide');
    expect(lines.map((l) => l.text)).toEqual([
      'function collide() {',
      '  const dx = 1;',
      '  const v = 2;',
      '}',
    ]);
    expect(lines.map((l) => l.regions)).toEqual([[], ['detect'], ['solve'], []]);
  });

  it('refuses a region that is missing or badly nested', () => {
    expect(() => extractRegion(source, 'rotate')).toThrow('no region "rotate"');
    expect(() => extractRegion('// #region a\n// #endregion b', 'a')).toThrow(
      '#endregion b closes #region a',
    );
    expect(() => extractRegion('// #region a\nx', 'a')).toThrow('region "a" is never closed');
  });
});
