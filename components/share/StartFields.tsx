'use client';
// The fields that choose a start, shared by /playground and /compare: scenario, seed and, for a
// crowd, the number of balls.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { Choice } from '@/components/ui/Choice';
import { NumberField } from '@/components/ui/NumberField';
import { CROWD_LIMIT, CROWDS, SCENARIOS, type ScenarioName } from '@/physics';
import { MAX_SEED } from './linkState';

export interface Start {
  scenario: ScenarioName;
  seed: number;
  count?: number;
}

interface Props {
  start: Start;
  /** Number of balls the scenario has when no count is given. */
  ballsNow: number;
  onChange: (start: Start) => void;
}

export function StartFields({ start, ballsNow, onChange }: Props) {
  const m = useMessages();
  const t = m.playground;
  const set = (patch: Partial<Start>) => {
    const next = { ...start, ...patch };
    if (!CROWDS.includes(next.scenario)) delete next.count; // only a crowd takes a number of balls
    onChange(next);
  };
  return (
    <>
      <Choice
        label={t.scenario}
        value={start.scenario}
        options={SCENARIOS}
        names={m.scenarios}
        onChange={(scenario) => set({ scenario })}
      />
      <NumberField
        label={t.seed}
        value={start.seed}
        onChange={(seed) => set({ seed })}
        integer
        min={0}
        max={MAX_SEED}
        step={1}
      />
      {CROWDS.includes(start.scenario) && (
        <NumberField
          label={t.count}
          value={start.count ?? ballsNow}
          onChange={(count) => set({ count })}
          integer
          min={CROWD_LIMIT.min}
          max={CROWD_LIMIT.max}
          step={10}
        />
      )}
    </>
  );
}
