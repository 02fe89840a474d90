// `npm test`: every gate — type check, lint, unit tests, static build, browser tests — then one
// plain line with the totals, "N passed, N failed", whatever runners produced them. A gate that is
// not a test runner (type check, lint, build) counts as one check. The build runs beside the type
// check, lint and unit tests (much of it uses one core of two); its output is printed when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { browsersMissing } from './chromium.mjs';

const VITEST_JSON = '.vitest-results.json';
const BUILD_LOG = '.build.log';
// each browser round's own report, kept after the run: every test's duration is in it
const PLAYWRIGHT_JSON = { e2e: '.playwright-results.json', 'e2e timing': '.playwright-timing.json' };
let passed = 0;
let failed = 0;
const summary = [];

const began = Date.now();
/** Minutes since `npm test` began, for the log: where CI's time goes. */
const clock = () => `[${((Date.now() - began) / 60_000).toFixed(1)} min]`;

function run(command, args, env = {}) {
  console.log(`\n▶ ${clock()} ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function gate(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${name}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

/** Add a runner's counts from its JSON report; a runner that failed without a failing test
 *  (it crashed, or found no tests) still counts as one failure. */
function count(name, ok, file, read) {
  if (!existsSync(file)) return gate(name, false);
  const { good, bad } = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += good;
  failed += bad + (!ok && bad === 0 ? 1 : 0);
  summary.push(`${name}: ${good} passed, ${bad} failed`);
}

/** Starts `command` with its output to `log`; resolves to whether it succeeded. */
function startLogged(command, args, log) {
  console.log(
    `\n▶ ${clock()} ${[command, ...args].join(' ')} (beside the next gates; output below when it ends)`,
  );
  const out = openSync(log, 'w');
  const child = spawn(command, args, { stdio: ['ignore', out, out] });
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

for (const file of [VITEST_JSON, ...Object.values(PLAYWRIGHT_JSON)]) rmSync(file, { force: true });

const built = startLogged('npm', ['run', 'build'], BUILD_LOG);

gate('typecheck', run('npx', ['tsc', '--noEmit']));
gate('lint', run('npx', ['biome', 'check', '.']));

const unitOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
]);
count('unit', unitOk, VITEST_JSON, (r) => ({ good: r.numPassedTests, bad: r.numFailedTests }));

const buildOk = await built;
console.log(`\n▶ ${clock()} npm run build (ended)\n${readFileSync(BUILD_LOG, 'utf8')}`);
if (!gate('build', buildOk)) {
  gate('e2e (skipped: the build failed)', false);
} else if (browsersMissing) {
  console.error(browsersMissing);
  gate('e2e (Chromium missing)', false);
} else {
  // Two rounds: the site and returning-visitor projects on every worker, then the timing specs
  // alone (playwright.config.ts), so no other test's load skews what they measure.
  const rounds = [
    ['e2e', ['--project=site', '--project=returning visitor']],
    ['e2e timing', ['--project=timing', '--workers=1']],
  ];
  for (const [name, projects] of rounds) {
    const report = PLAYWRIGHT_JSON[name];
    const ok = run('npx', ['playwright', 'test', ...projects, '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    count(name, ok, report, (r) => ({
      good: r.stats.expected + r.stats.flaky,
      bad: r.stats.unexpected,
    }));
  }
}

console.log(`\n${clock()} every gate ran\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
