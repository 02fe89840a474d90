// The sandbox's harness (public/sandbox/run.js) emulated in Node for the editor's unit tests: the
// listing's code, types removed, between its wrap's head and tail, called batch by batch. It counts
// the calls, so a test can say how many round trips a run would make.
import type { Editable } from '@/components/editor/listings';
import type { Reply } from '@/components/editor/sandbox';
import { stripTypes } from '@/components/editor/stripTypes';

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
