'use client';
// A labelled number input that refuses bad values with a message beside it and keeps reporting
// only valid numbers, so a widget always holds its last good state.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { type FieldError, fullText, type NumberRule, parseNumber } from './parseNumber';
import { fieldErrorText } from './problemText';

export { fieldErrorText };

interface Props extends NumberRule {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Shown after the label, e.g. a unit. */
  hint?: string;
  /** The unit the field's range is written in, with its leading space (" px"). */
  unit?: string;
  step?: number;
  /** Keep the label for screen readers only (inside a table whose header already says it). */
  hideLabel?: boolean;
}

/**
 * The phone keyboard a field asks for. No iOS keypad has both a minus sign and a decimal point
 * (inputmode "decimal" and "numeric" both lack the minus), so a field whose range takes negative
 * numbers asks for the ordinary keyboard (inputmode "text"), where "-" sits on the number row one
 * tap away, with a pattern that says what is accepted; a field that is never negative gets the
 * keypad: "numeric" for whole numbers, "decimal" otherwise. type stays "text" everywhere: a number
 * input would throw away what was typed when it is not a number, so it could not be echoed back.
 */
function keyboard(rule: NumberRule): { inputMode: 'text' | 'numeric' | 'decimal'; pattern?: string } {
  const negative = !rule.positive && (rule.min === undefined || rule.min < 0);
  if (negative) return { inputMode: 'text', pattern: '[+\\-\u2212]?[0-9.]*([eE][+\\-]?[0-9]+)?' };
  return { inputMode: rule.integer ? 'numeric' : 'decimal' };
}

/** Longer than this, a number is shown to five significant figures with "…" while the field is not
 *  being edited (a value from a run: 36.23524747788906 as 36.235…, which fits the ball table's
 *  narrow fields with its sign); focused, it shows in full. */
const SHORT = 12;

/** What a field shows when it is not being edited: the number in full, or plainly marked as cut. */
export function restingText(value: number): string {
  const full = fullText(value);
  return full.length <= SHORT ? full : `${Number(value.toPrecision(5))}…`;
}

export function NumberField({ label, value, onChange, hint, unit, step, hideLabel, ...rule }: Props) {
  const messages = useMessages();
  const id = useId();
  const [text, setText] = useState(() => restingText(value));
  const [error, setError] = useState<FieldError | null>(null);
  // While focused, the text is only ever what the person typed: never rewritten under their fingers.
  const [editing, setEditing] = useState(false);
  // Follow outside changes (reset, drag) unless the person is editing or an error is showing.
  const [shown, setShown] = useState(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!error && !editing) setText(restingText(value));
  }

  const input = useRef<HTMLInputElement>(null);
  const selectAll = useRef(false);
  useLayoutEffect(() => {
    if (!selectAll.current) return;
    selectAll.current = false;
    input.current?.select();
  });

  const update = (next: string) => {
    setText(next);
    const parsed = parseNumber(next, rule);
    if (parsed.ok) {
      setError(null);
      setShown(parsed.value);
      onChange(parsed.value);
    } else {
      setError(parsed.error);
    }
  };

  const nudge = (direction: 1 | -1) => {
    if (error || !step) return;
    const next = Number((value + direction * step).toFixed(10));
    const parsed = parseNumber(String(next), rule);
    if (parsed.ok) update(String(parsed.value));
  };

  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {hint && <span className="field-hint"> {hint}</span>}
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        {...keyboard(rule)}
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => update(event.target.value)}
        onFocus={() => {
          setEditing(true);
          // edit the number itself, every digit of it; the whole of it selected, as a field reached
          // by Tab is, so what is typed replaces it rather than joining the digits shown before
          if (!error && text !== fullText(value)) {
            setText(fullText(value));
            selectAll.current = true;
          }
        }}
        onBlur={() => {
          setEditing(false);
          if (!error) setText(restingText(value));
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') nudge(1);
          else if (event.key === 'ArrowDown') nudge(-1);
          else return;
          event.preventDefault();
        }}
      />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {fieldErrorText(messages, error, label, unit)}
        </p>
      )}
    </div>
  );
}
