// `npm run bench`: every engine on the same scene for each velocity distribution and N; prints the
// tables and writes bench/results.md. Not part of `npm test`: it takes minutes and its numbers depend
// on the machine.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { budgetReport } from './budget';
import { ENGINES } from './engines';
import { type Measurement, measureTogether } from './measure';
import { report } from './report';
import { scene, VELOCITIES } from './scene';

/**
 * N and steps: 5,000 balls run fewer steps to keep the whole run within minutes on two cores, and
 * 10,000 (the crowd of issue 25) only the engines that take milliseconds a step there, not seconds.
 */
const RUNS: Array<{ n: number; steps: number; engines?: string[] }> = [
  { n: 200, steps: 2000 },
  { n: 1000, steps: 2000 },
  { n: 2000, steps: 2000 },
  { n: 5000, steps: 500 },
  { n: 10000, steps: 100, engines: ['fast', 'exact', 'matter'] },
];

// While tuning: BENCH_N=2000 (or 200,1000) runs only those N, BENCH_VELOCITIES=chapter only that
// distribution, BENCH_ENGINES=exact,matter only the engines whose names contain one of those words,
// BENCH_STEPS=300 that many steps; any of them leaves results.md as it is
const RESULTS = join(process.cwd(), 'bench', 'results.md');
const only = process.env.BENCH_N?.split(',').map(Number);
const onlyVelocities = process.env.BENCH_VELOCITIES?.split(',');
const onlyEngines = process.env.BENCH_ENGINES?.split(',');
const steps = process.env.BENCH_STEPS === undefined ? undefined : Number(process.env.BENCH_STEPS);
const engines = ENGINES.filter((e) => !onlyEngines || onlyEngines.some((word) => e.name.includes(word)));
const results: Measurement[] = [];
for (const velocities of VELOCITIES.filter((v) => !onlyVelocities || onlyVelocities.includes(v))) {
  for (const run of RUNS.filter((r) => !only || only.includes(r.n))) {
    const these = engines.filter((e) => !run.engines || run.engines.some((word) => e.name.includes(word)));
    for (const m of measureTogether(these, scene(run.n, velocities), velocities, steps ?? run.steps)) {
      results.push(m);
      console.error(`${velocities} N=${run.n} ${m.engine}: ${m.msPerStep.toFixed(3)} ms/step`);
    }
  }
}

/** The CPU's model name from /proc/cpuinfo (Linux), else what Node reports. */
function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    if (line?.[1]) return line[1].trim();
  } catch {
    // not Linux: fall through
  }
  return cpus()[0]?.model ?? 'unknown CPU';
}

const machine = {
  cpu: cpuModel(),
  cores: cpus().length,
  node: process.version,
};
const text = report(results, machine) + budgetReport();
console.log(text);
const partial = only || onlyVelocities || onlyEngines || steps !== undefined;
if (!partial) writeFileSync(RESULTS, text + otherSections()); // only a full run is the record

/** What results.md holds after this bench's part: from its second top-level heading (the browser's) on. */
function otherSections(): string {
  let old = '';
  try {
    old = readFileSync(RESULTS, 'utf8');
  } catch {
    return ''; // no file yet
  }
  const next = old.indexOf('\n# ', old.indexOf('# ') + 1);
  return next < 0 ? '' : old.slice(next);
}
