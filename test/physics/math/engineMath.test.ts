// Issue 38's rule (DESIGN.md, "Same bits everywhere"): nothing in physics/ outside physics/math/ calls
// an engine's own transcendental function, whose last bit differs between engines. Comments aside.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE_MATH =
  /\bMath\.(sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|asinh|acosh|atanh|exp|expm1|log|log1p|log2|log10|pow|cbrt|hypot)\b/;

describe('physics/ uses physics/math, never the engine’s Math functions', () => {
  it('no Math.sin, cos, atan2, exp, hypot, pow … outside physics/math/', () => {
    const files = readdirSync('physics', { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts') && !f.startsWith(`math${path.sep}`));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      readFileSync(path.join('physics', file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .map((line, i) => ({ line: line.replace(/\/\/.*$/, ''), at: `physics/${file}:${i + 1}` }))
        .filter(({ line }) => ENGINE_MATH.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
