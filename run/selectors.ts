// What a view shows of a live run, as pure functions of a frozen snapshot: (snapshot) → value. Each
// reads the run's record at the snapshot's frame; the record is append-only and frames at or below
// the furthest reached never change, so a selector gives the same value at the same (run version,
// frame) however the player got there (test/run/selectors.property.test.ts). Views call them
// through components/widget/useRun; tests call them directly.
import type { Ball, CollisionEvent, Contact, World } from '@/physics';
import type { LedgerRow } from './ledgerRows';
import type { CollisionSnapshot } from './marks';
import { type CutShortFrame, countUpTo, framesUpTo, type Totals } from './record';
import type { SimulationRun } from './run';
import type { Snapshot } from './signals';

/** What a live run's snapshot shows beside the cursor (captured by components/simulation/SimulationClock). */
export interface RunView {
  readonly run: SimulationRun;
  /** A new number after each edit, undo, redo or new start. */
  readonly runVersion: number;
  /** Whether playing stops on a frame with a collision. */
  readonly pauseAtCollisions: boolean;
  /** Source 004's restart speed (physics/engine/restart.ts), and how many times the worlds restarted. */
  readonly restartBelow: number | null;
  readonly restarts: number;
  /** Whether the last edit forgot frames the run had reached after it. */
  readonly editCut: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The set-up changes in force, oldest first: their frames. */
  readonly editFrames: readonly number[];
  /** Per world: its size and settings, as the set-up has them at the frame on screen. */
  readonly worlds: readonly WorldShape[];
}

export interface WorldShape {
  readonly count: number;
  readonly width: number;
  readonly height: number;
  readonly restitution: number;
  readonly contact: Contact;
  /** The balls' total mass (it changes only with an edit, a new version). */
  readonly mass: number;
}

export type RunSnapshot = Snapshot<RunView>;

/** Frames the chart shows: the last thousand and the one on screen. */
export const HISTORY_FRAMES = 1001;

const recordOf = (s: RunSnapshot, world: number) => s.view.run.records[world];

/** How many collisions world `world` has had up to the frame on screen. */
export const ledgerCount = (s: RunSnapshot, world = 0): number => recordOf(s, world)?.count(s.frame) ?? 0;

/** Every whole collision up to the frame on screen (it makes every row: for tests and tools). */
export const ledgerWhole = (s: RunSnapshot, world = 0): readonly LedgerRow[] =>
  recordOf(s, world)?.upTo(s.frame) ?? [];

/** The latest collision up to the frame on screen (undefined before the first). */
export const lastCollision = (s: RunSnapshot, world = 0): LedgerRow | undefined =>
  recordOf(s, world)?.lastUpTo(s.frame);

/** Rows `from` to `to` (not included) of world `world`'s collisions, 0 its first (old ones replayed). */
export const ledgerRows = (s: RunSnapshot, world: number, from: number, to: number): readonly LedgerRow[] =>
  recordOf(s, world)?.rowsFrom(from, Math.min(to, ledgerCount(s, world))) ?? [];

/** The collisions of the frames after `from` up to the frame on screen, oldest first. */
export const collisionsAfter = (s: RunSnapshot, world: number, from: number): LedgerRow[] =>
  recordOf(s, world)?.after(from, s.frame) ?? [];

/** Collisions of the frame on screen in world `world` (none once they are old). */
export const collisionsNow = (s: RunSnapshot, world = 0): readonly CollisionEvent[] =>
  recordOf(s, world)?.at(s.frame) ?? [];

/** How many collisionsNow holds, without making them (a crowd's frame has hundreds). */
export const collisionCountNow = (s: RunSnapshot, world = 0): number =>
  recordOf(s, world)?.countWholeAt(s.frame) ?? 0;

/** Momentum and kinetic energy of the last HISTORY_FRAMES frames up to the one on screen, oldest first. */
export const totalsWindow = (s: RunSnapshot, world = 0): readonly Totals[] =>
  recordOf(s, world)?.totals(s.frame - HISTORY_FRAMES + 1, s.frame) ?? [];

/** How many collisions every world has had together up to `frame` (a frame may hold several). */
export const collisionsUpTo = (s: RunSnapshot, frame: number): number =>
  s.view.run.records.reduce((sum, r) => sum + r.count(frame), 0);

/** The frames with a collision in any world, up to the furthest the player can go to. */
export const markedFrames = (s: RunSnapshot): readonly number[] => {
  const frames = s.view.run.marks.frames;
  return frames.slice(0, framesUpTo(frames, s.lastFrame));
};

/** How many frames up to the one on screen ran out of exact contact's budget, and the latest. */
export const cutShort = (s: RunSnapshot): { count: number; last: CutShortFrame | undefined } => {
  const cuts = s.view.run.records
    .flatMap((r) => r.cuts.slice(0, countUpTo(r.cuts, s.frame)))
    .sort((a, b) => a.frame - b.frame);
  return { count: cuts.length, last: cuts.at(-1) };
};

/** cutShort's count alone. */
export const cutShortCount = (s: RunSnapshot): number =>
  s.view.run.records.reduce((sum, r) => sum + countUpTo(r.cuts, s.frame), 0);

/** The last frame with collisions up to the one on screen, whole, in a small world. */
export const lastCollisionFrame = (s: RunSnapshot, world = 0): CollisionSnapshot | undefined =>
  s.view.run.lastCollisionFrame(world, s.frame);

/** What `read` says of world `world` as it is at the frame on screen (run.readAt). */
export const worldAt = <T>(s: RunSnapshot, world: number, read: (w: World) => T): T | undefined =>
  s.view.run.readAt(world, s.frame, read);

/** The balls of world `world` at the frame on screen, copies. */
export const ballsAt = (s: RunSnapshot, world = 0): readonly Ball[] =>
  worldAt(s, world, (w) => w.balls()) ?? [];

/** Momentum, energy, overlaps and stuck pairs of world `world` at the frame on screen. */
export const metricsAt = (s: RunSnapshot, world = 0) => worldAt(s, world, (w) => w.metrics());

/** The total mass of world `world`. */
export const massOf = (s: RunSnapshot, world = 0): number => s.view.worlds[world]?.mass ?? 0;

/** The whole snapshot: a view that re-renders on every announcement. */
export const whole = <S>(s: S): S => s;
export const frameOf = (s: Snapshot): number => s.frame;
export const isPlaying = (s: Snapshot): boolean => s.playing;

/** Whether a recorded frame can be shown: any frame of the run but the one on screen. */
export const canGoTo = (s: Snapshot, frame: number): boolean =>
  frame !== s.frame && frame >= 0 && frame <= s.lastFrame;
