'use client';
// The checks of a Run in the reader's words, and what went wrong when the code did not run: each
// check passed or the first collision that failed it, with its numbers and a button to that frame of
// the figure, and one that opens the inspector on that collision (the chapter's stages on the same two
// balls, beside the reader's numbers); whether the two sides agree bit for bit. Announced politely as
// it changes.
import { useCallback } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import type { Inspection } from '@/components/inspector/stages';
import { useInspectorDialog } from '@/components/inspector/useInspectorDialog';
import type { MistakeClock } from '@/components/mistakes/MistakeClock';
import { format, formatSig, plural } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { collide, collisionEvent } from '@/physics';
import type { CheckResult, CodeReport, Failure } from './codeChecks';
import styles from './editor.module.css';
import { CODE_NAMES, type Editable } from './listings';
import type { Located } from './runCode';

type Words = Messages['editor'];

/** A number the code met or made: six significant digits, no trailing zeros, a real minus sign. */
const n = (x: number) => String(Number(x.toPrecision(6))).replace('-', '\u2212');

function where(w: Words, frame: number | null): string {
  return frame === null ? w.at.generated : format(w.at.frame, { frame });
}

/** The call's numbers (a one-axis solve), the pair (a figure's collision), or nothing (a generated one). */
function inputsOf(w: Words, f: Failure, spec: Editable): string {
  if (f.inputs && f.outputs) {
    const [m0, v0, m1, v1] = f.inputs.map(n) as [string, string, string, string];
    const [a, b] = f.outputs.map(n) as [string, string];
    const [first, second] = spec.results;
    return format(w.inputs, { m0, v0, m1, v1, a, b, first, second });
  }
  if (f.pair && f.frame !== null) return format(w.pair, { i: f.pair[0], j: f.pair[1] });
  return '';
}

function sentence(w: Words, f: Failure, spec: Editable): string {
  const at = where(w, f.frame);
  const inputs = inputsOf(w, f, spec);
  const { problem } = f;
  const [before, after] = [n(problem.before), n(problem.after)];
  switch (problem.check) {
    case 'number':
      return format(w.fail.number, { value: w.notANumber, at, inputs });
    case 'momentum':
    case 'momentum-x':
    case 'momentum-y':
      return format(w.fail[problem.check], { before, after, at, inputs });
    case 'tangent':
      return format(w.fail.tangent, {
        ball: 'ball' in problem ? (problem.ball ?? 0) : 0,
        before,
        after,
        at,
        inputs,
      });
    case 'separated':
      return format(w.fail.separated, { before, after, at, inputs });
    case 'energy': {
      const change = (problem.after - problem.before) / problem.before;
      const percent = formatSig(Math.abs(change) * 100, 3);
      return format(change < 0 ? w.fail.energyLoses : w.fail.energyGains, { percent, at, inputs });
    }
    case 'apart':
      return format(w.fail.apart, { at, inputs });
  }
}

/**
 * The collision a check failed in, for the inspector: the chapter's own collision (rotation, naive
 * push, e = 1, as the figure's frame runs it) on the two balls the reader's version met, with a
 * sentence saying so beside the reader's numbers; null when the balls are not known.
 */
export function inspectionOf(w: Words, f: Failure, said: string): Inspection | null {
  if (!f.met) return null;
  const [a, b] = f.met.before;
  let result: ReturnType<typeof collide> = null;
  try {
    result = collide(a, b, { method: 'rotation', separation: 'naive', restitution: 1 });
  } catch {
    return null; // balls the chapter refuses: nothing to inspect
  }
  if (!result) return null;
  const [i, j] = f.met.pair;
  const note = format(w.inspectNote, { at: where(w, f.frame), sentence: said });
  return { ...collisionEvent(i, j, a, b, result), ...(f.frame !== null && { frame: f.frame }), note };
}

type Inspect = (inspection: Inspection, opener: HTMLElement) => void;

function Check({
  result,
  clock,
  spec,
  inspect,
}: {
  result: CheckResult;
  clock: MistakeClock | null;
  spec: Editable;
  inspect: Inspect;
}) {
  const w = useMessages().editor;
  const locale = useLocale();
  const { first } = result;
  if (!first)
    return (
      <li data-check={result.check} data-pass="">
        {w.pass[result.check]}
      </li>
    );
  const frame = first.frame;
  const said = sentence(w, first, spec);
  const inspection = inspectionOf(w, first, said);
  return (
    <li data-check={result.check} data-fail="" className={styles.fail}>
      {said}{' '}
      {format(plural(w.failedCount, result.failed, locale), { failed: result.failed, total: result.total })}
      {frame !== null && clock && (
        <>
          {' '}
          <button type="button" className="button" onClick={() => clock.player.goTo(frame)}>
            {format(w.show, { frame })}
          </button>
        </>
      )}
      {inspection && (
        <>
          {' '}
          <button
            type="button"
            className="button"
            data-action="inspect-check"
            onClick={(event) => {
              if (frame !== null) clock?.player.goTo(frame); // the figure waits on that frame behind the dialog
              inspect(inspection, event.currentTarget);
            }}
          >
            {w.inspect}
          </button>
        </>
      )}
    </li>
  );
}

