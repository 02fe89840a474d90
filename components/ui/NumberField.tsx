'use client';
// A labelled number input that refuses bad values with a message beside it and keeps reporting
// only valid numbers, so a widget always holds its last good state.
import { useId, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { type FieldError, type NumberRule, parseNumber } from './parseNumber';

interface Props extends NumberRule {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Shown after the label, e.g. a unit. */
  hint?: string;
  step?: number;
  /** Keep the label for screen readers only (inside a table whose header already says it). */
  hideLabel?: boolean;
}

export function fieldErrorText(messages: Messages, error: FieldError): string {
  const m = messages.field;
  switch (error.kind) {
    case 'empty':
      return m.empty;
    case 'notANumber':
      return format(m.notANumber, { value: error.value });
    case 'tooSmall':
      return format(m.tooSmall, { min: error.min });
    case 'tooLarge':
      return format(m.tooLarge, { max: error.max });
    case 'mustBePositive':
      return m.mustBePositive;
    case 'notInteger':
      return m.notInteger;
  }
}

export function NumberField({ label, value, onChange, hint, step, hideLabel, ...rule }: Props) {
  const messages = useMessages();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<FieldError | null>(null);
  // Follow outside changes (reset, drag) unless the person is mid-edit with an error showing.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (!error) setText(String(value));
  }

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
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => update(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') nudge(1);
          else if (event.key === 'ArrowDown') nudge(-1);
          else return;
          event.preventDefault();
        }}
      />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {fieldErrorText(messages, error)}
        </p>
      )}
    </div>
  );
}
