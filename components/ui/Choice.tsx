'use client';
// A labelled <select> over a fixed list of names, each shown with its human wording.
import { useId } from 'react';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  onChange: (value: T) => void;
}

export function Choice<T extends string>({ label, value, options, names, onChange }: Props<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