/** An error of the reader's code in words: where, and what the code did. */
export function errorText(w: Words, located: Located, spec: Editable): string {
  const { error, frame, inputs } = located;
  const at = where(w, frame);
  const [first, second] = spec.results;
  switch (error.kind) {
    case 'syntax':
      return error.line > error.lines
        ? format(w.errors.syntaxAfter, { message: error.message })
        : format(w.errors.syntax, { line: error.line, column: error.column, message: error.message });
    case 'runtime':
      return format(w.errors.runtime, {
        name: error.name,
        message: error.message,
        at,
        // the call's inputs by the names the listing gives them, as code writes them
        inputs: (inputs ?? []).map((x, k) => `${spec.params[k] ?? '?'} = ${n(x)}`).join(', '),
      });
    case 'shape':
      return format(w.errors.shape[spec.checks], {
        ...CODE_NAMES,
        fn: spec.fn ?? '',
        got: w.got[error.got as keyof Words['got']] ?? error.got,
        at,
        first,
        second,
      });
    case 'type':
      return format(w.errors.type, {
        name: error.slot === 0 ? first : second,
        got: w.got[error.got as keyof Words['got']] ?? error.got,
        at,
      });
    case 'rejected':
      return format(w.errors.rejected, { message: error.message });
    case 'timeout':
      return format(w.errors.timeout, { seconds: (error.ms / 1000).toFixed(1), at });
    case 'stopped':
      return w.errors.stopped;
  }
}

interface Props {
  report: CodeReport | null;
  error: Located | null;
  clock: MistakeClock | null;
  spec: Editable;
}

/** A separation's stuck pairs beside the chapter's, with a button to the frame the first got stuck. */
function StuckPairs({ report, clock }: { report: CodeReport; clock: MistakeClock | null }) {
  const w = useMessages().editor;
  const locale = useLocale();
  if (!report.stuck) return null;
  const { yours, naive, fix } = report.stuck;
  const first = yours.first;
  return (
    <p data-stuck={yours.pairs} className={first ? styles.fail : undefined}>
      {first
        ? format(plural(w.stuckSome, yours.pairs, locale), {
            pairs: yours.pairs,
            ...first,
            naive: naive.pairs,
            fix: fix.pairs,
            absV: CODE_NAMES.absV,
          })
        : format(plural(w.stuckNone, report.frames, locale), {
            frames: report.frames,
            naive: naive.pairs,
            fix: fix.pairs,
            absV: CODE_NAMES.absV,
          })}
      {first && clock && (
        <>
          {' '}
          <button type="button" className="button" onClick={() => clock.player.goTo(first.frame)}>
            {format(w.show, { frame: first.frame })}
          </button>
        </>
      )}
    </p>
  );
}

export function CheckList({ report, error, clock, spec }: Props) {
  const w = useMessages().editor;
  const locale = useLocale();
  const { open, dialog } = useInspectorDialog();
  const inspect = useCallback<Inspect>((inspection, opener) => open(inspection, opener), [open]);
  return (
    <div className={styles.checks} aria-live="polite" data-code-checks="">
      {error && (
        <p className={styles.fail} data-code-error={error.error.kind}>
          {errorText(w, error, spec)}
        </p>
      )}
      {report && (
        <>
          <p>
            {format(plural(w.checked, report.figure, locale), {
              generated: report.generated,
              figure: report.figure,
            })}
          </p>
          <ul>
            {report.checks.map((result) => (
              <Check key={result.check} result={result} clock={clock} spec={spec} inspect={inspect} />
            ))}
          </ul>
          <p data-sides={report.parted === null ? 'agree' : 'part'}>
            {report.parted === null
              ? format(w.sidesAgree, { frames: report.frames })
              : format(w.sidesPart, { frame: report.parted })}
          </p>
          <StuckPairs report={report} clock={clock} />
          {report.checks.every((c) => c.first === null) && !report.stuck?.yours.first && (
            <p data-all-pass="">{w.allPass}</p>
          )}
        </>
      )}
      {dialog}
    </div>
  );
}
