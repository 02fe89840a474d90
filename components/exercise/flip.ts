// The geometry of a term's move between two steps of a derivation (FLIP: first, last, invert, play).
// A marked term of the new step (KaTeX's \htmlData{move=name}) starts where the term of that name
// stands in an earlier step and slides to its own place; these functions say where it starts and
// where it is at each moment of the move. Pure: the DOM is measured and written by useTermMoves.ts.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

/** From `to` back to `from`, centre to centre: a term that changes width (m₀v₀′ → v₀′) stays centred. */
export function flipOffset(from: Box, to: Box): Offset {
  return {
    x: from.left + from.width / 2 - (to.left + to.width / 2),
    y: from.top + from.height / 2 - (to.top + to.height / 2),
  };
}

/** The transform at `progress` (0: over its place in the earlier step, 1: at its own place). */
export function flipTransform(offset: Offset, progress: number): string {
  const left = 1 - Math.min(1, Math.max(0, progress));
  const round = (n: number) => Math.round(n * left * 100) / 100 + 0; // + 0: no "-0px"
  return left === 0 ? '' : `translate(${round(offset.x)}px, ${round(offset.y)}px)`;
}

/**
 * For each marked term of step `step` (names per step, in order), the earlier step it comes from: the
 * nearest one before that has a term of the same name. A name no earlier step has does not move.
 */
export function termSources(names: readonly (readonly string[])[], step: number): Map<string, number> {
  const sources = new Map<string, number>();
  for (const name of names[step] ?? []) {
    for (let earlier = step - 1; earlier >= 0; earlier--) {
      if (names[earlier]?.includes(name)) {
        sources.set(name, earlier);
        break;
      }
    }
  }
  return sources;
}
