// `npm run bench:math` (issue 38): what the deterministic functions of physics/math cost. The fast path
// runs the same scenes at 200, 2,000 and 5,000 balls with them and with the engine's own Math.atan2,
// sin, cos, atan, exp and hypot swapped in, the two runs interleaved in blocks (measure.ts) so a busy
// minute slows both alike. The swap writes the compiled modules' exports, which every call site reads
// when it calls (tsc's CommonJS output): nothing in physics/ knows. The two runs part after a few
// hundred frames (other bits, other collisions), so the work is alike, not identical.
import * as atanModule from '../physics/math/atan';
import * as atan2Module from '../physics/math/atan2';
import * as cosModule from '../physics/math/cos';
import * as expModule from '../physics/math/exp';
import * as hypotModule from '../physics/math/hypot';
import * as mathIndex from '../physics/math/index';
import * as sinModule from '../physics/math/sin';
import { ENGINES, type Engine } from './engines';
import { measureTogether } from './measure';
import { scene } from './scene';

const OURS = {
  atan: atanModule.atan,
  atan2: atan2Module.atan2,
  cos: cosModule.cos,
  exp: expModule.exp,
  hypot: hypotModule.hypot,
  sin: sinModule.sin,
};
const NATIVE = {
  atan: Math.atan,
  atan2: Math.atan2,
  cos: Math.cos,
  exp: Math.exp,
  hypot: Math.hypot,
  sin: Math.sin,
};
const modules = {
  atan: atanModule,
  atan2: atan2Module,
  cos: cosModule,
  exp: expModule,
  hypot: hypotModule,
  sin: sinModule,
};

/** Every call from now on goes to these functions (the index re-exports them through getters; its
 *  `fdlibm` object, which the chapter's listings call, is a value of its own). */
function use(functions: typeof OURS): void {
  for (const [name, module] of Object.entries(modules))
    (module as unknown as Record<string, unknown>)[name] = functions[name as keyof typeof OURS];
  (mathIndex as unknown as Record<string, unknown>).fdlibm = Object.freeze({ ...functions });
}

const fast = ENGINES.find((e) => e.name === 'ours: fast path') as Engine;
const withMath = (name: string, functions: typeof OURS): Engine => ({
  name,
  start(start) {
    use(functions);
    const running = fast.start(start);
    return {
      step() {
        use(functions);
        running.step();
      },
      read: () => running.read(),
    };
  },
});

const RUNS = [
  { n: 200, steps: 2000 },
  { n: 2000, steps: 1000 },
  { n: 5000, steps: 300 },
];
const rows = ['| N | steps | physics/math ms/step | Math.* ms/step | cost |', '|---:|---:|---:|---:|---:|'];
for (const { n, steps } of RUNS) {
  const [ours, native] = measureTogether(
    [withMath('physics/math', OURS), withMath('Math.*', NATIVE)],
    scene(n, 'chapter'),
    'chapter',
    steps,
  );
  if (!ours || !native) throw new Error('bench:math: a run is missing');
  const cost = (ours.msPerStep / native.msPerStep - 1) * 100;
  rows.push(
    `| ${n} | ${steps} | ${ours.msPerStep.toFixed(3)} | ${native.msPerStep.toFixed(3)} | ${cost >= 0 ? '+' : ''}${cost.toFixed(1)}% |`,
  );
  console.error(`N=${n}: ${ours.msPerStep.toFixed(3)} vs ${native.msPerStep.toFixed(3)} ms/step`);
}
console.log(rows.join('\n'));
