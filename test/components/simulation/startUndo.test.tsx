// @vitest-environment happy-dom
// An edit at frame 0 (of a ball here, of a setting by the page) makes a new start; Undo and Redo on the clock bring the starts back, and the page
// that keeps the start (the playground's link) hears each one, as it hears the edit itself.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { useStartEdits } from '@/components/simulation/useStartEdits';
import { scenario } from '@/physics';
import { withSettings } from '@/run';

describe('useStartEdits at frame 0', () => {
  it('tells the page of the edited start, of its undo and of its redo', () => {
    const start = scenario('billiard3');
    const clock = new SimulationClock([start]);
    const heard = vi.fn();
    const { result } = renderHook(() => useStartEdits(clock, start, heard));
    const ball = { ...(start.balls[1] as (typeof start.balls)[number]), vx: 2.5 };
    act(() => {
      expect(result.current.edit({ index: 1, ball, typed: 'vx' })).toBeNull();
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.lastCall?.[0].balls[1].vx).toBe(2.5);
    expect(result.current.current[1]?.vx).toBe(2.5);
    act(() => {
      expect(clock.undoEdit()).toBe(true);
    });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(heard.mock.lastCall?.[0].balls).toEqual(start.balls);
    expect(clock.worlds[0]?.balls()).toEqual(start.balls);
    act(() => {
      clock.undoEdit(true);
    });
    expect(heard.mock.lastCall?.[0].balls[1].vx).toBe(2.5);
  });

  it('tells the page of a setting changed at frame 0 (a new start made by the page) and of its undo', () => {
    const start = scenario('billiard3');
    const clock = new SimulationClock([start]);
    const heard = vi.fn();
    renderHook(() => useStartEdits(clock, start, heard));
    act(() => clock.replace([withSettings(start, { method: 'projection', exact: true })], true));
    expect(heard.mock.lastCall?.[0]).toMatchObject({ method: 'projection', contact: 'exact' });
    act(() => {
      clock.undoEdit();
    });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(heard.mock.lastCall?.[0]).toBe(start);
  });
});
