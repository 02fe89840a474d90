'use client';
// A labelled <select> over a fixed list of names (or numbers), each shown with its human wording:
// as a field with its label above, or inline in a control row (a clock's speed).
import { useId } from 'react';

interface Props<T extends string | number> {
  label: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  onChange: (value: T) => void;
  /** In a control row: the label before the select, on one line. */
  inline?: boolean;
}

export function Choice<T extends string | number>({
  label,
  value,
  options,
  names,
  onChange,
  inline,
}: Props<T>) {
  const id = useId();
  const select = (
    <select
      id={id}
      value={value}
      onChange={(e) => {
        const chosen = options.find((option) => String(option) === e.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {names[option]}
        </option>
      ))}
    </select>
  );
  return inline ? (
    <label className="inline-field" htmlFor={id}>
      {label}
      {select}
    </label>
  ) : (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {select}
    </div>
  );
}
