// The sandbox runs the listings' TypeScript as JavaScript: the types are written over with spaces, so
// the code runs and every line and column stays where the reader sees it.
import { describe, expect, it } from 'vitest';
import { stripTypes } from '@/components/editor/stripTypes';

describe('stripTypes', () => {
  it('removes annotations, the return type and export, keeping every column', () => {
    const ts = 'export function rotate(x: number, reverse: boolean): Vec {\n  return { x, y: 0 };\n}';
    const js = stripTypes(ts);
    expect(js).toBe('       function rotate(x        , reverse         )      {\n  return { x, y: 0 };\n}');
    expect(js.length).toBe(ts.length);
  });

  it('removes a destructured parameter’s type and a tuple return type, which then runs', () => {
    const ts =
      'function separateNaive({ pos0, vx0 }: SeparationInput): [number, number] {\n  return [pos0.x + vx0, 1];\n}';
    const js = stripTypes(ts);
    expect(js).not.toMatch(/SeparationInput|number/);
    const run = new Function(`${js}\nreturn separateNaive({ pos0: { x: 2 }, vx0: 3 });`);
    expect(run()).toEqual([5, 1]);
  });

  it('removes `as` casts, interfaces and type aliases, and leaves plain JavaScript as it is', () => {
    const ts = 'interface V { x: number }\ntype P = [number, number];\nconst a = (b as number) + 1;';
    expect(stripTypes(ts).split('\n')).toEqual([
      ' '.repeat(25),
      ' '.repeat(26),
      'const a = (b          ) + 1;',
    ]);
    const plain = 'const v0Final = ((m0 - m1) * v0 + 2 * m1 * v1) / (m0 + m1);';
    expect(stripTypes(plain)).toBe(plain);
  });
});
