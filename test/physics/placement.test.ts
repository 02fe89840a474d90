// The rules for a ball a person places (table, drag, link) and the notes on a start, on
// hand-made cases: each rule fires exactly at its edge.
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  ballLimits,
  PhysicsInputError,
  placementProblem,
  scenario,
  sharedCentre,
  startNotes,
  validateBall,
} from '@/physics';
import { ball as byHand } from './support/balls';

/** A ball at rest of radius 20 and mass 1, unless told otherwise. */
const ball = (x: number, y: number, radius = 20, vx = 0, vy = 0, mass = 1) =>
  byHand(x, y, vx, vy, radius, mass);

describe('placementProblem', () => {
  it('accepts a ball wholly on the stage, touching the wall', () => {
    expect(placementProblem([ball(20, 380)], 0, 550, 400)).toBeNull();
    expect(placementProblem([ball(530, 20)], 0, 550, 400)).toBeNull();
  });

  it('refuses a ball sticking out, with the range its centre must keep', () => {
    expect(placementProblem([ball(50, 200, 200)], 0, 550, 400)).toEqual({
      code: 'outside',
      ball: 0,
      axis: 'x',
      min: 200,
      max: 350,
      got: 50,
    });
    expect(placementProblem([ball(100, 100), ball(100, 395)], 1, 550, 400)).toMatchObject({
      code: 'outside',
      ball: 1,
      axis: 'y',
      max: 380,
    });
  });

  it('refuses a radius too small to see or too big for the stage, and a mass the table cannot show', () => {
    expect(placementProblem([ball(100, 100, 1e-7)], 0, 550, 400)).toEqual({
      code: 'range',
      field: 'radius',
      ball: 0,
      min: 0.5,
      max: 200,
      got: 1e-7,
    });
    expect(placementProblem([ball(100, 100, 0.5)], 0, 550, 400)).toBeNull();
    expect(placementProblem([ball(100, 100, 20, 0, 0, 1e-4)], 0, 550, 400)).toMatchObject({ field: 'mass' });
    expect(placementProblem([ball(100, 100, 20, Number.NaN)], 0, 550, 400)).toMatchObject({
      code: 'finite',
      field: 'vx',
    });
  });

  it('allows a fast ball (startNotes explains it) but not one faster than the core takes', () => {
    expect(placementProblem([ball(100, 100, 20, 1e6)], 0, 550, 400)).toBeNull();
    expect(placementProblem([ball(100, 100, 20, 2e6)], 0, 550, 400)).toMatchObject({ field: 'vx', max: 1e6 });
  });

  it('refuses two balls at one centre, naming both', () => {
    const balls = [ball(100, 100), ball(300, 100), ball(100, 100, 10)];
    expect(placementProblem(balls, 2, 550, 400)).toEqual({ code: 'sameCentre', ball: 2, other: 0 });
    expect(sharedCentre(balls)).toEqual({ code: 'sameCentre', ball: 2, other: 0 });
    expect(sharedCentre([ball(100, 100), ball(100, 100.001)])).toBeNull();
    expect(sharedCentre([ball(0, 100), ball(-0, 100)])).toMatchObject({ code: 'sameCentre' });
  });

  it('ballLimits keeps the centre a radius from each wall', () => {
    expect(ballLimits(40, 550, 400)).toMatchObject({ x: { min: 40, max: 510 }, y: { min: 40, max: 360 } });
  });
});

describe('startNotes', () => {
  it('says when a ball moves more than its diameter in a frame', () => {
    expect(startNotes([ball(100, 100, 20, 40)])).toEqual([]);
    expect(startNotes([ball(100, 100, 20, 30, 30), ball(300, 100, 5, 11)])).toEqual([
      { code: 'tunnelling', ball: 0, speed: Math.hypot(30, 30), diameter: 40, more: 1 },
    ]);
  });

  it('says when a ball lies wholly inside another, and how deep the deepest other overlap is', () => {
    expect(startNotes([ball(100, 100, 50), ball(130, 100, 20)])).toEqual([
      { code: 'inside', ball: 1, other: 0, more: 0 },
    ]);
    // a link or an edit that only overlaps two balls is said too (issue 21): 39 px deep here
    expect(startNotes([ball(100, 100, 50), ball(131, 100, 20)])).toEqual([
      { code: 'overlap', ball: 0, other: 1, depth: 39, more: 0 },
    ]);
    expect(startNotes([ball(100, 100, 50), ball(170, 100, 20)])).toEqual([]); // touching is no overlap
    expect(startNotes([ball(100, 100), ball(100, 100)])).toMatchObject([{ code: 'inside' }]);
  });

  it('finds every nested pair a plain double loop finds, in a crowd', () => {
    const { balls } = scenario('twenty-large', 3, { count: 300 });
    let nested = 0;
    for (let i = 0; i < balls.length; i++)
      for (let j = i + 1; j < balls.length; j++) {
        const [a, b] = [balls[i] as Ball, balls[j] as Ball];
        if (Math.hypot(a.x - b.x, a.y - b.y) + Math.min(a.radius, b.radius) <= Math.max(a.radius, b.radius))
          nested++;
      }
    expect(nested).toBeGreaterThan(0);
    const note = startNotes(balls).find((n) => n.code === 'inside');
    expect(note ? note.more + 1 : 0).toBe(nested);
  });
});

describe('PhysicsInputError', () => {
  it('keeps its name and message and carries a code with the values', () => {
    try {
      validateBall(ball(100, 100, 1e-7), 'ball 0');
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(PhysicsInputError);
      const e = error as PhysicsInputError;
      expect(e.name).toBe('PhysicsInputError');
      expect(e.message).toBe('ball 0: radius must be between 1e-6 and 1e6 (got 1e-7)');
      expect(e.problem).toEqual({ code: 'range', field: 'radius', min: 1e-6, max: 1e6, got: 1e-7 });
    }
  });
});
