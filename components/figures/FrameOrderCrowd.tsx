'use client';
// For lesson 6: CH5EX7's 200 balls (source 003) run live twice from the same start, under the
// chapter's frame and under CH5EX7's own frame, with the stuck pairs of each:
// <FrameOrderCrowd title="…" />. The physics is predictedFrame.ts and world.ts, shared with the
// two-ball FrameOrder figure. As there, the chapter's side is a world of the site's physics, so its
// collisions open in the inspector; CH5EX7's side says why its own cannot.
import { useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { InspectSide } from '@/components/mistakes/InspectSide';
import { format, plural } from '@/lib/format';
import { type FrameOrderCrowdClock, frameOrderCrowdClock } from './FrameOrderCrowdClock';
import { RecordedFigure } from './RecordedFigure';

export function FrameOrderCrowd({ title }: { title: string }) {
  const [clock] = useState(() => frameOrderCrowdClock());
  const locale = useLocale();
  const c = useMessages().figures.frameOrderCrowd;
  const alt = (side: 0 | 1, name: string, frame: number) => {
    const stuck = clock.stuck(side, frame);
    return format(plural(c.alt, stuck, locale), {
      side: name,
      frame,
      balls: clock.balls,
      stuck,
    });
  };
  return (
    <RecordedFigure
      clock={clock}
      title={title}
      className="compare frame-order-crowd"
      alt={alt}
      panel={(side, frame) => <CrowdNumbers clock={clock} side={side} frame={frame} />}
    />
  );
}

function CrowdNumbers({ clock, side, frame }: { clock: FrameOrderCrowdClock; side: 0 | 1; frame: number }) {
  const messages = useMessages();
  const c = messages.figures.frameOrderCrowd;
  const stuck = clock.stuck(side, frame);
  return (
    <>
      <dl className="readout stuck-metrics">
        <dt>{c.stuckNow}</dt>
        <dd data-metric="stuck" className={stuck > 0 ? 'bad' : undefined}>
          {stuck}
        </dd>
        <dt>{c.mostStuck}</dt>
        <dd data-metric="stuck-most">{clock.mostStuck(side, frame)}</dd>
      </dl>
      <InspectSide clock={clock} side={side} untraced={messages.mistakes.untraced.predicted} />
    </>
  );
}
