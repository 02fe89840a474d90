import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractRegion, LISTABLE } from '@/lib/regions';

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

describe('what a lesson may list', () => {
  it('the chapter and the sources, never the lab around them', () => {
    expect(LISTABLE.test('physics/chapter/step.ts')).toBe(true);
    expect(LISTABLE.test('physics/sources/mistakes.ts')).toBe(true);
    for (const lab of [
      'physics/engine/world.ts',
      'physics/assemblies/stick.ts',
      'physics/fast/pairs.ts',
      'physics/chapter/../world.ts',
    ])
      expect(LISTABLE.test(lab)).toBe(false);
  });

  it('every <Listing> of every lesson, in both locales, names a listable file that has its region', () => {
    const found: string[] = [];
    for (const locale of ['en', 'zh-CN'])
      for (const lesson of readdirSync(`content/lessons/${locale}`)) {
        const text = readFileSync(`content/lessons/${locale}/${lesson}`, 'utf8');
        for (const [, file = '', region = ''] of text.matchAll(/<Listing file="([^"]+)" region="([^"]+)"/g)) {
          found.push(file);
          expect(LISTABLE.test(file), `${lesson}: ${file}`).toBe(true);
          expect(extractRegion(readFileSync(file, 'utf8'), region).length).toBeGreaterThan(0);
        }
      }
    expect(found.length).toBeGreaterThan(40);
  });
});
