// The chapter's ball, the one way balls are built, and the names of the methods and separations.
// Units are the chapter's: pixels and pixels per frame.

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  mass: number;
}

/**
 * A fresh ball with exactly these six fields. Balls are built here as literals, never by spreading
 * another object: spread copies got differing hidden shapes in V8 and made the pair loop ten times slower.
 */
export function makeBall(x: number, y: number, vx: number, vy: number, radius: number, mass: number): Ball {
  return { x, y, vx, vy, radius, mass };
}

export const copyBall = (b: Ball): Ball => makeBall(b.x, b.y, b.vx, b.vy, b.radius, b.mass);

/** How velocities are turned onto the line of centres: Billiard3/4, source 002, source 003. */
export const METHODS = ['rotation', 'projection', 'angle'] as const;
export type Method = (typeof METHODS)[number];

/** How two overlapping balls are moved apart: Billiard3/4, MultiBilliard2, source 004, ours. */
export const SEPARATIONS = ['naive', 'overlap', 'radius', 'robust'] as const;
export type Separation = (typeof SEPARATIONS)[number];
