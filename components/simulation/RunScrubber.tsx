'use client';
// A slider over the whole run, frame 0 to the furthest frame reached, with a mark under it at each
// collision: the canvas, chart and ledger follow it, since it moves the clock (exactly: the timeline
// replays). Arrows step a frame, Page Up and Page Down jump to the next and the previous collision,
// Home and End go to the ends.
import { type KeyboardEvent, useId } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, plural } from '@/lib/format';
import { select } from '@/run';
import styles from './RunScrubber.module.css';
import type { SimulationClock } from './SimulationClock';

/** Marks are drawn on this many columns: collisions closer than a column share one mark. */
const COLUMNS = 1000;

export function RunScrubber({ clock }: { clock: SimulationClock }) {
  const t = useMessages().timeline.scrubber;
  const locale = useLocale();
  const id = useId();
  const shown = useRun(clock.player, select.whole);
  const { frame, lastFrame } = shown;
  const marked = select.markedFrames(shown);
  const count = marked.length;
  // a mark is a frame; a crowd's frame may hold many collisions, and then the sentence counts both
  const collisions = select.collisionsUpTo(shown, lastFrame);
  // one path, a column per mark
  const columns = new Set<number>();
  for (const at of marked) columns.add(Math.round((at / Math.max(1, lastFrame)) * COLUMNS));
  const ticks = [...columns].map((x) => `M${x} 0V10`).join('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault(); // the slider's own page step is a tenth of the run, not a collision
    if (event.key === 'PageUp') clock.nextCollision();
    else clock.previousCollision();
  };
  return (
    <div className={`field ${styles.scrubber}`}>
      <div className={styles.head}>
        <label htmlFor={id}>{t.label}</label>
        <output htmlFor={id} className={styles.value}>
          {format(t.value, { frame, last: lastFrame })}
        </output>
      </div>
      <div className={styles.track}>
        <input
          id={id}
          type="range"
          min={0}
          max={lastFrame}
          step={1}
          value={frame}
          aria-valuetext={format(t.value, { frame, last: lastFrame })}
          aria-describedby={`${id}-ticks`}
          onChange={(event) => clock.player.goTo(Number(event.target.value))}
          onKeyDown={onKeyDown}
          data-testid="run-scrubber"
        />
        <svg
          className={styles.ticks}
          viewBox={`0 0 ${COLUMNS} 10`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path d={ticks} />
        </svg>
      </div>
      <p className="note" id={`${id}-ticks`}>
        {count === 0
          ? t.noTicks
          : collisions === count
            ? format(plural(t.ticks, count, locale), { count })
            : format(plural(t.frameTicks, count, locale), { frames: count, count: collisions })}
      </p>
    </div>
  );
}
