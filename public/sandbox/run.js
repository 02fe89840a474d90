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
// numbers, or 'vec', an object { x, y } of two numbers.
function harness(arity, result) {
  const kindOf = (value) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  const shaped = (value) =>
    result === 'vec'
      ? typeof value === 'object' && value !== null && !Array.isArray(value)
      : Array.isArray(value) && value.length === 2;
  self.onmessage = (event) => {
    const { id, inputs } = event.data;
    const outputs = [];
    for (let k = 0; k < inputs.length / arity; k++) {
      let value;
      try {
        value = solve(...inputs.slice(arity * k, arity * k + arity));
      } catch (error) {
        const name = error instanceof Error ? error.name : 'Error';
        const message = error instanceof Error ? error.message : String(error);
        postMessage({ type: 'error', id, error: { kind: 'runtime', name, message, index: k } });
        return;
      }
      if (!shaped(value)) {
        postMessage({ type: 'error', id, error: { kind: 'shape', index: k, got: kindOf(value) } });
        return;
      }
      const pair = result === 'vec' ? [value.x, value.y] : value;
      for (const [slot, number] of pair.entries()) {
        if (typeof number !== 'number') {
          postMessage({ type: 'error', id, error: { kind: 'type', index: k, slot, got: kindOf(number) } });
          return;
        }
      }
      outputs.push(pair[0], pair[1]);
    }
    postMessage({ type: 'solved', id, outputs });
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
  const call = `(${harness})(${JSON.stringify(arity)}, ${JSON.stringify(result)});`;
  return `'use strict';\n${head}\n${code}\n${tail}\n${call}\n`;
}

/** Lines of the worker's source before the reader's first line: 'use strict' and the head. */
const before = (head) => 1 + head.split('\n').length;

function watch(id) {
  waiting = id;
  clearTimeout(timer);
  const since = performance.now();
  timer = setTimeout(() => {
    stop();
    // how long the code ran before it was stopped, as measured here
    reply({ type: 'error', id, error: { kind: 'timeout', ms: Math.round(performance.now() - since) } });
  }, LIMIT_MS);
}

function load(id, job) {
  stop();
  const lines = job.code.split('\n').length;
  url = URL.createObjectURL(new Blob([source(job)], { type: 'text/javascript' }));
  worker = new Worker(url);
  worker.onmessage = (event) => {
    const message = event.data;
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

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const { type, id, code, head, tail, arity, result, inputs } = event.data ?? {};
  if (!Number.isInteger(id)) return;
  const texts = [code, head, tail].every((t) => typeof t === 'string');
  const form = Number.isInteger(arity) && arity > 0 && (result === 'pair' || result === 'vec');
  if (type === 'load' && texts && form && code.length <= MAX_CODE)
    load(id, { code, head, tail, arity, result });
  else if (type === 'solve' && Array.isArray(inputs) && inputs.every((x) => typeof x === 'number')) {
    if (!worker) return reply({ type: 'error', id, error: { kind: 'stopped' } });
    watch(id);
    worker.postMessage({ id, inputs });
  }
});

reply({ type: 'hello' });
