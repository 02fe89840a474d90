'use client';
// For lessons: one of the sources' mistakes running next to the fixed code, from the same start and
// on one clock, with the numbers that tell them apart: <MistakeDemo mistake="shortcut-sign" title="…" />.
import { useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { isMistakeName, MISTAKES, type MistakeName } from '@/components/mistakes/cases';
import { MistakeClock } from '@/components/mistakes/MistakeClock';
import { MistakePanel } from '@/components/mistakes/MistakePanel';
import { RecordedControls } from '@/components/mistakes/RecordedControls';
import { clockShortcuts } from '@/components/widget/keyboard';
import { useAnimation } from '@/components/widget/useAnimation';
import { useClock } from '@/components/widget/useClock';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
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
  const t = useMessages();
  const m = t.mistakes;
  const root = useRef<HTMLElement>(null);
  const [clock] = useState(() => MistakeClock.of(mistake, seed, start));
  // No root: a demo keeps playing to the end of its recording while scrolled away. Also re-renders
  // the panels, which read the clock, on every change.
  useAnimation(clock);
  useClock(clock); // the panels read the clock: re-render them as it moves
  return (
    <WidgetFrame
      className="compare mistake-demo"
      title={title}
      shortcuts={clockShortcuts(clock, t.keys, true)}
      root={root}
      data-mistake={mistake}
    >
      <div className="compare-grid widget-stage">
        <MistakePanel
          clock={clock}
          side={0}
          labels={{ side: m.broken, what: m.cases[mistake].broken, untraced: m.untraced.broken }}
        />
        <MistakePanel
          clock={clock}
          side={1}
          labels={{ side: m.fixed, what: m.cases[mistake].fixed, untraced: m.untraced.broken }}
        />
      </div>
      <RecordedControls clock={clock} />
    </WidgetFrame>
  );
}
