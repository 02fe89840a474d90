'use client';
// For lessons: one of the sources' mistakes running next to the fixed code, from the same start and
// on one clock, with the numbers that tell them apart: <MistakeDemo mistake="shortcut-sign" title="…" />.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { isMistakeName, MISTAKES, type MistakeName } from '@/components/mistakes/cases';
import { mistakeClockOf } from '@/components/mistakes/MistakeClock';
import { TwoSides } from '@/components/mistakes/TwoSides';
import { format } from '@/lib/format';
import type { WorldOptions } from '@/physics';

interface Props {
  mistake: string;
  title: string;
  seed?: number;
  /** Another start for both sides (an exercise's own numbers) instead of the demo's. */
  start?: WorldOptions;
}

export function MistakeDemo({ mistake, title, seed, start }: Props) {
  const messages = useMessages();
  const t = messages.mistakes;
  if (!isMistakeName(mistake)) {
    return (
      <div className="widget widget-error" role="alert">
        {format(t.unknown, { name: mistake, known: MISTAKES.join(messages.site.listSeparator) })}
      </div>
    );
  }
  return (
    <LiveMistakeDemo
      key={`${mistake}-${seed}-${JSON.stringify(start)}`}
      mistake={mistake}
      title={title}
      seed={seed}
      start={start}
    />
  );
}

function LiveMistakeDemo({
  mistake,
  title,
  seed,
  start,
}: {
  mistake: MistakeName;
  title: string;
  seed?: number;
  start?: WorldOptions;
}) {
  const m = useMessages().mistakes;
  const [clock] = useState(() => mistakeClockOf(mistake, seed, start));
  const { broken, fixed } = m.cases[mistake];
  return (
    <TwoSides
      clock={clock}
      title={title}
      labels={[
        { side: m.broken, what: broken, untraced: m.untraced.broken },
        { side: m.fixed, what: fixed, untraced: m.untraced.broken },
      ]}
      data={{ 'data-mistake': mistake }}
    />
  );
}
