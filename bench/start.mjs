// Runs the benchmark that `tsc -p bench/tsconfig.json` compiled. Node 20 cannot run TypeScript, so tsc
// emits CommonJS into node_modules/.cache/bench; this project's package.json says "type": "module",
// so that folder gets a package.json of its own saying the files there are CommonJS.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const out = new URL('../node_modules/.cache/bench/', import.meta.url);
writeFileSync(new URL('package.json', out), '{ "type": "commonjs" }\n');
// `node bench/start.mjs mathCost` runs bench/mathCost.ts instead of bench/run.ts
const name = process.argv[2] ?? 'run';
createRequire(import.meta.url)(fileURLToPath(new URL(`bench/${name}.js`, out)));
