// Where the total momentum jumps. Between balls momentum is conserved (to rounding); only a push from
// outside the system changes it: a wall. The chart marks those frames and says why.
import type { Totals } from './SimulationClock';

/** Below this share of the largest momentum any ball could carry, a change is rounding. */
const ROUNDING = 1e-6;

/**
 * The frames (of consecutive rows) at which the total momentum changed by more than rounding.
 * `mass` is the system's total mass: √(2·M·E) bounds the sum of the balls' |p|, the scale rounding
 * errors are measured against (the total itself may be 0).
 */
export function wallJumps(totals: readonly Totals[], mass: number): number[] {
  let energy = 0;
  for (const row of totals)
    if (Number.isFinite(row.kineticEnergy)) energy = Math.max(energy, row.kineticEnergy);
  const tolerance = ROUNDING * Math.sqrt(2 * mass * energy);
  const frames: number[] = [];
  for (let k = 1; k < totals.length; k++) {
    const [before, after] = [totals[k - 1] as Totals, totals[k] as Totals];
    if (after.frame !== before.frame + 1) continue;
    const change = Math.hypot(after.momentumX - before.momentumX, after.momentumY - before.momentumY);
    if (change > tolerance) frames.push(after.frame);
  }
  return frames;
}
