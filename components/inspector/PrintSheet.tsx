'use client';
// What "Print this collision" prints: every stage of the collision, each as a still drawing with its
// heading, equations and values, on one or two A4 pages. The stages are laid out for the print only
// (a sheet added to <body>, which print.module.css alone shows when printing) and removed afterwards.
// Loaded by PrintCollision.tsx when a reader asks to print.
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { readPalette } from '@/components/canvas/palette';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import { drawStage, VIEW_HEIGHT, VIEW_WIDTH } from './drawStage';
import styles from './print.module.css';
import { StageEquations } from './StageEquations';
import { StageValues } from './StageValues';
import { stagePicture } from './stageMotion';
import { type Inspection, type Stage, stagesOf } from './stages';

/** The stills' drawing: twice the view's pixels, read as if about 320 CSS pixels wide on paper. */
const STILL_SCALE = 2;
const STILL_VIEW = { unit: VIEW_WIDTH / 320, projector: false };

function StageStill({ inspection, stage, label }: { inspection: Inspection; stage: Stage; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const picture = stagePicture(inspection.trace, stage);
    const palette = readPalette(canvas);
    drawStage(ctx, { inspection, picture, palette, view: STILL_VIEW }, STILL_SCALE);
  }, [inspection, stage]);
  return (
    <canvas
      ref={ref}
      className={styles.still}
      width={VIEW_WIDTH * STILL_SCALE}
      height={VIEW_HEIGHT * STILL_SCALE}
      role="img"
      aria-label={label}
    />
  );
}

/** The sheet of every stage; it prints itself once drawn and asks to go when the printing is done. */
export function PrintSheet({
  title,
  inspection,
  onDone,
}: {
  title: string;
  inspection: Inspection;
  onDone: () => void;
}) {
  const t = useMessages();
  useEffect(() => {
    window.addEventListener('afterprint', onDone, { once: true });
    // print once the sheet and its stills are in the page
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', onDone);
    };
  }, [onDone]);
  const stages = stagesOf(inspection);
  return createPortal(
    <article className={`print-collision ${styles.sheet}`}>
      <h2>{title}</h2>
      {stages.map((stage, i) => {
        const heading = format(t.inspector.stageHeading, {
          n: i + 1,
          total: stages.length,
          stage: t.inspector.stage[stage],
        });
        return (
          <section key={stage} className={styles.stage}>
            <h3>{heading}</h3>
            <StageStill inspection={inspection} stage={stage} label={heading} />
            <StageEquations inspection={inspection} stage={stage} />
            <StageValues inspection={inspection} stage={stage} />
          </section>
        );
      })}
    </article>,
    document.body,
  );
}
