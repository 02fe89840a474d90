'use client';
// A predict-then-run exercise: the reader commits to a choice or a number, checks it against the
// answer physics/ computes (a first miss may be retried before the answer is shown), reads why, and
// can then run the set-up: in a live simulation, or, for a source's mistake, broken next to fixed.
import dynamic from 'next/dynamic';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { echo } from '@/components/ui/echo';
import { fieldErrorText } from '@/components/ui/NumberField';
import { EARLY_FORM } from '@/lib/earlyInput.mjs';
import { format, formatNumber } from '@/lib/format';
import { joinSentences, sentenceGap } from '@/lib/sentences';
import { ExplanationContext } from './Explanation';
import styles from './exercise.module.css';
import { grade, type Verdict, withRetry } from './grade';
import type { PosedProblem } from './problem';
import { useEarlyForm } from './useEarlyForm';

// Only the exercises about a source's mistake run one; the others should not download it.
const MistakeDemo = dynamic(() => import('@/components/mdx/MistakeDemo').then((m) => m.MistakeDemo));
// The run is shown once the reader has answered: the page does not load it before (the canvas
// figures' chunk, shared with the lesson's figures).
const Simulation = dynamic(() => import('@/components/mdx/canvasWidgets').then((m) => m.Simulation));

interface Props {
  /** The exercise, its answer computed by the page (see PredictExercise). */
  problem: PosedProblem;
  /** Each choice of a choice exercise with the lesson's wording, in order (none for a number). */
  options: ReadonlyArray<{ key: string; label: string }>;
  /** Unit of a number answer, e.g. "px per frame". */
  unit?: string;
  /** Short name of the exercise, also the name of its run. */
  title?: string;
  /** The question, and an <Explanation>. */
  children?: ReactNode;
}

