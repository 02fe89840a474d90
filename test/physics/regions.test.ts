// The code listings the lessons cut from physics/: every region the site relies on exists, is well
// nested, and the collision stages sit inside `collide` in the chapter's order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractRegion } from '@/lib/regions';

const REGIONS: Record<string, string[]> = {
  'chapter/collide.ts': ['collide', 'detect', 'angle', 'rotate', 'solve', 'separate', 'rotate-back'],
  'chapter/vector.ts': ['rotate-function'],
  'chapter/collide1d.ts': ['elastic1D', 'elastic1DShortcut', 'restitution1D'],
  'chapter/lineFrame.ts': ['rotation-frame', 'projection-frame', 'angle-frame'],
  'chapter/separations.ts': ['separate-naive', 'separate-overlap', 'separate-radius', 'separate-robust'],
  'chapter/walls.ts': ['walls'],
  'chapter/step.ts': ['step'],
  'sources/predictedFrame.ts': ['ch5ex7-frame'],
};

const source = (file: string) => readFileSync(new URL(`../../physics/${file}`, import.meta.url), 'utf8');

describe('code regions', () => {
  for (const [file, regions] of Object.entries(REGIONS)) {
    it(`${file}: ${regions.join(', ')}`, () => {
      for (const region of regions) expect(extractRegion(source(file), region).length).toBeGreaterThan(0);
    });
  }

  it('collide holds the six stages in order, each a few lines', () => {
    const lines = extractRegion(source('chapter/collide.ts'), 'collide');
    const stages = [...new Set(lines.flatMap((l) => l.regions))];
    expect(stages).toEqual(['detect', 'angle', 'rotate', 'solve', 'separate', 'rotate-back']);
    for (const stage of stages)
      expect(lines.filter((l) => l.regions.includes(stage)).length).toBeLessThanOrEqual(12);
  });
});
