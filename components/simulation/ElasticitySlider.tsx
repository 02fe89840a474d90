'use client';
// Elasticity (the coefficient of restitution e) as a slider from 0 to 1 in steps of 0.01, for the
// playground and for a figure's "elasticity" panel. A change starts the run again (the note says so).
import { useMessages } from '@/components/i18n/MessagesProvider';
import { Slider } from '@/components/ui/Slider';
import { useRun } from '@/components/widget/useRun';
import { format } from '@/lib/format';
import { LIMITS } from '@/physics';
import type { RunSnapshot } from '@/run';
import type { SimulationClock } from './SimulationClock';

export function ElasticitySlider({ value, onChange }: { value: number; onChange: (e: number) => void }) {
  const t = useMessages().lab;
  return (
    <Slider
      label={t.elasticity}
      value={value}
      min={LIMITS.restitution.min}
      max={LIMITS.restitution.max}
      step={0.01}
      onChange={onChange}
      valueText={format(t.elasticityValue, { e: String(value) })}
      note={t.elasticityNote}
    />
  );
}

const restitutionOf = (s: RunSnapshot) => s.view.worlds[0]?.restitution ?? 1;

/** The slider of a figure's world: e is kept once, in the world's options, and read from there. */
export function WorldElasticity({
  clock,
  onChange,
}: {
  clock: SimulationClock;
  onChange: (e: number) => void;
}) {
  // a new e replaces the world, which the clock announces; a readout does not render the slider
  const e = useRun(clock.player, restitutionOf);
  return <ElasticitySlider value={e} onChange={onChange} />;
}
