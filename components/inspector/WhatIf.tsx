'use client';
// What if? The inspected collision replayed with one setting changed (another e, method, separation,
// stick or contact): the same pair, from the world as it was at the start of that frame, run by the
// physics core (physics/lab/replay.ts), shown beside the original stage by stage, values that differ marked.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { Choice } from '@/components/ui/Choice';
import { NumberField } from '@/components/ui/NumberField';
import { setupErrorText } from '@/components/ui/setupErrorText';
import type { Messages } from '@/lib/i18n';
import {
  CONTACTS,
  type FrameStart,
  LIMITS,
  METHODS,
  REPLAY_SETTINGS,
  type ReplaySetting,
  replayCollision,
  SEPARATIONS,
} from '@/physics';
import { type Replay, ReplayColumns } from './ReplayColumns';
import type { Inspection, Stage } from './stages';
import styles from './whatIf.module.css';

type Value = Replay['value'];

/** The first value of a setting that is not this run's: what the field offers to begin with. */
function otherValue(setting: ReplaySetting, start: FrameStart): Value {
  const choices: Record<ReplaySetting, readonly Value[]> = {
    restitution: [0.5, 1],
    method: METHODS,
    separation: SEPARATIONS,
    stick: [true, false],
    contact: CONTACTS,
  };
  return choices[setting].find((v) => v !== start[setting]) as Value;
}

export function WhatIf({
  inspection,
  start,
  stage,
}: {
  inspection: Inspection;
  start: FrameStart;
  stage: Stage;
}) {
  const messages = useMessages();
  const w = messages.whatIf;
  const [setting, setSetting] = useState<ReplaySetting>('restitution');
  const [value, setValue] = useState<Value>(() => otherValue('restitution', start));
  const [replay, setReplay] = useState<Replay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const names = Object.fromEntries(REPLAY_SETTINGS.map((s) => [s, w.settings[s]])) as Record<
    ReplaySetting,
    string
  >;

  const choose = (next: ReplaySetting) => {
    setSetting(next);
    setValue(otherValue(next, start));
  };
  const run = () => {
    try {
      const event = replayCollision(start, inspection.i, inspection.j, { [setting]: value });
      setReplay({ setting, value, event: event && { ...event, frame: inspection.frame } });
      setProblem(null);
    } catch (error) {
      setProblem(setupErrorText(messages, error)); // e.g. stick with exact contact: the physics says why
    }
  };

  return (
    <section className={styles.whatIf} aria-label={w.replay.title} data-what-if>
      <h3 className={styles.title}>{w.replay.title}</h3>
      <p className="note">{w.replay.intro}</p>
      <div className={styles.form}>
        <Choice
          label={w.replay.setting}
          value={setting}
          options={REPLAY_SETTINGS}
          names={names}
          onChange={choose}
        />
        <ValueField messages={messages} setting={setting} value={value} onChange={setValue} />
        <button type="button" className="button" data-action="replay" onClick={run}>
          {w.replay.run}
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {replay && <ReplayColumns original={inspection} start={start} replay={replay} stage={stage} />}
    </section>
  );
}

function ValueField({
  messages,
  setting,
  value,
  onChange,
}: {
  messages: Messages;
  setting: ReplaySetting;
  value: Value;
  onChange: (value: Value) => void;
}) {
  const w = messages.whatIf;
  const label = w.settings[setting];
  if (setting === 'restitution')
    return (
      <NumberField
        label={label}
        value={value as number}
        step={0.1}
        {...LIMITS.restitution}
        onChange={onChange}
      />
    );
  if (setting === 'stick')
    return (
      <Choice
        label={label}
        value={value ? 'on' : 'off'}
        options={['on', 'off'] as const}
        names={{ on: w.on, off: w.off }}
        onChange={(v) => onChange(v === 'on')}
      />
    );
  const list = LISTS[setting];
  return (
    <Choice<string>
      label={label}
      value={value as string}
      options={list.options}
      names={list.names(messages)}
      onChange={(v) => onChange(v as Value)}
    />
  );
}

/** The settings chosen from a list: their values and the names a reader sees for them. */
const LISTS: Record<
  'method' | 'separation' | 'contact',
  { options: readonly string[]; names: (messages: Messages) => Record<string, string> }
> = {
  method: { options: METHODS, names: (m) => m.methods },
  separation: { options: SEPARATIONS, names: (m) => m.separations },
  contact: { options: CONTACTS, names: (m) => m.whatIf.contacts },
};
