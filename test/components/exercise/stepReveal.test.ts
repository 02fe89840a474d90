// A derivation's reveal as rules (components/exercise/stepState.ts) and its moves as geometry (flip.ts):
// what each button does to the steps shown, which step's terms move, where a term starts and where it
// is on the way.
import { describe, expect, it } from 'vitest';
import { flipOffset, flipTransform, termSources } from '@/components/exercise/flip';
import { canDo, movingStep, type StepAction, stepsAfter } from '@/components/exercise/stepState';

describe('the steps shown', () => {
  it('Next adds one, Previous takes one away, Show all shows all, Start again the first', () => {
    expect(stepsAfter(1, 5, 'next')).toBe(2);
    expect(stepsAfter(5, 5, 'next')).toBe(5);
    expect(stepsAfter(3, 5, 'previous')).toBe(2);
    expect(stepsAfter(1, 5, 'previous')).toBe(1);
    expect(stepsAfter(2, 5, 'all')).toBe(5);
    expect(stepsAfter(4, 5, 'restart')).toBe(1);
  });

  it('never leaves 1 to total, whatever the presses (and an empty derivation at 0)', () => {
    const actions: StepAction[] = ['next', 'previous', 'all', 'restart'];
    for (const total of [0, 1, 2, 7]) {
      let shown = Math.min(1, total);
      for (let press = 0; press < 200; press++) {
        const action = actions[(press * 7 + (press >> 2)) % 4] as StepAction;
        const next = stepsAfter(shown, total, action);
        expect(canDo(shown, total, action)).toBe(next !== shown);
        shown = next;
        expect(shown).toBeGreaterThanOrEqual(Math.min(1, total));
        expect(shown).toBeLessThanOrEqual(total);
      }
    }
  });

  it('moves the terms only of the one step Next adds', () => {
    expect(movingStep(1, 2)).toBe(1); // the second step (0-based 1) appears under the first
    expect(movingStep(4, 5)).toBe(4);
    expect(movingStep(1, 5)).toBeNull(); // Show all: many steps at once
    expect(movingStep(3, 2)).toBeNull(); // back
    expect(movingStep(5, 1)).toBeNull(); // start again
    expect(movingStep(0, 1)).toBeNull(); // the first step has no step before
  });
});

describe('a term’s move (FLIP)', () => {
  const from = { left: 100, top: 50, width: 40, height: 20 };
  const to = { left: 20, top: 150, width: 20, height: 20 };

  it('starts centred over the term it comes from', () => {
    // centres (120, 60) and (30, 160): the new term starts 90 px right of and 100 px above its place
    expect(flipOffset(from, to)).toEqual({ x: 90, y: -100 });
    expect(flipOffset(to, to)).toEqual({ x: 0, y: 0 });
  });

  it('is at the start at 0, half way at ½, at rest (no transform) at 1 and beyond', () => {
    const offset = flipOffset(from, to);
    expect(flipTransform(offset, 0)).toBe('translate(90px, -100px)');
    expect(flipTransform(offset, 0.5)).toBe('translate(45px, -50px)');
    expect(flipTransform(offset, 0.25)).toBe('translate(67.5px, -75px)');
    expect(flipTransform(offset, 1)).toBe('');
    expect(flipTransform(offset, 1.2)).toBe(''); // an eased overshoot does not pass the place
    expect(flipTransform(offset, -0.1)).toBe('translate(90px, -100px)');
    expect(flipTransform({ x: 0.001, y: -0.001 }, 0.5)).toBe('translate(0px, 0px)'); // never "-0px"
  });

  it('comes from the nearest earlier step that has a term of its name', () => {
    const names = [['v0p', 'v1'], ['v1'], [], ['v0p', 'v1', 'new']];
    expect(termSources(names, 3)).toEqual(
      new Map([
        ['v0p', 0],
        ['v1', 1],
      ]),
    );
    expect(termSources(names, 0)).toEqual(new Map());
    expect(termSources(names, 9)).toEqual(new Map());
  });
});
