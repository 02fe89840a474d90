'use client';
// One side of a mistake demo: its canvas, the canvas in words, the numbers that tell the two sides
// apart, a one-line verdict, and Inspect collision (or why this side cannot be inspected).
import { useId } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { PanelHeading } from '@/components/ui/PanelHeading';
import { format, plural } from '@/lib/format';
import { joinSentences } from '@/lib/sentences';
import { InspectSide } from './InspectSide';
import { MistakeCanvas } from './MistakeCanvas';
import type { MistakeClock } from './MistakeClock';
import { MistakeRows } from './MistakeRows';
import styles from './mistakes.module.css';
import { judge } from './verdict';

/** What a side is called (As printed, Fixed), the code it runs, and why it cannot be inspected. */
export interface PanelLabels {
  side: string;
  what: string;
  untraced: string;
}

interface Props {
  clock: MistakeClock;
  side: 0 | 1;
  /** The frame of the player's snapshot (TwoSides): what the panel shows is a function of it. */
  frame: number;
  labels: PanelLabels;
}

const LISTED = 12;

export function MistakePanel({ clock, side, frame, labels }: Props) {
  const messages = useMessages();
  const locale = useLocale();
  const m = messages.mistakes;
  const id = useId();
  const { side: sideName, what } = labels;
  const title = `${sideName}${messages.site.colon}${what}`;
  const track = clock.sides[side];
  const record = track.record(frame);
  const balls = track.balls(frame);
  const verdict = judge(clock, side, frame, m, locale);
  const n = (x: number) => (Number.isNaN(x) ? m.notANumber : x.toFixed(1));

  return (
    <section
      className={`compare-panel ${styles.panel}`}
      aria-label={title}
      data-side={side === 0 ? 'broken' : 'fixed'}
    >
      <PanelHeading className={styles.heading}>
        {sideName}
        {messages.site.colon}
        <code>{what}</code>
      </PanelHeading>
      <MistakeCanvas
        clock={clock}
        side={side}
        label={title}
        describedBy={id}
        notANumberNote={m.notANumberNote}
      />
      <p id={id} className="visually-hidden">
        {joinSentences(
          messages,
          format(m.alt.summary, {
            side: title,
            frame: record.frame,
            count: balls.length,
            width: clock.width,
            height: clock.height,
          }),
          ...balls
            .slice(0, LISTED)
            .map((b, i) => format(m.alt.ball, { i, x: n(b.x), y: n(b.y), vx: n(b.vx), vy: n(b.vy) })),
          balls.length > LISTED &&
            format(plural(m.alt.moreBalls, balls.length - LISTED, locale), { count: balls.length - LISTED }),
        )}
      </p>
      <MistakeRows clock={clock} side={side} frame={frame} />
      <div className={`stuck-metrics ${styles.verdict}`} aria-live="polite">
        <p className={verdict.state === 'bad' ? 'bad' : undefined} data-verdict={verdict.state}>
          {verdict.text}
        </p>
      </div>
      <InspectSide clock={clock} side={side} untraced={labels.untraced} />
    </section>
  );
}
