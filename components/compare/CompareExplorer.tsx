'use client';
// /compare: choose the scenario, the seed, the one setting that differs and two to four of its values;
// the link keeps the choice. Separations are explained in one line each, with what red means and where the lesson is.
import Link from 'next/link';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { Sentence } from '@/components/i18n/Sentence';
import { MySetups } from '@/components/setups/MySetups';
import { CopyLinkButton } from '@/components/share/CopyLinkButton';
import {
  type CompareState,
  decodeCompare,
  encodeCompare,
  panelOptions,
} from '@/components/share/compareLink';
import { LinkNotice } from '@/components/share/LinkNotice';
import { LinkShell } from '@/components/share/LinkShell';
import { startOf } from '@/components/share/linkState';
import { ShareButton } from '@/components/share/ShareButton';
import { StartFields } from '@/components/share/StartFields';
import { panelLabel } from '@/components/share/settingWords';
import { useLinkState } from '@/components/share/useLinkState';
import { PanelHeadingLevel } from '@/components/ui/PanelHeading';
import { format } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { localePath } from '@/lib/locales';
import { sentenceGap } from '@/lib/sentences';
import { SEPARATIONS, STUCK_FRAMES, type WorldOptions } from '@/physics';
import { Compare, type ComparePanel } from './Compare';
import styles from './setup.module.css';
import { VaryFields } from './VaryFields';

/** The panels of a comparison: the same start under each value of the varied setting (here and embedded). */
export function comparePanels(state: CompareState, messages: Messages): ComparePanel[] {
  const options = panelOptions(state);
  return state.values.map((value, i) => ({
    label: panelLabel(messages, state.vary, value),
    options: options[i] as WorldOptions,
  }));
}

export function CompareExplorer() {
  const locale = useLocale();
  const m = useMessages();
  const t = m.comparePage;
  const link = useLinkState(decodeCompare, encodeCompare);
  const { ready, state, problems, update, query } = link;
  return (
    <LinkShell ready={ready}>
      <LinkNotice problems={problems} />
      <fieldset className={styles.setup}>
        <legend>{m.playground.setup}</legend>
        <StartFields
          start={state}
          ballsNow={startOf(state).balls.length}
          onChange={(next) => update({ ...state, ...next, count: next.count })}
        />
        <VaryFields varied={state} onChange={(varied) => update({ ...state, ...varied })} />
        <CopyLinkButton query={query} />
        <ShareButton target={{ page: '/compare/', embed: '/embed/compare/', query, title: t.figure }} />
      </fieldset>
      {state.vary === 'separation' && (
        <dl className={`strategy-explain ${styles.strategyExplain}`}>
          {SEPARATIONS.map((s) => (
            <div key={s}>
              <dt>{m.separations[s]}</dt>
              <dd>{t.explain[s]}</dd>
            </div>
          ))}
        </dl>
      )}
      {state.vary === 'method' && (
        <p className="note" data-note="methods">
          <Sentence
            template={t.methods}
            parts={{
              link: (
                <Link href={localePath(locale, `/lessons/without-angles/#${t.methodsAnchor}`)}>
                  {t.methodsLink}
                </Link>
              ),
            }}
          />
        </p>
      )}
      <p className="note">
        {format(t.red, { frames: STUCK_FRAMES })}
        {sentenceGap(m)}
        <Sentence
          template={t.lesson}
          parts={{ link: <Link href={localePath(locale, '/lessons/sticking/')}>{t.lessonLink}</Link> }}
        />
      </p>
      <PanelHeadingLevel value={2}>
        <Compare title={t.figure} panels={comparePanels(state, m)} />
      </PanelHeadingLevel>
      <MySetups page="compare" query={query} />
    </LinkShell>
  );
}
