// The page's side of the sandbox that runs a reader's code (public/sandbox/run.js): an
// <iframe sandbox="allow-scripts"> without allow-same-origin, so the code's origin is opaque and
// reaches none of the site's storage, cookies, saved set-ups or DOM, and the site's own pages keep
// their strict CSP (no 'unsafe-eval': the code runs there as a worker's script, not through eval).
// Every reply is checked: from that frame, for the request waited on, in the shape expected.

/** Where the reader's code went wrong, in numbers the editor turns into words. */
export type CodeError =
  | { kind: 'syntax'; message: string; line: number; column: number; lines: number }
  | { kind: 'runtime'; name: string; message: string; index: number }
  | { kind: 'shape'; index: number; got: string }
  | { kind: 'type'; index: number; slot: number; got: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'timeout'; ms: number }
  | { kind: 'stopped' };

export type Reply<T> = { ok: true; value: T } | { ok: false; error: CodeError };

/**
 * How the sandbox makes the reader's code a function it can call: the lines before and after the
 * code, which define solve() taking `arity` numbers and returning `result` ('pair': [a, b]; 'vec':
 * { x, y }). The head must not end with a newline: the sandbox counts its lines to place errors.
 */
export interface Wrap {
  head: string;
  tail: string;
  arity: number;
  result: 'pair' | 'vec';
}

export const SANDBOX_PATH = '/sandbox/run.html';
/** How long the frame may take to start and to answer beyond its own 1 s limit. */
const PATIENCE_MS = 4000;
const MAX_TEXT = 300;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : null);
const integer = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);

/** The error of a reply, or null when it is not one the sandbox sends. */
export function codeErrorOf(raw: unknown): CodeError | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const e = raw as Record<string, unknown>;
  const [message, name, got] = [text(e.message), text(e.name), text(e.got)];
  const [index, line, column] = [integer(e.index), integer(e.line), integer(e.column)];
  const [lines, slot] = [integer(e.lines), integer(e.slot)];
  switch (e.kind) {
    case 'syntax':
      if (message === null || line === null || column === null || lines === null) return null;
      return { kind: 'syntax', message, line, column, lines };
    case 'runtime':
      return message !== null && name !== null && index !== null
        ? { kind: 'runtime', name, message, index }
        : null;
    case 'shape':
      return got !== null && index !== null ? { kind: 'shape', index, got } : null;
    case 'type':
      return got !== null && index !== null && slot !== null ? { kind: 'type', index, slot, got } : null;
    case 'rejected':
      return message !== null ? { kind: 'rejected', message } : null;
    case 'timeout':
      return integer(e.ms) !== null ? { kind: 'timeout', ms: e.ms as number } : null;
    case 'stopped':
      return { kind: 'stopped' };
    default:
      return null;
  }
}

interface Waiting {
  id: number;
  settle: (reply: Reply<number[] | null>) => void;
  /** How many numbers the answer has: 0 for a load. */
  outputs: number;
}

export class Sandbox {
  private readonly frame: HTMLIFrameElement;
  private readonly started: Promise<void>;
  private waiting: Waiting | null = null;
  private nextId = 1;
  private hello: () => void = () => {};
  private arity = 4;
  /** Called when the code's promise failed after its answer (fetch, caches.open…). */
  onLateError: (error: CodeError) => void = () => {};

  constructor(title: string) {
    this.frame = document.createElement('iframe');
    this.frame.sandbox.add('allow-scripts');
    this.frame.src = SANDBOX_PATH;
    this.frame.title = title;
    this.frame.hidden = true;
    this.frame.setAttribute('data-code-sandbox', '');
    this.started = new Promise((resolve) => {
      this.hello = resolve;
    });
    window.addEventListener('message', this.listen);
    document.body.append(this.frame);
  }

  private readonly listen = (event: MessageEvent) => {
    if (event.source !== this.frame.contentWindow || event.origin !== 'null') return;
    const data = event.data as Record<string, unknown> | null;
    if (typeof data !== 'object' || data === null) return;
    if (data.type === 'hello') return this.hello();
    const waiting = this.waiting;
    if (data.type === 'error') {
      const error = codeErrorOf(data.error);
      if (!error) return;
      if (waiting && data.id === waiting.id) this.settle({ ok: false, error });
      else if (error.kind === 'rejected') this.onLateError(error);
      return;
    }
    if (!waiting || data.id !== waiting.id) return;
    if (data.type === 'ready' && waiting.outputs === 0) this.settle({ ok: true, value: null });
    const outputs = data.outputs;
    if (
      data.type === 'solved' &&
      Array.isArray(outputs) &&
      outputs.length === waiting.outputs &&
      outputs.every((x) => typeof x === 'number')
    )
      this.settle({ ok: true, value: outputs });
  };

  private settle(reply: Reply<number[] | null>): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.settle(reply);
  }

  private async ask(message: object, outputs: number): Promise<Reply<number[] | null>> {
    await Promise.race([this.started, new Promise((resolve) => setTimeout(resolve, PATIENCE_MS))]);
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle({ ok: false, error: { kind: 'stopped' } }), PATIENCE_MS);
      this.waiting = {
        id,
        outputs,
        settle: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
      };
      this.frame.contentWindow?.postMessage({ ...message, id }, '*');
    });
  }

  /** Builds the reader's function in a new worker: null when it is ready, or its syntax error. */
  async load(code: string, wrap: Wrap): Promise<CodeError | null> {
    this.arity = wrap.arity;
    const reply = await this.ask({ type: 'load', code, ...wrap }, 0);
    return reply.ok ? null : reply.error;
  }

  /** The function's two results for each call (`arity` numbers each), or where it failed. */
  async solve(inputs: readonly number[]): Promise<Reply<number[]>> {
    const reply = await this.ask({ type: 'solve', inputs: [...inputs] }, (inputs.length / this.arity) * 2);
    return reply.ok ? { ok: true, value: reply.value ?? [] } : reply;
  }

  dispose(): void {
    window.removeEventListener('message', this.listen);
    this.settle({ ok: false, error: { kind: 'stopped' } });
    this.frame.remove();
  }
}
