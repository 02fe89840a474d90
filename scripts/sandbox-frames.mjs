// Bundles components/editor/framesAhead.ts (the chapter's frames with a reader's function in place)
// into public/sandbox/frames.js, one function whose text the sandbox (run.js) puts into the worker that
// runs a reader's code: the worker then runs a batch of frames per message, not one a frame. The file
// is made here, before `next build` copies public/ (and before `next dev`), and is not kept in git.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public/sandbox/frames.js');

const bundle = await rolldown({
  cwd: root,
  input: path.join(root, 'components/editor/framesAhead.ts'),
  resolve: { alias: { '@': root } },
  logLevel: 'warn',
});
const { output } = await bundle.generate({ format: 'iife', name: 'FramesAhead', minify: true });
await bundle.close();
const code = output[0].code.trim();
writeFileSync(
  out,
  [
    '// Made by scripts/sandbox-frames.mjs from components/editor/framesAhead.ts: do not edit.',
    "// run.js puts this function's text into the worker that runs the reader's code.",
    'function sandboxFrames() {',
    code,
    'return FramesAhead;',
    '}',
    '',
  ].join('\n'),
);
console.log(`sandbox-frames: ${path.relative(root, out)} (${code.length} bytes)`);
