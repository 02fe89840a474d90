'use client';
// The checks of a Run in the reader's words, and what went wrong when the code did not run: each
// check passed or the first collision that failed it, with its numbers and a button to that frame of
// the figure; whether the two sides agree bit for bit. Announced politely as it changes.
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import type { MistakeClock } from '@/components/mistakes/MistakeClock';
import { format, formatSig, plural } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import type { CheckResult, CodeReport, Failure } from './codeChecks';
import styles from './editor.module.css';
import { type Located, RESULTS } from './runCode';

type Words = Messages['editor'];

/** A number the code met or made: six significant digits, no trailing zeros, a real minus sign. */
const n = (x: number) => String(Number(x.toPrecision(6))).replace('-', '\u2212');

function where(w: Words, frame: number | null): string {
  return frame === null ? w.at.generated : format(w.at.frame, { frame });
}

function inputsOf(w: Words, f: Failure): string {
  const [m0, v0, m1, v1] = f.inputs.map(n) as [string, string, string, string];
  const [a, b] = f.outputs.map(n) as [string, string];
  return format(w.inputs, { m0, v0, m1, v1, a, b, ...RESULTS });
}

function sentence(w: Words, f: Failure): string {
  const at = where(w, f.frame);
  const inputs = inputsOf(w, f);
  const { problem } = f;
  switch (problem.check) {
    case 'number':
      return format(w.fail.number, { value: w.notANumber, at, inputs });
    case 'momentum':
      return format(w.fail.momentum, { before: n(problem.before), after: n(problem.after), at, inputs });
    case 'energy': {
      const change = (problem.after - problem.before) / problem.before;
      const percent = formatSig(Math.abs(change) * 100, 3);
      return format(change < 0 ? w.fail.energyLoses : w.fail.energyGains, { percent, at, inputs });
    }
    case 'apart':
      return format(w.fail.apart, { at, inputs });
  }
}

function Check({ result, clock }: { result: CheckResult; clock: MistakeClock | null }) {
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
  return (
    <li data-check={result.check} data-fail="" className={styles.fail}>
      {sentence(w, first)}{' '}
      {format(plural(w.failedCount, result.failed, locale), { failed: result.failed, total: result.total })}
      {frame !== null && clock && (
        <>
          {' '}
          <button type="button" className="button" onClick={() => clock.goTo(frame)}>
            {format(w.show, { frame })}
          </button>
        </>
      )}
    </li>
  );
}

/** An error of the reader's code in words: where, and what the code did. */
export function errorText(w: Words, located: Located): string {
  const { error, frame, inputs } = located;
  const at = where(w, frame);
  const [m0, v0, m1, v1] = (inputs ?? []).map(n);
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
        m0: m0 ?? '',
        v0: v0 ?? '',
        m1: m1 ?? '',
        v1: v1 ?? '',
      });
    case 'shape':
      return format(w.errors.shape, {
        got: w.got[error.got as keyof Words['got']] ?? error.got,
        at,
        ...RESULTS,
      });
    case 'type':
      return format(w.errors.type, {
        name: error.slot === 0 ? RESULTS.first : RESULTS.second,
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
}

export function CheckList({ report, error, clock }: Props) {
  const w = useMessages().editor;
  const locale = useLocale();
  return (
    <div className={styles.checks} aria-live="polite" data-code-checks="">
      {error && (
        <p className={styles.fail} data-code-error={error.error.kind}>
          {errorText(w, error)}
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
              <Check key={result.check} result={result} clock={clock} />
            ))}
          </ul>
          <p data-sides={report.parted === null ? 'agree' : 'part'}>
            {report.parted === null
              ? format(w.sidesAgree, { frames: report.frames })
              : format(w.sidesPart, { frame: report.parted })}
          </p>
          {report.checks.every((c) => c.first === null) && <p data-all-pass="">{w.allPass}</p>}
        </>
      )}
    </div>
  );
}
