'use client';
// Inside one collision: step through detect → angle → rotate → 1D solve → separate → rotate back,
// forwards and backwards. Each stage draws its own vectors from the collision's trace, lists its
// values, and lights up the lines of the listing (passed as children) that compute them. Built from
// the widget kit like every figure: frame, keys, canvas surface and palette.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Palette } from '@/components/canvas/palette';
import type { View } from '@/components/canvas/readable';
import { useCanvasSurface } from '@/components/canvas/useCanvasSurface';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { ControlButton } from '@/components/ui/ControlButton';
import { usePrefersReducedMotion } from '@/components/widget/usePrefersReducedMotion';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import { format } from '@/lib/format';
import type { Ball, CollisionTrace, Method, Separation } from '@/physics';
import { collide } from '@/physics';
import { drawStage, inFrame, STAGES, type Stage, VIEW_HEIGHT, VIEW_WIDTH } from './drawStage';
import { StageValues } from './StageValues';

interface Props {
  title: string;
  a: Ball;
  b: Ball;
  method?: Method;
  separation?: Separation;
  /** The listing whose regions are named after the stages (a <Listing region="collide" />). */
  children?: ReactNode;
}

export function CollisionStepper({ title, a, b, method, separation, children }: Props) {
  const t = useMessages().stepper;
  const result = useMemo(() => collide(a, b, { method, separation }), [a, b, method, separation]);
  const balls = useMemo(() => [a, b] as const, [a, b]);
  if (!result) {
    return (
      <div className="widget widget-error" role="alert">
        {t.notTouching}
      </div>
    );
  }
  return <LiveStepper title={title} balls={balls} trace={result.trace} listing={children} />;
}

interface LiveProps {
  title: string;
  balls: readonly [Ball, Ball];
  trace: CollisionTrace;
  listing: ReactNode;
}

function LiveStepper({ title, balls, trace, listing }: LiveProps) {
  const t = useMessages().stepper;
  const root = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const stage = STAGES[index] as Stage;
  const reducedMotion = usePrefersReducedMotion();
  /** The angle the drawing is turned by now; the frame turns to the line of centres and back. */
  const turn = useRef<number | null>(null);
  const target = inFrame(stage) ? 0 : trace.angle.angle;

  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) => {
      drawStage(ctx, { trace, balls, stage, turn: turn.current ?? target, palette, view }, scale);
    },
    [trace, balls, stage, target],
  );
  const { canvasRef, redraw } = useCanvasSurface(VIEW_WIDTH, VIEW_HEIGHT, paint);

  useEffect(() => {
    const from = turn.current ?? target;
    const draw = (value: number) => {
      turn.current = value;
      redraw();
    };
    if (reducedMotion || from === target) {
      draw(target);
      return;
    }
    // framer-motion turns the frame to the collision angle and back (instantly with reduced motion).
    // It is imported on first use, so pages without a stepper never download it.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('framer-motion').then(({ animate }) => {
      if (cancelled) return;
      const controls = animate(from, target, { duration: 0.9, ease: 'easeInOut', onUpdate: draw });
      stop = () => controls.stop();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [target, reducedMotion, redraw]);

  const last = STAGES.length - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  const k = useMessages().keys;
  const shortcuts = [
    { keys: ['ArrowRight'], shown: '→', does: k.nextStage, run: () => go(index + 1) },
    { keys: ['ArrowLeft'], shown: '←', does: k.previousStage, run: () => go(index - 1) },
    { keys: ['Home'], shown: k.home, does: k.firstStage, run: () => go(0) },
    { keys: ['End'], shown: k.end, does: k.lastStage, run: () => go(last) },
  ];

  return (
    <WidgetFrame
      className="stepper"
      title={title}
      shortcuts={shortcuts}
      root={root}
      data-active-stage={stage}
    >
      <ol className="stage-list" aria-label={t.stages}>
        {STAGES.map((name, i) => (
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
      <div className="stepper-body">
        <div className="canvas-box">
          <canvas
            ref={canvasRef}
            className="stepper-canvas"
            role="img"
            aria-label={`${t.stage[stage]}: ${t.explain[stage]}`}
            tabIndex={0}
          />
        </div>
        <div className="stage-side">
          <p className="stage-heading" aria-live="polite">
            <strong>
              {format(t.stageOf, { n: index + 1, total: STAGES.length })}: {t.stage[stage]}.
            </strong>{' '}
            {t.explain[stage]}
          </p>
          <StageValues trace={trace} stage={stage} />
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
          disabled={index === last}
          primary
          iconAfter
        />
      </div>
      <p className="note">{t.keys}</p>
      {listing && <div className="stepper-listing">{listing}</div>}
    </WidgetFrame>
  );
}
