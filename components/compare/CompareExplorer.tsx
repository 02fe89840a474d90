'use client';
// /compare: choose the scenario, the seed and two to four separations; the link keeps the choice.
// Each separation is explained in one line, with what red means and where the lesson is.
import Link from 'next/link';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { Sentence } from '@/components/i18n/Sentence';
import { MySetups } from '@/components/setups/MySetups';
import { CopyLinkButton } from '@/components/share/CopyLinkButton';
import { LinkNotice } from '@/components/share/LinkNotice';
import { type CompareState, decodeCompare, encodeCompare, startOf } from '@/components/share/linkState';
import { ShareButton } from '@/components/share/ShareButton';
import { StartFields } from '@/components/share/StartFields';
import { useLinkState } from '@/components/share/useLinkState';
import { format } from '@/lib/format';
import { localePath } from '@/lib/locales';
import { sentenceGap } from '@/lib/sentences';
import { SEPARATIONS, type Separation, STUCK_FRAMES } from '@/physics';
import { Compare, type ComparePanel } from './Compare';
import styles from './setup.module.css';

/** The panels of a comparison: the same start under each chosen separation (here and embedded). */
export function comparePanels(state: CompareState, names: Record<Separation, string>): ComparePanel[] {
  const start = startOf(state);
  return state.strategies.map((separation) => ({
    label: names[separation],
    options: { ...start, separation },
  }));
}

export function CompareExplorer() {
  const locale = useLocale();
  const m = useMessages();
  const t = m.comparePage;
  const link = useLinkState(decodeCompare, encodeCompare);
  if (!link.ready) return <p className="note">…</p>;
  const { state, problems, update, query } = link;
  const toggle = (separation: Separation, on: boolean) => {
    const next = SEPARATIONS.filter((s) => (s === separation ? on : state.strategies.includes(s)));
    if (next.length >= 2) update({ ...state, strategies: next });
  };
  const start = startOf(state);
  return (
    <>
      <LinkNotice problems={problems} />
      <fieldset className={styles.setup}>
        <legend>{m.playground.setup}</legend>
        <StartFields
          start={state}
          ballsNow={start.balls.length}
          onChange={(next) => update({ ...state, ...next, count: next.count })}
        />
        <fieldset className={`strategy-list ${styles.strategyList}`}>
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
        <CopyLinkButton query={query} />
        <ShareButton target={{ page: '/compare/', embed: '/embed/compare/', query, title: t.figure }} />
      </fieldset>
      <dl className={`strategy-explain ${styles.strategyExplain}`}>
        {SEPARATIONS.map((s) => (
          <div key={s}>
            <dt>{m.separations[s]}</dt>
            <dd>{t.explain[s]}</dd>
          </div>
        ))}
      </dl>
      <p className="note">
        {format(t.red, { frames: STUCK_FRAMES })}
        {sentenceGap(m)}
        <Sentence
          template={t.lesson}
          parts={{ link: <Link href={localePath(locale, '/lessons/sticking/')}>{t.lessonLink}</Link> }}
        />
      </p>
      <Compare title={t.figure} panels={comparePanels(state, m.separations)} />
      <MySetups page="compare" query={query} />
    </>
  );
}
