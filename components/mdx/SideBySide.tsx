'use client';
// For lessons: one scenario run side by side with one option varied, e.g.
// <SideBySide title="…" scenario="sticky-three" vary="separation" values="naive overlap" />.
import { Compare } from '@/components/compare/Compare';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { METHODS, type Method, type ScenarioName, SEPARATIONS, type Separation, scenario } from '@/physics';

interface Props {
  title: string;
  scenario: ScenarioName;
  seed?: number;
  vary?: 'separation' | 'method';
  /** Space-separated option names, two to four. */
  values?: string;
}

export function SideBySide({
  title,
  scenario: name,
  seed,
  vary = 'separation',
  values = 'naive overlap',
}: Props) {
  const m = useMessages();
  const start = scenario(name, seed);
  const list = values.split(/\s+/).filter(Boolean);
  const known: readonly string[] = vary === 'method' ? METHODS : SEPARATIONS;
  const unknown = list.find((v) => !known.includes(v));
  if (unknown || list.length < 2) {
    throw new Error(`SideBySide: values must be 2 to 4 of ${known.join(', ')} (got "${values}")`);
  }
  const panels = list.map((value) =>
    vary === 'method'
      ? { label: m.methods[value as Method], options: { ...start, method: value as Method } }
      : { label: m.separations[value as Separation], options: { ...start, separation: value as Separation } },
  );
  return <Compare title={title} panels={panels} />;
}
