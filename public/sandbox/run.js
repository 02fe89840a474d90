// Runs a reader's code for the code editor (components/editor/), away from the site. This page opens in
// <iframe sandbox="allow-scripts"> (an opaque origin: none of the site's storage, cookies or DOM) and
// runs the code in a worker made from a Blob, which inherits this page's CSP (connect-src 'none': no
// network). A loop that never ends blocks only that worker, and terminate() ends it after LIMIT_MS.
// Messages carry plain data: the code as text, numbers in, numbers or an error's words out.

const LIMIT_MS = 1000;
const MAX_CODE = 20000;

let worker = null;
let url = null;
let timer = 0;
let waiting = null; // the id the parent waits for
let frame = null; // the frame a batch of frames is in (the worker's progress), for a timeout's words

function reply(message) {
  window.parent.postMessage(message, '*'); // the parent checks that this frame sent it
}

function stop() {
  clearTimeout(timer);
  if (worker) worker.terminate();
  if (url) URL.revokeObjectURL(url);
  worker = null;
  url = null;
}

// Runs in the worker after the reader's code: answers each batch of inputs, `arity` numbers a call
// of solve() (the page's adapter around the reader's function), with two numbers a call, or says
// which call failed and how. `result` is the form solve() must return: 'pair', an array of two
// numbers, or 'vec', an object { x, y } of two numbers. `frames` (frames.js, when it loaded) makes
// the chapter's frames with solve() in the listing's place: asked for a batch of frames from a state,
// the worker runs them for up to BUDGET_MS and answers with every call they made (the page runs the
// frames again itself with those answers, see components/editor/framesAhead.ts).
function harness(arity, result, frames) {
  const BUDGET_MS = 150;
  const ahead = frames ? frames() : null;
  const kindOf = (value) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  const shaped = (value) =>
    result === 'vec'
      ? typeof value === 'object' && value !== null && !Array.isArray(value)
      : Array.isArray(value) && value.length === 2;
  class Failed {
    constructor(error) {
      this.error = error;
    }
  }
  /** solve() on one call's inputs: its two numbers, or a Failed saying how (index: the call's). */
  const answer = (args, index) => {
    let value;
    try {
      value = solve(...args);
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      const message = error instanceof Error ? error.message : String(error);
      throw new Failed({ kind: 'runtime', name, message, index });
    }
    if (!shaped(value)) throw new Failed({ kind: 'shape', index, got: kindOf(value) });
    const pair = result === 'vec' ? [value.x, value.y] : value;
    for (const [slot, number] of pair.entries())
      if (typeof number !== 'number') throw new Failed({ kind: 'type', index, slot, got: kindOf(number) });
    return [pair[0], pair[1]];
  };
  const solveAll = (id, inputs) => {
    const outputs = [];
    for (let k = 0; k < inputs.length / arity; k++) {
      try {
        outputs.push(...answer(inputs.slice(arity * k, arity * k + arity), k));
      } catch (failed) {
        if (!(failed instanceof Failed)) throw failed;
        postMessage({ type: 'error', id, error: failed.error });
        return;
      }
    }
    postMessage({ type: 'solved', id, outputs });
  };
  const runAhead = (id, start) => {
    const call = (inputs) => {
      try {
        return answer(inputs, 0);
      } catch (failed) {
        throw new ahead.CallFailed([...inputs], failed instanceof Failed ? failed.error : null);
      }
    };
    const progress = (frame) => postMessage({ type: 'progress', id, frame });
    let run = { calls: [], frames: 0, failed: null };
    try {
      run = ahead.framesAhead(start, call, BUDGET_MS, () => performance.now(), progress);
    } catch {
      // a listing this worker does not know: no answers, and the page asks call by call
    }
    const failed = run.failed?.error ? { inputs: run.failed.inputs, error: run.failed.error } : null;
    postMessage({ type: 'ahead', id, calls: run.calls, frames: run.frames, failed });
  };
  self.onmessage = (event) => {
    const { id, inputs, start } = event.data;
    if (start && ahead) runAhead(id, start);
    else if (start) postMessage({ type: 'ahead', id, calls: [], frames: 0, failed: null });
    else solveAll(id, inputs);
  };
  // a promise the code started and nobody awaited failed (fetch, caches.open…): say so
  self.onunhandledrejection = (event) => {
    event.preventDefault(); // reported here, in the reader's words, not as the page's error
    const error = event.reason;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    postMessage({ type: 'error', id: -1, error: { kind: 'rejected', message } });
  };
  postMessage({ type: 'ready' });
}

