// The kinetic energy a collision should lose, predicted from its trace: ΔKE = −½(1 − e²)μu², with μ
// the reduced mass and u the closing speed along the line of centres (the trace's rotated velocities).
// The ledger sets it beside the loss it measures, so a class can check the formula collision by collision.
import type { CollisionTrace } from '../chapter/collide';

/** μ = m0·m1 / (m0 + m1): the mass that the relative motion of two balls behaves as. */
export const reducedMass = (m0: number, m1: number) => (m0 * m1) / (m0 + m1);

/** −½(1 − e²)μu²: the change of kinetic energy of a bounce with restitution e and closing speed u. */
export const bounceEnergyChange = (e: number, m0: number, m1: number, u: number) =>
  -0.5 * (1 - e * e) * reducedMass(m0, m1) * u * u;

/**
 * The change in the pair's kinetic energy the formula predicts for this collision (0 or negative).
 * - A bounce with restitution e: −½(1 − e²)μu², u = vel0.x − vel1.x before the solve. The 1D formula
 *   gives this loss whatever the sign of u, so with the chapter's separations it matches what is
 *   measured even for a pair that was already moving apart (which the formula then turns back).
 * - The robust separation does not bounce a pair that is moving apart: the prediction is then 0.
 * - A stuck pair (stick.ts) has no spin to keep the sliding along the tangent either, so it loses
 *   ½μ(u² + w²) with w = vel0.y − vel1.y; for a head-on meeting (w = 0) that is ½μu², the formula with e = 0.
 */
export function predictedEnergyChange(trace: CollisionTrace): number {
  const { a, b } = trace.rotateBack; // the masses: the bodies' masses for a stuck pair
  const u = trace.rotate.vel0.x - trace.rotate.vel1.x;
  if (trace.stick) {
    const w = trace.rotate.vel0.y - trace.rotate.vel1.y;
    return -0.5 * reducedMass(a.mass, b.mass) * (u * u + w * w);
  }
  if (trace.separation === 'robust' && !trace.solve.approaching) return 0;
  return bounceEnergyChange(trace.restitution, a.mass, b.mass, u);
}
