'use client';
// A labelled checkbox with a sentence under it that says what it does, linked as its description.
import { useId } from 'react';

interface Props {
  label: string;
  note: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function LabSwitch({ label, note, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label className="inline-field">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-note`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p className="note" id={`${id}-note`}>
        {note}
      </p>
    </div>
  );
}