// The worker's script: the page's lines before the reader's code (`head`, e.g. the function's first
// line when the listing is a function's body), the code, the page's lines after it (`tail`: the end
// of that function, or solve() calling the function the code declares), then the harness.
function source({ code, head, tail, arity, result }) {
  // frames.js's function, as text: the worker makes the chapter's frames from it (null if it did not load)
  const frames = typeof sandboxFrames === 'function' ? String(sandboxFrames) : 'null';
  const call = `(${harness})(${JSON.stringify(arity)}, ${JSON.stringify(result)}, ${frames});`;
  return `'use strict';\n${head}\n${code}\n${tail}\n${call}\n`;
}

/** Lines of the worker's source before the reader's first line: 'use strict' and the head. */
const before = (head) => 1 + head.split('\n').length;

function watch(id) {
  waiting = id;
  frame = null;
  clearTimeout(timer);
  const since = performance.now();
  timer = setTimeout(() => {
    stop();
    // how long the code ran before it was stopped, as measured here
    const ms = Math.round(performance.now() - since);
    reply({ type: 'error', id, error: { kind: 'timeout', ms, ...(frame === null ? {} : { frame }) } });
  }, LIMIT_MS);
}

function load(id, job) {
  stop();
  const lines = job.code.split('\n').length;
  url = URL.createObjectURL(new Blob([source(job)], { type: 'text/javascript' }));
  worker = new Worker(url);
  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'progress') {
      if (message.id === waiting) frame = message.frame;
      return;
    }
    clearTimeout(timer);
    if (message.type === 'ready') reply({ type: 'ready', id });
    else if (message.id === -1) reply({ ...message, id: waiting });
    else reply(message);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    // a syntax error, or an error the code threw outside solve(): where, in the reader's lines
    const line = event.lineno - before(job.head);
    const error = { kind: 'syntax', message: String(event.message), line, column: event.colno, lines };
    stop();
    reply({ type: 'error', id: waiting, error });
  };
  watch(id);
}

/** A batch of frames to run: the listing, the box, the balls as numbers, the first frame and how many. */
function isStart(start) {
  if (typeof start !== 'object' || start === null || typeof start.listing !== 'string') return false;
  const numbers = [start.width, start.height, start.frame, start.count];
  return (
    numbers.every((x) => typeof x === 'number') &&
    Array.isArray(start.balls) &&
    start.balls.every((x) => typeof x === 'number')
  );
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const { type, id, code, head, tail, arity, result, inputs, start } = event.data ?? {};
  if (!Number.isInteger(id)) return;
  const texts = [code, head, tail].every((t) => typeof t === 'string');
  const form = Number.isInteger(arity) && arity > 0 && (result === 'pair' || result === 'vec');
  if (type === 'load' && texts && form && code.length <= MAX_CODE)
    load(id, { code, head, tail, arity, result });
  else if (type === 'solve' && Array.isArray(inputs) && inputs.every((x) => typeof x === 'number')) {
    if (!worker) return reply({ type: 'error', id, error: { kind: 'stopped' } });
    watch(id);
    worker.postMessage({ id, inputs });
  } else if (type === 'frames' && isStart(start)) {
    if (!worker) return reply({ type: 'error', id, error: { kind: 'stopped' } });
    watch(id);
    worker.postMessage({ id, start });
  }
});

reply({ type: 'hello' });
