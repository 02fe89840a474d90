'use client';
// For lessons: one of the sources' mistakes running next to the fixed code, from the same start and
// on one clock, with the numbers that tell them apart: <MistakeDemo mistake="shortcut-sign" title="…" />.
import { useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { isMistakeName, MISTAKES, type MistakeName } from '@/components/mistakes/cases';
import { MistakeClock } from '@/components/mistakes/MistakeClock';
import { handleMistakeKeys, MistakeControls } from '@/components/mistakes/MistakeControls';
import { MistakePanel } from '@/components/mistakes/MistakePanel';
import { useMistakeAnimation, useMistakeVersion } from '@/components/mistakes/useMistakeClock';
import { FullscreenButton } from '@/components/simulation/FullscreenButton';
import { format } from '@/lib/format';

interface Props {
  mistake: string;
  title: string;
  seed?: number;
}

export function MistakeDemo({ mistake, title, seed }: Props) {
  const t = useMessages().mistakes;
  if (!isMistakeName(mistake)) {
    return (
      <div className="widget widget-error" role="alert">
        {format(t.unknown, { name: mistake, known: MISTAKES.join(', ') })}
      </div>
    );
  }
  return <LiveMistakeDemo key={`${mistake}-${seed}`} mistake={mistake} title={title} seed={seed} />;
}

function LiveMistakeDemo({ mistake, title, seed }: { mistake: MistakeName; title: string; seed?: number }) {
  const t = useMessages();
  const root = useRef<HTMLElement>(null);
  const [clock] = useState(() => MistakeClock.of(mistake, seed));
  useMistakeVersion(clock);
  useMistakeAnimation(clock);
  return (
    <section
      className="widget compare mistake-demo"
      ref={root}
      aria-label={title}
      data-mistake={mistake}
      onKeyDown={(e) => handleMistakeKeys(clock, e)}
    >
      <div className="widget-bar">
        <p className="widget-title">{title}</p>
        <FullscreenButton target={root} />
      </div>
      <div className="compare-grid" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <MistakePanel clock={clock} side={0} name={mistake} />
        <MistakePanel clock={clock} side={1} name={mistake} />
      </div>
      <MistakeControls clock={clock} />
      <p className="note shortcuts">
        {t.simulation.shortcuts}. {t.mistakes.boxNote}
      </p>
    </section>
  );
}
