'use client';
// /compare's choice of the one setting that differs between the panels, and its two to four values:
// a box for each choice of a named setting, a number field for each value of e.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import {
  FIRST_VALUES,
  PANELS,
  VARY_SETTINGS,
  type Varied,
  type VarySetting,
  type VaryValues,
} from '@/components/share/compareLink';
import { panelLabel } from '@/components/share/settingWords';
import { Choice } from '@/components/ui/Choice';
import { NumberField } from '@/components/ui/NumberField';
import { numberText } from '@/components/ui/problemText';
import { format } from '@/lib/format';
import { CONTACTS, LIMITS, METHODS, SEPARATIONS } from '@/physics';
import styles from './setup.module.css';

/** The choices of each named setting, in the order the boxes show them. */
const CHOICES = {
  separation: SEPARATIONS,
  method: METHODS,
  stick: [false, true],
  contact: CONTACTS,
} as const;
/** Values of e a new panel takes, the first one not shown yet. */
const MORE_E = [0, 0.75, 0.25, 1, 0.5];

export function VaryFields({ varied, onChange }: { varied: Varied; onChange: (next: Varied) => void }) {
  const m = useMessages();
  const w = m.whatIf;
  const names = Object.fromEntries(VARY_SETTINGS.map((s) => [s, w.settings[s]])) as Record<
    VarySetting,
    string
  >;
  const choose = (vary: VarySetting) => onChange({ vary, values: FIRST_VALUES[vary] } as Varied);
  return (
    <>
      <Choice
        label={w.vary.setting}
        value={varied.vary}
        options={VARY_SETTINGS}
        names={names}
        onChange={choose}
      />
      <fieldset className={`strategy-list ${styles.strategyList}`}>
        <legend>{varied.vary === 'separation' ? m.comparePage.strategies : w.vary.values}</legend>
        {varied.vary === 'restitution' ? (
          <EValues values={varied.values} onChange={onChange} />
        ) : (
          <Boxes varied={varied} onChange={onChange} />
        )}
        <p className="note">{varied.vary === 'separation' ? m.comparePage.minTwo : w.vary.minTwo}</p>
      </fieldset>
    </>
  );
}

function Boxes({
  varied,
  onChange,
}: {
  varied: Exclude<Varied, { vary: 'restitution' }>;
  onChange: (next: Varied) => void;
}) {
  const m = useMessages();
  const options = CHOICES[varied.vary] as readonly VaryValues[typeof varied.vary][];
  const has = (value: unknown) => (varied.values as unknown[]).includes(value);
  const toggle = (value: unknown, on: boolean) => {
    const next = options.filter((o) => (o === value ? on : has(o)));
    if (next.length >= PANELS.min && next.length <= PANELS.max)
      onChange({ vary: varied.vary, values: next } as Varied);
  };
  return options.map((value) => {
    const checked = has(value);
    return (
      <label key={String(value)} className="inline-field">
        <input
          type="checkbox"
          checked={checked}
          // The last two stay ticked: a comparison needs two sides.
          aria-disabled={checked && varied.values.length <= PANELS.min}
          onChange={(e) => toggle(value, e.target.checked)}
        />
        {panelLabel(m, varied.vary, value)}
      </label>
    );
  });
}

function EValues({ values, onChange }: { values: number[]; onChange: (next: Varied) => void }) {
  const messages = useMessages();
  const w = messages.whatIf.vary;
  /** A value typed that another panel already shows: said under the fields, and not taken. */
  const [clash, setClash] = useState<{ n: number; other: number; e: number } | null>(null);
  const set = (next: number[]) => {
    setClash(null);
    onChange({ vary: 'restitution', values: next });
  };
  const edit = (i: number, e: number) => {
    const other = values.findIndex((x, k) => k !== i && x === e);
    // two panels with one value would be one comparison shown twice: the field's value is not taken
    if (other >= 0) setClash({ n: i + 1, other: other + 1, e });
    else set(values.map((x, k) => (k === i ? e : x)));
  };
  const free = MORE_E.find((e) => !values.includes(e));
  return (
    <>
      {values.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a panel's field stays in its place while its value is typed
        <span key={i} className={styles.eValue}>
          <NumberField
            label={format(w.valueField, { n: i + 1 })}
            value={e}
            step={0.1}
            {...LIMITS.restitution}
            onChange={(v) => edit(i, v)}
          />
          {values.length > PANELS.min && (
            <button type="button" className="button" onClick={() => set(values.filter((_, k) => k !== i))}>
              {format(w.remove, { n: i + 1 })}
            </button>
          )}
        </span>
      ))}
      {values.length < PANELS.max && free !== undefined && (
        <button type="button" className="button" onClick={() => set([...values, free])}>
          {w.add}
        </button>
      )}
      {clash && (
        <p className="field-error" role="alert">
          {format(w.duplicate, { ...clash, e: numberText(messages, clash.e) })}
        </p>
      )}
    </>
  );
}
