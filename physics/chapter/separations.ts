// The four ways to move two overlapping balls apart, all along the line of centres after the rotate
// stage (ball a at pos0, ball b at pos1 on the +x side). Each returns the new x of both balls.
import type { Separation } from './ball';
import type { Vec } from './vector';

export interface SeparationInput {
  pos0: Vec;
  pos1: Vec;
  /** New velocities along the line, from the solve stage. */
  vx0: number;
  vx1: number;
  /** radiiSum - |pos0.x - pos1.x|: how deep the balls overlap. */
  overlap: number;
  r0: number;
  r1: number;
  m0: number;
  m1: number;
}

export function separate(kind: Separation, input: SeparationInput): [number, number] {
  return SEPARATE[kind](input);
}

// #region separate-naive
/** Billiard3/4: add the new velocities to the positions and hope that is enough. */
function separateNaive({ pos0, pos1, vx0, vx1 }: SeparationInput): [number, number] {
  return [pos0.x + vx0, pos1.x + vx1];
}
// #endregion separate-naive

// #region separate-overlap
/** MultiBilliard2: move out of the overlap, each ball by its share of the total speed (absV). */
function separateOverlap({ pos0, pos1, vx0, vx1, overlap }: SeparationInput): [number, number] {
  const absV = Math.abs(vx0) + Math.abs(vx1);
  // Both at rest along the line: the chapter divides by zero here; split the overlap evenly instead.
  if (absV === 0) return [pos0.x - overlap / 2, pos1.x + overlap / 2];
  return [pos0.x + (vx0 / absV) * overlap, pos1.x + (vx1 / absV) * overlap];
}
// #endregion separate-overlap

// #region separate-radius
/** Source 004: split the overlap in proportion to the radii, so the larger ball moves further. */
function separateRadius({ pos0, pos1, overlap, r0, r1 }: SeparationInput): [number, number] {
  const radiiSum = r0 + r1;
  return [pos0.x - (overlap * r0) / radiiSum, pos1.x + (overlap * r1) / radiiSum];
}
// #endregion separate-radius

// #region separate-robust
/** Ours: push apart by the whole overlap, the lighter ball further (each moves by the other's share). */
function separateRobust({ pos0, pos1, overlap, m0, m1 }: SeparationInput): [number, number] {
  const heavier = Math.max(m0, m1); // shares from masses scaled to at most 1
  const w0 = m0 / heavier;
  const w1 = m1 / heavier;
  return [pos0.x - (overlap * w1) / (w0 + w1), pos1.x + (overlap * w0) / (w0 + w1)];
}
// #endregion separate-robust

const SEPARATE: Record<Separation, (input: SeparationInput) => [number, number]> = {
  naive: separateNaive,
  overlap: separateOverlap,
  radius: separateRadius,
  robust: separateRobust,
};
