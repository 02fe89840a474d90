// Runs a reader's code for the code editor (components/editor/), away from the site. This page opens in
// <iframe sandbox="allow-scripts"> (an opaque origin: none of the site's storage, cookies or DOM) and
// runs the code in a worker made from a Blob, which inherits this page's CSP (connect-src 'none': no
// network). A loop that never ends blocks only that worker, and terminate() ends it after LIMIT_MS.
// Messages carry plain data: the code as text, numbers in, numbers or an error's words out.

const LIMIT_MS = 1000;
const MAX_CODE = 20000;
/** Lines of the worker's source before the reader's first line (see source()). */
const BEFORE = 2;

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

// Runs in the worker after the reader's solve(): answers each batch of inputs, four numbers a
// collision, with two numbers a collision, or says which collision failed and how.
function harness() {
  const kindOf = (value) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  self.onmessage = (event) => {
    const { id, inputs } = event.data;
    const outputs = [];
    for (let k = 0; k < inputs.length / 4; k++) {
      let result;
      try {
        result = solve(inputs[4 * k], inputs[4 * k + 1], inputs[4 * k + 2], inputs[4 * k + 3]);
      } catch (error) {
        const name = error instanceof Error ? error.name : 'Error';
        const message = error instanceof Error ? error.message : String(error);
        postMessage({ type: 'error', id, error: { kind: 'runtime', name, message, index: k } });
        return;
      }
      if (!Array.isArray(result) || result.length !== 2) {
        postMessage({ type: 'error', id, error: { kind: 'shape', index: k, got: kindOf(result) } });
        return;
      }
      for (const [slot, value] of result.entries()) {
        if (typeof value !== 'number') {
          postMessage({ type: 'error', id, error: { kind: 'type', index: k, slot, got: kindOf(value) } });
          return;
        }
      }
      outputs.push(result[0], result[1]);
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

function source(code) {
  return `'use strict';\nfunction solve(m0, v0, m1, v1) {\n${code}\nreturn [v0Final, v1Final];\n}\n(${harness})();\n`;
}

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

function load(id, code) {
  stop();
  const lines = code.split('\n').length;
  url = URL.createObjectURL(new Blob([source(code)], { type: 'text/javascript' }));
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
    const line = event.lineno - BEFORE;
    const error = { kind: 'syntax', message: String(event.message), line, column: event.colno, lines };
    stop();
    reply({ type: 'error', id: waiting, error });
  };
  watch(id);
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const { type, id, code, inputs } = event.data ?? {};
  if (!Number.isInteger(id)) return;
  if (type === 'load' && typeof code === 'string' && code.length <= MAX_CODE) load(id, code);
  else if (type === 'solve' && Array.isArray(inputs) && inputs.every((x) => typeof x === 'number')) {
    if (!worker) return reply({ type: 'error', id, error: { kind: 'stopped' } });
    watch(id);
    worker.postMessage({ id, inputs });
  }
});

reply({ type: 'hello' });
