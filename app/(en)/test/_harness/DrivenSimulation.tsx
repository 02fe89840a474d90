'use client';
// A Simulation figure whose clock the browser tests drive: the same figure as in the lessons, on a
// SimulationClock whose handle (DrivenClock.ts) is put on window.billiardClocks[name]. Used only by the pages under app/(en)/test/.
import { useEffect, useState } from 'react';
import { SimulationFigure, type SimulationFigureProps } from '@/components/simulation/Simulation';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { type ScenarioName, scenario } from '@/physics';
import { drivenHandle } from './DrivenClock';

interface Props extends Omit<SimulationFigureProps, 'clock'> {
  /** The clock's name on window.billiardClocks. */
  name: string;
  scenario: ScenarioName;
  seed?: number;
  /** As the Simulation's restartBelow (source 004's restart). */
  restartBelow?: number;
}

export function DrivenSimulation({ name, scenario: scenarioName, seed, restartBelow, ...figure }: Props) {
  const [clock] = useState(() => {
    const driven = new SimulationClock([scenario(scenarioName, seed)]);
    driven.setRestartBelow(restartBelow ?? null);
    return driven;
  });
  useEffect(() => {
    const w = window as unknown as { billiardClocks?: Record<string, ReturnType<typeof drivenHandle>> };
    w.billiardClocks = { ...w.billiardClocks, [name]: drivenHandle(clock) };
  }, [clock, name]);
  return <SimulationFigure {...figure} clock={clock} />;
}
