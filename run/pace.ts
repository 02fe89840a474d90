// Whether a playing clock keeps up with real time. The clock reports, tick by tick, how many frames
// were due and how many it computed (it drops the backlog when the steps overrun their budget, so a
// slow computer runs the simulation slower instead of spiralling); over windows of about a second
// this says at what share of the chosen speed it ran, and whether to tell the reader.

/** Wall-clock time the steps of one animation frame may take before the backlog is dropped. */
export const STEP_BUDGET_MS = 10;
/** The rate is measured over this much wall-clock time, so the note changes at most this often. */
const WINDOW_MS = 1000;
/** Behind below this share of the chosen speed; keeping up again from KEEPING_UP (no flicker). */
const BEHIND_BELOW = 0.9;
const KEEPING_UP = 0.97;

export class Pace {
  private wallMs = 0;
  private due = 0;
  private done = 0;
  /** Share of the chosen speed the simulation runs at, as last told (1 when keeping up). */
  rate = 1;
  behind = false;

  /** Start measuring afresh (play, reset): the last window says nothing about the next. */
  restart(): void {
    this.wallMs = 0;
    this.due = 0;
    this.done = 0;
    this.rate = 1;
    this.behind = false;
  }

  /** One tick: wall time, frames due at the chosen speed, frames computed. True when what the
   *  reader is told changes (behind or not, or the rate shown while behind). */
  record(elapsedMs: number, dueFrames: number, doneFrames: number): boolean {
    this.wallMs += elapsedMs;
    this.due += dueFrames;
    this.done += doneFrames;
    if (this.wallMs < WINDOW_MS || this.due <= 0) return false;
    const rate = Math.min(1, this.done / this.due);
    this.wallMs = 0;
    this.due = 0;
    this.done = 0;
    const behind = this.behind ? rate < KEEPING_UP : rate < BEHIND_BELOW;
    // The rate shown moves only by a tenth or more, so a note read aloud does not chatter.
    const moved = Math.abs(rate - this.rate) >= 0.1;
    const changed = behind !== this.behind || (behind && moved);
    if (changed || !behind) this.rate = behind ? rate : 1;
    this.behind = behind;
    return changed;
  }
}
