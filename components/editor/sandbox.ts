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
  /** frame: the figure's frame a batch of frames was in when it was stopped. */
  | { kind: 'timeout'; ms: number; frame?: number }
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

/**
 * The sandbox page's address: the site's, or in a copy opened from a folder (file://), the copy's
 * own, from the root its offline-folder.js names (a site path would point at the disk's root).
 */
export function sandboxUrl(): string {
  const root = (globalThis as { FOLDER_COPY_ROOT?: unknown }).FOLDER_COPY_ROOT;
  if (location.protocol !== 'file:' || typeof root !== 'string') return SANDBOX_PATH;
  return new URL(SANDBOX_PATH.slice(1), root).href;
}
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
    case 'timeout': {
      const [ms, frame] = [integer(e.ms), integer(e.frame)];
      if (ms === null) return null;
      return frame === null ? { kind: 'timeout', ms } : { kind: 'timeout', ms, frame };
    }
    case 'stopped':
      return { kind: 'stopped' };
    default:
      return null;
  }
}

/**
 * The frames the sandbox ran ahead (components/editor/framesAhead.ts): every call they made, `arity`
 * inputs and two outputs each, and the call that failed, if one did.
 */
export interface Ahead {
  calls: number[];
  frames: number;
  failed: { inputs: number[]; error: CodeError } | null;
}

/** Where a batch of frames starts: the listing, the box, the balls as numbers (framesAhead.ts). */
export interface AheadStart {
  listing: string;
  width: number;
  height: number;
  /** x, y, vx, vy, radius, mass of each ball. */
  balls: number[];
  /** The figure's number of the first frame to run (for the progress the worker reports). */
  frame: number;
  /** How many frames at most. */
  count: number;
}

const numbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((x) => typeof x === 'number');

/** The answer of a reply the request waits for, or null when the reply is not its answer. */
type Accept = (data: Record<string, unknown>) => Reply<unknown> | null;

interface Waiting {
  id: number;
  settle: (reply: Reply<unknown>) => void;
  accept: Accept;
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
    this.frame.src = sandboxUrl();
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
    const reply = waiting.accept(data);
    if (reply) this.settle(reply);
  };

  private settle(reply: Reply<unknown>): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.settle(reply);
  }

  private async ask<T>(message: object, accept: Accept): Promise<Reply<T>> {
    await Promise.race([this.started, new Promise((resolve) => setTimeout(resolve, PATIENCE_MS))]);
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle({ ok: false, error: { kind: 'stopped' } }), PATIENCE_MS);
      this.waiting = {
        id,
        accept,
        settle: (reply) => {
          clearTimeout(timer);
          resolve(reply as Reply<T>);
        },
      };
      this.frame.contentWindow?.postMessage({ ...message, id }, '*');
    });
  }

  /** Builds the reader's function in a new worker: null when it is ready, or its syntax error. */
  async load(code: string, wrap: Wrap): Promise<CodeError | null> {
    this.arity = wrap.arity;
    const reply = await this.ask<null>({ type: 'load', code, ...wrap }, (data) =>
      data.type === 'ready' ? { ok: true, value: null } : null,
    );
    return reply.ok ? null : reply.error;
  }

  /** The function's two results for each call (`arity` numbers each), or where it failed. */
  solve(inputs: readonly number[]): Promise<Reply<number[]>> {
    const outputs = (inputs.length / this.arity) * 2;
    return this.ask<number[]>({ type: 'solve', inputs: [...inputs] }, ({ type, outputs: value }) =>
      type === 'solved' && numbers(value) && value.length === outputs ? { ok: true, value } : null,
    );
  }

  /** The chapter's frames run in the sandbox with the reader's function, from `start`: every call they made. */
  ahead(start: AheadStart): Promise<Reply<Ahead>> {
    const arity = this.arity;
    return this.ask<Ahead>({ type: 'frames', start }, (data) => {
      const { calls, frames, failed } = data;
      if (data.type !== 'ahead' || !numbers(calls) || calls.length % (arity + 2) !== 0) return null;
      if (!Number.isInteger(frames)) return null;
      if (failed === null) return { ok: true, value: { calls, frames: frames as number, failed: null } };
      const f = failed as Record<string, unknown> | null;
      const error = codeErrorOf(f?.error);
      if (!error || !numbers(f?.inputs) || f.inputs.length !== arity) return null;
      return { ok: true, value: { calls, frames: frames as number, failed: { inputs: f.inputs, error } } };
    });
  }

  dispose(): void {
    window.removeEventListener('message', this.listen);
    this.settle({ ok: false, error: { kind: 'stopped' } });
    this.frame.remove();
  }
}
