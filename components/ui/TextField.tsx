// A labelled text input with its error under it, tied to the input for screen readers: the set-ups'
// name (MySetups) and their rename (SetupRow).
import type { ComponentProps } from 'react';

interface Props extends Omit<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  label: string;
  /** Shown, and announced, while the value cannot be used. */
  error: string | null;
}

export function TextField({ id, label, error, ...input }: Props) {
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
