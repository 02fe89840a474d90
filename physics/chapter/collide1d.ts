// Collisions along one axis: the textbook elastic formula, the chapter's vxTotal shortcut, and the
// same with a coefficient of restitution. Each takes masses m0, m1 and velocities v0, v1 on the axis.
// They trust their inputs: the site's elastic1D, elastic1DShortcut and restitution1D check them first
// (physics/setup/checked.ts), collide() checks its balls once for all of its stages.

/** Both final velocities from conservation of momentum and kinetic energy, each from its formula. */
export function elastic1DUnchecked(m0: number, v0: number, m1: number, v1: number): [number, number] {
  // #region elastic1D
  const v0Final = ((m0 - m1) * v0 + 2 * m1 * v1) / (m0 + m1);
  const v1Final = ((m1 - m0) * v1 + 2 * m0 * v0) / (m0 + m1);
  // #endregion elastic1D
  return [v0Final, v1Final];
}

/** The chapter's shortcut: one formula, then the relative velocity, which an elastic bounce reverses. */
export function elastic1DShortcutUnchecked(m0: number, v0: number, m1: number, v1: number): [number, number] {
  return shortcut(m0, v0, m1, v1);
}

/**
 * The heavier ball goes in as ball 0. The second velocity comes from a difference (vxTotal + v0Final)
 * and so carries a rounding error the size of the speeds: harmless for the lighter ball, but for a
 * ball 10⁷ times heavier that error times its mass would break the conservation of momentum.
 */
function shortcut(m0: number, v0: number, m1: number, v1: number): [number, number] {
  if (m1 > m0) {
    const [v1Final, v0Final] = shortcutFormula(m1, v1, m0, v0);
    return [v0Final, v1Final];
  }
  return shortcutFormula(m0, v0, m1, v1);
}

function shortcutFormula(m0: number, v0: number, m1: number, v1: number): [number, number] {
  // #region elastic1DShortcut
  const vxTotal = v0 - v1;
  const v0Final = ((m0 - m1) * v0 + 2 * m1 * v1) / (m0 + m1);
  const v1Final = vxTotal + v0Final;
  // #endregion elastic1DShortcut
  return [v0Final, v1Final];
}

/**
 * e = 1 is elastic (the chapter's shortcut runs), e = 0 leaves both with the common velocity. Without
 * checks, for collide(): its balls are already checked, and velocities turned onto the line of
 * centres may exceed the per-component limit by up to √2.
 */
export function restitution1DUnchecked(
  m0: number,
  v0: number,
  m1: number,
  v1: number,
  e: number,
): [number, number] {
  // #region restitution1D
  if (e === 1) return shortcut(m0, v0, m1, v1);
  const vCommon = (m0 * v0 + m1 * v1) / (m0 + m1); // the centre of mass keeps its velocity
  const vxTotal = v0 - v1; // the relative velocity, reversed and scaled by e
  return [vCommon - e * vxTotal * (m1 / (m0 + m1)), vCommon + e * vxTotal * (m0 / (m0 + m1))];
  // #endregion restitution1D
}
