'use client';
// For lesson 6: CH5EX7's 200 balls (source 003) run live twice from the same start, under the
// chapter's frame and under CH5EX7's own frame, with the stuck pairs of each:
// <FrameOrderCrowd title="…" />. The physics is predictedFrame.ts and world.ts, shared with the
// two-ball FrameOrder figure.
import { useId, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { MistakeCanvas } from '@/components/mistakes/MistakeCanvas';
import { format, plural } from '@/lib/format';
import { FrameOrderCrowdClock } from './FrameOrderCrowdClock';
import { RecordedFigure } from './RecordedFigure';

export function FrameOrderCrowd({ title }: { title: string }) {
  const [clock] = useState(() => new FrameOrderCrowdClock());
  return (
    <RecordedFigure
      clock={clock}
      title={title}
      className="compare frame-order-crowd"
      panel={(side) => <CrowdPanel clock={clock} side={side} />}
    />
  );
}

function CrowdPanel({ clock, side }: { clock: FrameOrderCrowdClock; side: 0 | 1 }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.figures.frameOrder;
  const c = messages.figures.frameOrderCrowd;
  const id = useId();
  const name = side === 0 ? t.chapter : t.predicted;
  const code = side === 0 ? t.chapterCode : t.predictedCode;
  const stuck = clock.stuck(side);
  const most = clock.mostStuck(side);
  return (
    <section className="compare-panel" aria-label={name} data-order={side === 0 ? 'chapter' : 'predicted'}>
      <h3>
        {name}
        {messages.site.colon}
        <code>{code}</code>
      </h3>
      <MistakeCanvas clock={clock} side={side} label={name} describedBy={id} notANumberNote="" />
      <p id={id} className="visually-hidden">
        {format(plural(c.alt, stuck, locale), { side: name, frame: clock.frame, balls: clock.balls, stuck })}
      </p>
      <dl className="readout stuck-metrics">
        <dt>{c.stuckNow}</dt>
        <dd data-metric="stuck" className={stuck > 0 ? 'bad' : undefined}>
          {stuck}
        </dd>
        <dt>{c.mostStuck}</dt>
        <dd data-metric="stuck-most">{most}</dd>
      </dl>
    </section>
  );
}
