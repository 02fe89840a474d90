'use client';
// For lesson 6: the chapter's frame (move, then check) next to CH5EX7's predicted positions
// (update → testWalls → collide → render), from the same start on one clock, with the numbers that
// tell them apart: <FrameOrder title="…" scenario="glancing-pair" />. The chapter's side is a world,
// so its collisions open in the inspector; Previous/Next collision jump to either side's.
import { useId, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { InspectSide } from '@/components/mistakes/InspectSide';
import { MistakeCanvas } from '@/components/mistakes/MistakeCanvas';
import { format, formatNumber, plural } from '@/lib/format';
import { type ScenarioName, scenario } from '@/physics';
import { FrameOrderClock } from './FrameOrderClock';
import { RecordedFigure } from './RecordedFigure';

interface Props {
  title: string;
  scenario?: ScenarioName;
}

export function FrameOrder({ title, scenario: name = 'glancing-pair' }: Props) {
  const [clock] = useState(() => new FrameOrderClock(scenario(name)));
  return (
    <RecordedFigure
      clock={clock}
      title={title}
      className="compare frame-order"
      panel={(side) => <OrderPanel clock={clock} side={side} />}
    />
  );
}

function OrderPanel({ clock, side }: { clock: FrameOrderClock; side: 0 | 1 }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.figures.frameOrder;
  const id = useId();
  const name = side === 0 ? t.chapter : t.predicted;
  const code = side === 0 ? t.chapterCode : t.predictedCode;
  const record = clock.sides[side].record(clock.frame);
  const [a, b] = clock.sides[side].balls(clock.frame);
  const stats = clock.stats(side);
  const { evidence, measure } = record;
  const n = (x: number | undefined) => formatNumber(x ?? 0, 1);
  const verdict = stats.stuck
    ? format(plural(t.verdictStuck, stats.overlapFrames, locale), { frames: stats.overlapFrames })
    : stats.overlapFrames === 0
      ? t.verdictApart
      : format(plural(t.verdictOverlapping, stats.overlapFrames, locale), { frames: stats.overlapFrames });

  return (
    <section
      className="compare-panel"
      aria-label={name}
      data-order={side === 0 ? 'chapter' : 'predicted'}
      data-stuck={stats.stuck}
    >
      <h3>
        {name}
        {messages.site.colon}
        <code>{code}</code>
      </h3>
      <MistakeCanvas clock={clock} side={side} label={name} describedBy={id} notANumberNote="" />
      <p id={id} className="visually-hidden">
        {format(t.alt, {
          side: name,
          frame: clock.frame,
          x0: n(a?.x),
          y0: n(a?.y),
          x1: n(b?.x),
          y1: n(b?.y),
          overlap: formatNumber(measure.maxPenetration, 2),
        })}
      </p>
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
    </section>
  );
}
