'use client';
// Inside one collision: step through detect → angle → rotate → 1D solve → separate → rotate back,
// forwards and backwards. Each stage draws its own vectors from the collision's trace, lists its
// values, and lights up the lines of the listing (passed as children) that compute them.
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { ControlButton } from '@/components/simulation/ControlButton';
import { readPalette } from '@/components/simulation/palette';
import { usePrefersReducedMotion } from '@/components/simulation/usePrefersReducedMotion';
import { format } from '@/lib/format';
import type { Ball, Method, Separation } from '@/physics';
import { collide } from '@/physics';
import { drawStage, STAGES, type Stage, VIEW_HEIGHT, VIEW_WIDTH } from './drawStage';
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

/** Stages drawn in the rotated frame; the others show the table as it is. */
function turnFor(stage: Stage, angle: number): number {
  return stage === 'rotate' || stage === 'solve' || stage === 'separate' ? 0 : angle;
}

export function CollisionStepper({ title, a, b, method, separation, children }: Props) {
  const t = useMessages().stepper;
  const result = useMemo(() => collide(a, b, { method, separation }), [a, b, method, separation]);
  const [index, setIndex] = useState(0);
  const stage = STAGES[index] as Stage;
  const canvas = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const turn = useRef<number | null>(null);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || !result) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = VIEW_WIDTH * ratio;
    element.height = VIEW_HEIGHT * ratio;
    const palette = readPalette(element);
    const draw = (value: number) => {
      turn.current = value;
      drawStage(
        ctx,
        { trace: result.trace, radii: [a.radius, b.radius], stage, turn: value, palette },
        ratio,
      );
    };
    const target = turnFor(stage, result.trace.angle.angle);
    const from = turn.current ?? target;
    if (reducedMotion || from === target) {
      draw(target);
      return;
    }
    // framer-motion turns the frame to the collision angle and back (instantly with reduced motion).
    // It is imported on first use, so pages without a stepper never download it.
    draw(from);
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
  }, [result, stage, a.radius, b.radius, reducedMotion]);

  if (!result) {
    return (
      <div className="widget widget-error" role="alert">
        {t.notTouching}
      </div>
    );
  }

  const go = (next: number) => setIndex(Math.max(0, Math.min(STAGES.length - 1, next)));
  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: STAGES.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined || (event.target as HTMLElement).closest('input, select, textarea')) return;
    go(next);
    event.preventDefault();
  };

  return (
    <section className="widget stepper" data-active-stage={stage} aria-label={title} onKeyDown={onKeyDown}>
      <p className="widget-title">{title}</p>
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
        <canvas
          ref={canvas}
          className="stepper-canvas"
          role="img"
          aria-label={`${t.stage[stage]}: ${t.explain[stage]}`}
          tabIndex={0}
        />
        <div>
          <p className="stage-heading" aria-live="polite">
            <strong>
              {format(t.stageOf, { n: index + 1, total: STAGES.length })}: {t.stage[stage]}.
            </strong>{' '}
            {t.explain[stage]}
          </p>
          <StageValues trace={result.trace} stage={stage} />
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
          disabled={index === STAGES.length - 1}
          primary
          iconAfter
        />
      </div>
      <p className="note">{t.keys}</p>
      {children && <div className="stepper-listing">{children}</div>}
    </section>
  );
}
