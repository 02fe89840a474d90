'use client';
// For lesson 6: the chapter's frame (move, then check) next to CH5EX7's predicted positions
// (update → testWalls → collide → render), from the same start on one clock, with the numbers that
// tell them apart: <FrameOrder title="…" scenario="glancing-pair" />. The chapter's side is a world,
// so its collisions open in the inspector; Previous/Next collision jump to either side's.
import { useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { InspectSide } from '@/components/mistakes/InspectSide';
import type { RecordedClock } from '@/components/mistakes/RecordedClock';
import { format, formatNumber, plural } from '@/lib/format';
import { type ScenarioName, scenario } from '@/physics';
import { frameOrderClock, orderStats } from './FrameOrderClock';
import { RecordedFigure } from './RecordedFigure';

interface Props {
  title: string;
  scenario?: ScenarioName;
}

export function FrameOrder({ title, scenario: name = 'glancing-pair' }: Props) {
  const [clock] = useState(() => frameOrderClock(scenario(name)));
  const t = useMessages().figures.frameOrder;
  const alt = (side: 0 | 1, sideName: string, frame: number) => {
    const [a, b] = clock.sides[side].balls(frame);
    const n = (x: number | undefined) => formatNumber(x ?? 0, 1);
    const { measure } = clock.sides[side].record(frame);
    return format(t.alt, {
      side: sideName,
      frame,
      x0: n(a?.x),
      y0: n(a?.y),
      x1: n(b?.x),
      y1: n(b?.y),
      overlap: formatNumber(measure.maxPenetration, 2),
    });
  };
  return (
    <RecordedFigure
      clock={clock}
      title={title}
      className="compare frame-order"
      alt={alt}
      panel={(side, frame) => <OrderNumbers clock={clock} side={side} frame={frame} />}
    />
  );
}

function OrderNumbers({ clock, side, frame }: { clock: RecordedClock; side: 0 | 1; frame: number }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.figures.frameOrder;
  const { evidence, measure } = clock.sides[side].record(frame);
  const stats = orderStats(clock.sides[side], frame);
  const verdict = stats.stuck
    ? format(plural(t.verdictStuck, stats.overlapFrames, locale), { frames: stats.overlapFrames })
    : stats.overlapFrames === 0
      ? t.verdictApart
      : format(plural(t.verdictOverlapping, stats.overlapFrames, locale), { frames: stats.overlapFrames });

  return (
    <>
      <dl className="readout stuck-metrics">
        <dt>{t.collisions}</dt>
        <dd data-metric="collisions">
          {evidence.first
            ? format(t.firstAt, { count: evidence.collisions, frame: evidence.first.frame })
            : 0}
        </dd>
        <dt>{t.overlapNow}</dt>
        <dd data-metric="overlap">
          {formatNumber(measure.maxPenetration, 2)}
          {messages.inputs.units.px}
        </dd>
        <dt>{t.overlapFrames}</dt>
        <dd data-metric="overlap-frames">{stats.overlapFrames}</dd>
      </dl>
      <div className="stuck-metrics">
        <p className={stats.stuck ? 'bad' : undefined} data-verdict={stats.stuck ? 'stuck' : 'apart'}>
          {verdict}
        </p>
      </div>
      <InspectSide clock={clock} side={side} untraced={messages.mistakes.untraced.predicted} />
    </>
  );
}
