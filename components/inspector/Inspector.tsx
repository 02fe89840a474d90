'use client';
// One collision, stage by stage, forwards and backwards: each stage draws its own vectors from the
// collision's trace, shows its equations with this collision's numbers and its values, and lights up
// the lines of the listing (when one is given) that compute it. Built from the widget kit like every
// figure: frame (with full screen and the presenter view), keys, canvas surface and palette. Its
// drawings can be seen from the pair's centre of mass (the centre-of-mass view).
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Palette } from '@/components/canvas/palette';
import type { View } from '@/components/canvas/readable';
import { useCanvasSurface } from '@/components/canvas/useCanvasSurface';
import { useMessages } from '@/components/i18n/MessagesProvider';
import callout from '@/components/ui/Callout.module.css';
import { ControlButton } from '@/components/ui/ControlButton';
import { usePrefersReducedMotion } from '@/components/widget/usePrefersReducedMotion';
import { useRootMark } from '@/components/widget/useRootMark';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import { format } from '@/lib/format';
import { joinSentences, sentenceGap } from '@/lib/sentences';
import { drawStage, VIEW_HEIGHT, VIEW_WIDTH } from './drawStage';
import styles from './inspector.module.css';
import { MovePace, PACES, type PaceName, PRESENTER_PACE } from './MovePace';
import { PrintCollision } from './PrintCollision';
import { StageEquations } from './StageEquations';
import { StageValues } from './StageValues';
import { headerClaim, sayClaim, stageClaims } from './stageClaims';
import { type Progress, pictureAt, placeOn, walkOf } from './stageMotion';
import { type Inspection, type Stage, stagesOf } from './stages';
import { MOVE_SECONDS, useStageMotion } from './useStageMotion';

interface Props {
  title: string;
  inspection: Inspection;
  /** The listing whose regions are named after the stages (a <Listing region="collide" />). */
  listing?: ReactNode;
  /** What comes before the stages: lesson 4's start, which the reader drags. */
  children?: ReactNode;
  /** Told the stage on show, whenever it changes (the dialog's What if? follows it). */
  onStage?: (stage: Stage) => void;
  /** Beside the stage buttons: the presenter dialog's switch between the stages and What if?. */
  aside?: ReactNode;
}

export function Inspector({ title, inspection, listing, children, onStage, aside }: Props) {
  const messages = useMessages();
  const t = messages.inspector;
  const root = useRef<HTMLElement>(null);
  const stages = useMemo(() => stagesOf(inspection), [inspection]);
  const last = stages.length - 1;
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, last);
  const stage = stages[shown] as Stage;
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => onStage?.(stage), [onStage, stage]);
  const [centreOfMassFrame, setCentreOfMassFrame] = useState(false);
  const walk = useMemo(() => walkOf(inspection, stages), [inspection, stages]);
  /** Where the drawing is on its way between stages (stageMotion.ts); null: at the stage on show. */
  const progress = useRef<Progress | null>(null);

  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) => {
      const picture = pictureAt(walk, placeOn(walk, progress.current) ?? walk.places[shown] ?? 0, shown);
      drawStage(ctx, { inspection, picture, palette, view, centreOfMassFrame }, scale);
    },
    [inspection, walk, shown, centreOfMassFrame],
  );
  const { canvasRef, redraw, size } = useCanvasSurface(VIEW_WIDTH, VIEW_HEIGHT, paint);
  // a room reads the moves slower: the presenter view (html[data-present]) chooses their pace
  const presenting = useRootMark('data-present');
  const [pace, setPace] = useState<PaceName>(PRESENTER_PACE);
  const secondsPerMove = reducedMotion ? 0 : MOVE_SECONDS * (presenting ? PACES[pace] : 1);
  useStageMotion(walk, shown, redraw, secondsPerMove, progress);

  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  const k = messages.keys;
  const shortcuts = [
    { keys: ['ArrowRight'], shown: '→', does: k.nextStage, run: () => go(index + 1) },
    { keys: ['ArrowLeft'], shown: '←', does: k.previousStage, run: () => go(index - 1) },
    { keys: ['Home'], shown: k.home, does: k.firstStage, run: () => go(0) },
    { keys: ['End'], shown: k.end, does: k.lastStage, run: () => go(last) },
  ];
  const settings = sayClaim(messages, headerClaim(inspection));
  // the stage's sentences, chosen by its numbers; a warning is set apart, in words and style
  const claims = stageClaims(inspection, stage);
  const said = joinSentences(messages, ...claims.filter((c) => !c.warn).map((c) => sayClaim(messages, c)));
  const warning = joinSentences(messages, ...claims.filter((c) => c.warn).map((c) => sayClaim(messages, c)));

  return (
    <WidgetFrame
      className={`inspector ${styles.inspector}`}
      title={title}
      shortcuts={shortcuts}
      root={root}
      data-active-stage={stage}
    >
      {children}
      <p className={`note inspector-settings ${styles.settings}`}>{settings}</p>
      <ol className={`stage-list ${styles.stageList}`} aria-label={t.stages}>
        {stages.map((name, i) => (
          <li key={name}>
            <button
              type="button"
              className="button"
              aria-current={i === index ? 'step' : undefined}
              onClick={() => go(i)}
            >
              {i + 1}. {t.stage[name]}
            </button>
          </li>
        ))}
      </ol>
      {aside}
      <div className={`inspector-body ${styles.body}`}>
        <div className="canvas-box">
          <canvas
            ref={canvasRef}
            {...size}
            className={`inspector-canvas ${styles.canvas}`}
            role="img"
            aria-label={`${t.stage[stage]}${messages.site.colon}${joinSentences(messages, said, warning)}`}
            tabIndex={0}
          />
        </div>
        {/* one box in full screen, so words, equations and values scroll together */}
        <div className={`inspector-side ${styles.side}`}>
          <div className={`inspector-text ${styles.text}`}>
            <p className={`stage-heading ${styles.heading}`} aria-live="polite">
              <strong>
                {format(t.stageHeading, { n: index + 1, total: stages.length, stage: t.stage[stage] })}
              </strong>
              {sentenceGap(messages)}
              {said}
            </p>
            {warning && (
              <p className={`stage-warning ${callout.callout} ${callout.warning}`} aria-live="polite">
                <strong>
                  <span aria-hidden="true">⚠ </span>
                  {t.warning}
                </strong>
                {sentenceGap(messages)}
                {warning}
              </p>
            )}
            {centreOfMassFrame && <p className="note">{messages.presenter.inspectorCentreNote}</p>}
            <StageEquations inspection={inspection} stage={stage} />
          </div>
          <StageValues inspection={inspection} stage={stage} />
        </div>
      </div>
      <div className="time-controls">
        <ControlButton
          icon="previous"
          label={t.previous}
          action="previous-stage"
          onClick={() => go(index - 1)}
          disabled={index === 0}
        />
        <ControlButton
          icon="next"
          label={t.next}
          action="next-stage"
          onClick={() => go(index + 1)}
          disabled={index >= last}
          primary
          iconAfter
        />
        <label className="inline-field">
          <input
            type="checkbox"
            checked={centreOfMassFrame}
            onChange={(e) => setCentreOfMassFrame(e.target.checked)}
            data-overlay="centreOfMassFrame"
          />
          {messages.presenter.centreOfMassFrame}
        </label>
        {presenting && !reducedMotion && <MovePace pace={pace} onPace={setPace} />}
        <PrintCollision title={title} inspection={inspection} />
      </div>
      <p className="note">{t.keys}</p>
      {listing && <div className={styles.listing}>{listing}</div>}
    </WidgetFrame>
  );
}
