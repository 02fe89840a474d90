// The playground's set-up over its run: the link's options are frame 0's, and each change from a frame
// on (linkEdits.ts) becomes one set-up edit (components/setupEdit.ts) of the figure's clock.
import type { SetupEdit } from '@/components/setupEdit';
import type { Ball, WorldOptions } from '@/physics';
import { type Setup, type SetupChange, setupAfter, withChange } from './linkEdits';
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

/** Each change as the clock's edit: the whole world's options after it, tagged with the change. */
export function setupEditsOf(
  state: PlaygroundState,
): { frame: number; options: WorldOptions[]; tag: SetupChange }[] {
  const changes = state.edits ?? [];
  return changes.map((change, k) => ({
    frame: change.frame,
    options: [worldOptionsOf({ ...state, ...setupAfter(state, changes, k + 1) })],
    tag: change,
  }));
}

/**
 * What a playground link's figure is given, on the playground and in its embed alike: the world, the
 * play choices and the set-up edits, each kept in the link when the reader changes it.
 */
export function playgroundFigure(state: PlaygroundState, update: (next: PlaygroundState) => void) {
  return {
    ...worldOptionsOf(state),
    highlightStuck: true,
    speed: state.speed,
    pauseAtCollisions: state.pauseAtCollisions,
    onPlayChange: (play: Pick<PlaygroundState, 'speed' | 'pauseAtCollisions'>) =>
      update({ ...state, ...play }),
    onStartChange: (balls: Ball[]) => update(withEditedBalls(state, balls)),
    setupEdits: setupEditsOf(state),
    onSetupEditsChange: (edits: readonly SetupEdit[]) =>
      update({ ...state, edits: edits.length ? edits.map((e) => e.tag as SetupChange) : undefined }),
  };
}
