'use client';
// A labelled range input with its value shown beside it: the keyboard moves it by its step (arrows)
// and to its ends (Home, End), and a screen reader hears the value as the reader sees it.
import { useId } from 'react';
import styles from './Slider.module.css';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** The value as shown and read out, e.g. "e = 0.85". */
  valueText: string;
  /** Extra words under the slider, linked to it as its description. */
  note?: string;
  disabled?: boolean;
}

export function Slider({ label, value, min, max, step, onChange, valueText, note, disabled }: Props) {
  const id = useId();
  return (
    <div className="field slider">
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          aria-valuetext={valueText}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={id} data-value={value}>
          {valueText}
        </output>
      </div>
      {note && (
        <p className="note" id={`${id}-note`}>
          {note}
        </p>
      )}
    </div>
  );
}
