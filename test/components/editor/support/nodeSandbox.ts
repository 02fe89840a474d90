// The sandbox's harness (public/sandbox/run.js) emulated in Node for the editor's unit tests: the
// listing's code, types removed, between its wrap's head and tail, called batch by batch. It counts
// the calls, so a test can say how many round trips a run would make.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { type Editable, type EditableName, editable } from '@/components/editor/listings';
import { runCode } from '@/components/editor/runCode';
import type { Reply, Sandbox } from '@/components/editor/sandbox';
import { stripTypes } from '@/components/editor/stripTypes';
import { extractRegion } from '@/lib/regions';

export function nodeSandbox(code: string, spec: Editable) {
  const source = `'use strict';\n${spec.wrap.head}\n${stripTypes(code)}\n${spec.wrap.tail}\nreturn solve;`;
  const solve = new Function(source)() as (...args: number[]) => unknown;
  const counts = { asks: 0, calls: 0 };
  const ask = async (inputs: readonly number[]): Promise<Reply<number[]>> => {
    counts.asks += 1;
    const outputs: number[] = [];
    for (let k = 0; k < inputs.length; k += spec.wrap.arity) {
      counts.calls += 1;
      const value = solve(...inputs.slice(k, k + spec.wrap.arity)) as { x: number; y: number } | number[];
      outputs.push(...(Array.isArray(value) ? value : [value.x, value.y]));
    }
    return { ok: true, value: outputs };
  };
  return { ask, counts };
}

const FILES: Record<EditableName, string> = {
  elastic1D: 'physics/chapter/collide1d.ts',
  elastic1DShortcut: 'physics/chapter/collide1d.ts',
  'rotate-function': 'physics/chapter/vector.ts',
  'separate-naive': 'physics/chapter/separations.ts',
};
/** The listing's code, cut from its file as the lesson cuts it. */
export const listed = (name: EditableName) =>
  extractRegion(readFileSync(FILES[name], 'utf8'), name)
    .map((l) => l.text)
    .join('\n');

/** The page's Run on this code, the sandbox emulated: its report (the run must not fail). */
export async function run(name: EditableName, code = listed(name)) {
  const spec = editable(name);
  const { ask } = nodeSandbox(code, spec);
  const sandbox = { load: async () => null, solve: ask } as unknown as Sandbox;
  const outcome = await runCode(sandbox, code, spec);
  expect(outcome.error).toBeNull();
  return outcome.report as NonNullable<typeof outcome.report>;
}