export function Predict({ problem, options, unit, title, children }: Props) {
  const messages = useMessages();
  const t = messages.exercise;
  const [entry, setEntry] = useState<string | null>(problem.kind === 'number' ? '' : null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [answered, setAnswered] = useState(false);
  const [misses, setMisses] = useState(0);
  const [running, setRunning] = useState(false);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const uid = useId();
  const name = title ?? t.title;

  const show = (value: number | string) => {
    if (typeof value === 'string') return `“${options.find((o) => o.key === value)?.label ?? value}”`;
    const decimals = problem.kind === 'number' ? (problem.decimals ?? 2) : 2;
    return unit ? `${formatNumber(value, decimals)} ${unit}` : formatNumber(value, decimals);
  };

  // A typed guess is echoed bounded (a valid answer may be 3,000 characters of zeros), and the
  // verdict wraps anywhere, so no guess can widen the page.
  const guessText =
    problem.kind === 'choice'
      ? show(entry ?? '')
      : [echo(entry?.trim() ?? ''), unit].filter(Boolean).join(' ');

  const check = (event: FormEvent) => {
    event.preventDefault();
    const graded = grade(problem, entry);
    const next = withRetry(graded, misses, answered);
    if (graded.kind === 'wrong') setMisses((m) => m + 1);
    setVerdict(next);
    if (next.kind === 'right' || next.kind === 'wrong') setAnswered(true);
  };
  const change = (next: string) => {
    setEntry(next);
    setVerdict(null); // an old verdict must never sit next to a new guess
  };

  const form = useRef<HTMLFormElement>(null);
  useEarlyForm(form, change);

  const graded = verdict?.kind === 'right' || verdict?.kind === 'wrong';
  const problemText =
    verdict?.kind === 'invalid'
      ? fieldErrorText(messages, verdict.error)
      : verdict?.kind === 'noChoice'
        ? t.chooseFirst
        : null;

  return (
    <section
      className={`widget ${styles.predict}`}
      aria-labelledby={`${uid}-title`}
      data-exercise={problem.id}
    >
      <p className={styles.eyebrow}>{t.title}</p>
      <p className="widget-title" id={`${uid}-title`}>
        {name}
      </p>
      <ExplanationContext.Provider value={{ slot, revealed: graded }}>
        <div className={styles.question}>{children}</div>
      </ExplanationContext.Provider>
      <form ref={form} onSubmit={check} noValidate {...{ [EARLY_FORM]: '' }}>
        {problem.kind === 'choice' ? (
          <fieldset className={styles.choices} aria-describedby={problemText ? `${uid}-problem` : undefined}>
            <legend>{t.prediction}</legend>
            {options.map(({ key, label }) => (
              <label key={key} className={styles.choice}>
                <input
                  type="radio"
                  name={`${uid}-choice`}
                  value={key}
                  checked={entry === key}
                  onChange={() => change(key)}
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <div className={`field ${styles.numberField}`} data-invalid={problemText ? '' : undefined}>
            <label htmlFor={`${uid}-number`}>
              {t.prediction}
              {unit && <span className="field-hint">{format(t.unitHint, { unit })}</span>}
            </label>
            <input
              id={`${uid}-number`}
              type="text"
              // "text": a phone's decimal keypad has no minus key, and answers such as −6 need one
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              value={entry ?? ''}
              aria-invalid={problemText ? true : undefined}
              aria-describedby={`${uid}-tolerance${problemText ? ` ${uid}-problem` : ''}`}
              onChange={(event) => change(event.target.value)}
            />
            <p className="note" id={`${uid}-tolerance`}>
              {format(t.tolerance, { tolerance: problem.tolerance })}
            </p>
          </div>
        )}
        {problemText && (
          <p className="field-error" id={`${uid}-problem`} role="alert">
            {problemText}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" data-action="check">
            {t.check}
          </button>
          {answered && problem.world && (
            <button
              type="button"
              className="button"
              aria-expanded={running}
              aria-controls={running ? `${uid}-run` : undefined}
              data-action="run"
              onClick={() => setRunning((r) => !r)}
            >
              {running ? t.hideRun : t.run}
            </button>
          )}
        </div>
      </form>
      <div role="status" aria-live="polite">
        {verdict?.kind === 'tryAgain' && (
          <p className={`${styles.verdict} ${styles.wrong}`}>
            <strong className={styles.verdictWord}>{t.wrong}</strong>
            {sentenceGap(messages)}
            {joinSentences(messages, format(t.youSaid, { guess: guessText }), t.tryAgain)}
          </p>
        )}
        {graded && (
          <p className={`${styles.verdict} ${verdict.kind === 'right' ? styles.right : styles.wrong}`}>
            <strong className={styles.verdictWord}>{verdict.kind === 'right' ? t.right : t.wrong}</strong>
            {sentenceGap(messages)}
            {joinSentences(
              messages,
              verdict.kind === 'wrong' && format(t.youSaid, { guess: guessText }),
              format(t.answerIs, { answer: show(verdict.answer) }),
            )}
          </p>
        )}
      </div>
      <div ref={setSlot} />
      {problem.world && running && problem.mistake && (
        <div id={`${uid}-run`} className={styles.run}>
          <p className="note">{t.mistakeRunNote}</p>
          <MistakeDemo
            mistake={problem.mistake}
            title={format(t.runTitle, { title: name })}
            start={problem.world}
          />
        </div>
      )}
      {problem.world && running && !problem.mistake && (
        <div id={`${uid}-run`} className={styles.run}>
          <p className="note">{problem.pauseAtCollisions === false ? t.runNoteNoPause : t.runNote}</p>
          <Simulation
            title={format(t.runTitle, { title: name })}
            balls={problem.world.balls}
            width={problem.world.width}
            height={problem.world.height}
            method={problem.world.method}
            separation={problem.world.separation}
            bounce={problem.world.bounce}
            restitution={problem.world.restitution}
            panels={problem.panels ?? 'overlays readout table'}
            pauseAtCollisions={problem.pauseAtCollisions !== false}
            highlightStuck
          />
        </div>
      )}
    </section>
  );
}
