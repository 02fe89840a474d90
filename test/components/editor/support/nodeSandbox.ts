// The sandbox's harness (public/sandbox/run.js) emulated in Node for the editor's unit tests: the
// listing's code, types removed, between its wrap's head and tail, called batch by batch. It counts
// the calls, so a test can say how many round trips a run would make. Its `ahead` runs a batch of
// frames as the sandbox's worker does (framesAhead, with a frame budget instead of a clock).
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { CallFailed, framesAhead } from '@/components/editor/framesAhead';
import { type Editable, type EditableName, editable } from '@/components/editor/listings';
import { runCode } from '@/components/editor/runCode';
import type { Ahead, AheadStart, CodeError, Reply, Sandbox } from '@/components/editor/sandbox';
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
      try {
        const value = solve(...inputs.slice(k, k + spec.wrap.arity)) as { x: number; y: number } | number[];
        outputs.push(...(Array.isArray(value) ? value : [value.x, value.y]));
      } catch (error) {
        const { name, message } = error as Error;
        return { ok: false, error: { kind: 'runtime', name, message, index: k / spec.wrap.arity } };
      }
    }
    return { ok: true, value: outputs };
  };
  /** A batch of up to `framesPerAsk` frames, as the worker runs them (its 150 ms, counted in frames here). */
  const ahead = async (start: AheadStart, framesPerAsk = 200): Promise<Reply<Ahead>> => {
    counts.asks += 1;
    let frames = 0;
    const run = framesAhead(
      start,
      (inputs) => {
        counts.calls += 1;
        try {
          const value = solve(...inputs) as { x: number; y: number } | number[];
          return Array.isArray(value) ? [value[0] as number, value[1] as number] : [value.x, value.y];
        } catch (error) {
          const { name, message } = error as Error;
          throw new CallFailed([...inputs], { kind: 'runtime', name, message, index: 0 });
        }
      },
      framesPerAsk,
      () => frames++,
    );
    const failed = run.failed && { inputs: run.failed.inputs, error: run.failed.error as CodeError };
    return { ok: true, value: { calls: run.calls, frames: run.frames, failed } };
  };
  return { ask, ahead, counts };
}

const FILES: Record<EditableName, string> = {
  elastic1D: 'physics/chapter/collide1d.ts',
  elastic1DShortcut: 'physics/chapter/collide1d.ts',
  'rotate-function': 'physics/chapter/vector.ts',
  'separate-naive': 'physics/chapter/separations.ts',
  'separate-overlap': 'physics/chapter/separations.ts',
};
/** The listing's code, cut from its file as the lesson cuts it. */
export const listed = (name: EditableName) =>
  extractRegion(readFileSync(FILES[name], 'utf8'), name)
    .map((l) => l.text)
    .join('\n');

/** The page's Run on this code, the sandbox emulated: its report (the run must not fail). */
export async function run(name: EditableName, code = listed(name)) {
  const spec = editable(name);
  const { ask, ahead } = nodeSandbox(code, spec);
  const sandbox = { load: async () => null, solve: ask, ahead } as unknown as Sandbox;
  const outcome = await runCode(sandbox, code, spec);
  expect(outcome.error).toBeNull();
  return outcome.report as NonNullable<typeof outcome.report>;
}
