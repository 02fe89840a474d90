'use client';
// For lesson 6: CH5EX7's 200 balls (source 003) run live twice from the same start, under the
// chapter's frame and under CH5EX7's own frame, with the stuck pairs of each:
// <FrameOrderCrowd title="…" />. The physics is predictedFrame.ts and world.ts, shared with the
// two-ball FrameOrder figure.
import { useId, useRef, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { MistakeCanvas } from '@/components/mistakes/MistakeCanvas';
import { RecordedControls } from '@/components/mistakes/RecordedControls';
import { clockShortcuts } from '@/components/widget/keyboard';
import { useAnimation } from '@/components/widget/useAnimation';
import { useClock } from '@/components/widget/useClock';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import { format, plural } from '@/lib/format';
import { FrameOrderCrowdClock } from './FrameOrderCrowdClock';

export function FrameOrderCrowd({ title }: { title: string }) {
  const keys = useMessages().keys;
  const root = useRef<HTMLElement>(null);
  const [clock] = useState(() => new FrameOrderCrowdClock());
  useAnimation(clock);
  useClock(clock); // re-renders the counts, which read the clock, on every change
  return (
    <WidgetFrame
      className="compare frame-order-crowd"
      title={title}
      shortcuts={clockShortcuts(clock, keys, true)}
      root={root}
    >
      <div className="compare-grid widget-stage">
        <CrowdPanel clock={clock} side={0} />
        <CrowdPanel clock={clock} side={1} />
      </div>
      <RecordedControls clock={clock} />
    </WidgetFrame>
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
