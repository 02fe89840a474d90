'use client';
// The frame of a figure of two recorded sides on one clock (lesson 6's FrameOrder and
// FrameOrderCrowd), the chapter's frame beside CH5EX7's: the title, the keys, each side's heading,
// canvas and text alternative, and the time controls with Previous/Next collision. Each figure
// brings its own alternative text and numbers under the canvas.
import { type ReactNode, useId, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { MistakeCanvas } from '@/components/mistakes/MistakeCanvas';
import type { RecordedClock } from '@/components/mistakes/RecordedClock';
import { RecordedControls } from '@/components/mistakes/RecordedControls';
import { PanelHeading } from '@/components/ui/PanelHeading';
import { clockShortcuts } from '@/components/widget/keyboard';
import { useAnimation } from '@/components/widget/useAnimation';
import { useRun } from '@/components/widget/useRun';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import { select } from '@/run';

interface Props<C extends RecordedClock> {
  clock: C;
  title: string;
  className: string;
  /** The text alternative of a side's canvas, given the side's name and the frame shown. */
  alt: (side: 0 | 1, name: string, frame: number) => string;
  /** What a side shows under its canvas at the frame shown (the player's snapshot's). */
  panel: (side: 0 | 1, frame: number) => ReactNode;
}

export function RecordedFigure<C extends RecordedClock>({ clock, title, className, alt, panel }: Props<C>) {
  const keys = useMessages().keys;
  const root = useRef<HTMLElement>(null);
  useAnimation(clock.player);
  // the panels show the snapshot's frame: they re-render when it changes
  const frame = useRun(clock.player, select.frameOf);
  return (
    <WidgetFrame
      className={className}
      title={title}
      shortcuts={clockShortcuts(clock.player, keys, true)}
      root={root}
    >
      <div className="compare-grid widget-stage">
        {([0, 1] as const).map((side) => (
          <Side key={side} clock={clock} side={side} frame={frame} alt={alt}>
            {panel(side, frame)}
          </Side>
        ))}
      </div>
      <RecordedControls clock={clock} />
    </WidgetFrame>
  );
}

function Side<C extends RecordedClock>({
  clock,
  side,
  frame,
  alt,
  children,
}: Pick<Props<C>, 'clock' | 'alt'> & { side: 0 | 1; frame: number; children: ReactNode }) {
  const messages = useMessages();
  const t = messages.figures.frameOrder;
  const id = useId();
  const name = side === 0 ? t.chapter : t.predicted;
  return (
    <section className="compare-panel" aria-label={name} data-order={side === 0 ? 'chapter' : 'predicted'}>
      <PanelHeading>
        {name}
        {messages.site.colon}
        <code>{side === 0 ? t.chapterCode : t.predictedCode}</code>
      </PanelHeading>
      <MistakeCanvas clock={clock} side={side} label={name} describedBy={id} notANumberNote="" />
      <p id={id} className="visually-hidden">
        {alt(side, name, frame)}
      </p>
      {children}
    </section>
  );
}
