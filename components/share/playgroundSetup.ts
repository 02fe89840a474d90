// The playground's set-up over its run: the link's options are frame 0's, and its changes from frames
// on (run/setup.ts, written by linkEdits.ts) are the figure's clock's, the same value.
import type { WorldOptions } from '@/physics';
import { type Setup, type SetupChange, setupAfter, withChange } from '@/run';
import { type PlaygroundState, withEditedBalls, worldOptionsOf } from './linkState';

/** The set-up after every change: what the controls show. */
export function setupNow(state: PlaygroundState): PlaygroundState {
  return { ...state, ...setupAfter(state, state.edits) };
}

/** The state after the reader sets `set` at `frame`: at frame 0 the start changes (and the run with it). */
export function changeSetup(state: PlaygroundState, frame: number, set: Partial<Setup>): PlaygroundState {
  if (frame === 0) return { ...state, ...set, edits: undefined };
  return { ...state, edits: withChange(state.edits ?? [], frame, set) };
}

/** The state whose start is `start`: a figure's new start (an edit at frame 0, or its undo or redo). */
export function withStart(state: PlaygroundState, start: WorldOptions): PlaygroundState {
  const { method, separation, bounce, restitution, stick, walls, contact } = { ...state, ...start };
  const exact = contact === undefined ? state.exact : contact === 'exact';
  const settings = { method, separation, bounce, restitution, stick, walls, exact };
  return { ...withEditedBalls(state, start.balls), ...settings };
}

/**
 * What a playground link's figure is given, on the playground and in its embed alike: the world, the
 * play choices and the set-up edits, each kept in the link when the reader changes it. The figure's
 * news is applied to the state as it is by then (a new start and its edits can come in one moment).
 */
export function playgroundFigure(
  state: PlaygroundState,
  update: (next: (now: PlaygroundState) => PlaygroundState) => void,
) {
  return {
    ...worldOptionsOf(state),
    highlightStuck: true,
    speed: state.speed,
    pauseAtCollisions: state.pauseAtCollisions,
    onPlayChange: (play: Pick<PlaygroundState, 'speed' | 'pauseAtCollisions'>) =>
      update((now) => ({ ...now, ...play })),
    onStartChange: (start: WorldOptions) => update((now) => withStart(now, start)),
    setupEdits: state.edits ?? [],
    onSetupEditsChange: (edits: readonly SetupChange[]) =>
      update((now) => ({ ...now, edits: edits.length ? [...edits] : undefined })),
  };
}
