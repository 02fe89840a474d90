'use client';
// /compare: choose the scenario, the seed and two to four separations; the link keeps the choice.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { CopyLinkButton } from '@/components/share/CopyLinkButton';
import { LinkNotice } from '@/components/share/LinkNotice';
import { type CompareState, decodeCompare, encodeCompare, startOf } from '@/components/share/linkState';
import { useLinkState } from '@/components/share/useLinkState';
import { Choice } from '@/components/ui/Choice';
import { NumberField } from '@/components/ui/NumberField';
import { CROWD_LIMIT, CROWDS, SCENARIOS, SEPARATIONS, type Separation } from '@/physics';
import { Compare } from './Compare';

export function CompareExplorer() {
  const m = useMessages();
  const t = m.comparePage;
  const link = useLinkState(decodeCompare, encodeCompare);
  if (!link.ready) return <p className="note">…</p>;
  const { state, problem, update } = link;
  const set =
    <K extends keyof CompareState>(key: K) =>
    (value: CompareState[K]) =>
      update({ ...state, [key]: value });
  const toggle = (separation: Separation, on: boolean) => {
    const next = SEPARATIONS.filter((s) => (s === separation ? on : state.strategies.includes(s)));
    if (next.length >= 2) update({ ...state, strategies: next });
  };
  const start = startOf(state);
  return (
    <>
      <LinkNotice problem={problem} />
      <fieldset className="setup">
        <legend>{m.playground.setup}</legend>
        <Choice
          label={m.playground.scenario}
          value={state.scenario}
          options={SCENARIOS}
          names={m.scenarios}
          onChange={set('scenario')}
        />
        <NumberField
          label={m.playground.seed}
          value={state.seed}
          onChange={set('seed')}
          integer
          min={0}
          max={2 ** 31 - 1}
          step={1}
        />
        {CROWDS.includes(state.scenario) && (
          <NumberField
            label={m.playground.count}
            value={state.count ?? start.balls.length}
            onChange={set('count')}
            integer
            min={CROWD_LIMIT.min}
            max={CROWD_LIMIT.max}
            step={10}
          />
        )}
        <fieldset className="strategy-list">
          <legend>{t.strategies}</legend>
          {SEPARATIONS.map((s) => {
            const checked = state.strategies.includes(s);
            return (
              <label key={s} className="inline-field">
                <input
                  type="checkbox"
                  checked={checked}
                  // The last two stay ticked: a comparison needs two sides.
                  aria-disabled={checked && state.strategies.length <= 2}
                  onChange={(e) => toggle(s, e.target.checked)}
                />
                {m.separations[s]}
              </label>
            );
          })}
          <p className="note">{t.minTwo}</p>
        </fieldset>
        <CopyLinkButton />
      </fieldset>
      <Compare
        title={t.figure}
        panels={state.strategies.map((separation) => ({
          label: m.separations[separation],
          options: { ...start, separation },
        }))}
      />
    </>
  );
}
