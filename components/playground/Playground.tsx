'use client';
// /playground: every option of the simulation on one screen, mirrored in the URL, edited, added and
// removed balls included, so the link always reproduces the start on screen. The set-up is one value
// (PlaygroundState): every control, the table, a drag, the speed of play and the link read and write
// it, and the world is always built from it by worldOptionsOf. Changing any option (elasticity,
// stick, walls…) at frame 0 starts the run again, at the same speed; at a later frame it applies
// from there (playgroundSetup.ts: the link keeps the change and its frame, Undo takes it back).
import Link from 'next/link';
import { useCallback, useRef } from 'react';
import styles from '@/components/compare/setup.module.css';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { Sentence } from '@/components/i18n/Sentence';
import { BallCount } from '@/components/playground/BallCount';
import { MySetups } from '@/components/setups/MySetups';
import { CopyLinkButton } from '@/components/share/CopyLinkButton';
import { LinkNotice } from '@/components/share/LinkNotice';
import { LinkShell } from '@/components/share/LinkShell';
import { decodePlayground, encodePlayground, worldOptionsOf } from '@/components/share/linkState';
import { changeSetup, playgroundFigure, setupNow } from '@/components/share/playgroundSetup';
import { ShareButton } from '@/components/share/ShareButton';
import { StartFields } from '@/components/share/StartFields';
import { useLinkState } from '@/components/share/useLinkState';
import { ElasticitySlider } from '@/components/simulation/ElasticitySlider';
import { Simulation } from '@/components/simulation/Simulation';
import type { SimulationClock } from '@/components/simulation/SimulationClock';
import { Choice } from '@/components/ui/Choice';
import { LabSwitch } from '@/components/ui/LabSwitch';
import { NumberField } from '@/components/ui/NumberField';
import { localePath } from '@/lib/locales';
import { LIMITS, METHODS, SEPARATIONS, type WorldOptions, worldOptionsProblem } from '@/physics';
import { type Setup, withSettings } from '@/run';

export function Playground() {
  const locale = useLocale();
  const m = useMessages();
  const t = m.playground;
  const link = useLinkState(decodePlayground, encodePlayground);
  const clock = useRef<SimulationClock | null>(null);
  const onClock = useCallback((made: SimulationClock) => {
    clock.current = made;
  }, []);
  const { ready, state, problems, update, query } = link;
  const shown = setupNow(state);
  const change = (setup: Partial<Setup>) => {
    const figure = clock.current;
    // at frame 0 a setting is a new start, made on the figure's clock so its Undo can take it back
    // (the figure tells the link, onStartChange); a start the physics refuses is left to the link,
    // whose figure says why
    const edited = figure?.player.frame === 0 && startWith(figure.edits.start[0], setup);
    if (figure && edited) figure.replace([edited], true);
    else update(changeSetup(state, figure?.player.frame ?? 0, setup));
  };
  const set =
    <K extends keyof Setup>(key: K) =>
    (value: Setup[K]) =>
      change({ [key]: value });
  const world = worldOptionsOf(state);
  return (
    <LinkShell ready={ready}>
      <p className="note">
        <Sentence
          template={t.lessons}
          parts={{
            start: <Link href={localePath(locale, '/lessons/momentum/')}>{t.lessonsLink}</Link>,
            all: <Link href={localePath(locale, '/')}>{t.allLessons}</Link>,
          }}
        />
      </p>
      <LinkNotice problems={problems} />
      <fieldset className={styles.setup}>
        <legend>{t.setup}</legend>
        <StartFields
          start={state}
          ballsNow={world.balls.length}
          // a new start replaces edited balls; a scenario that is not a crowd drops the count
          onChange={(next) => update({ ...state, ...next, count: next.count, balls: undefined })}
        />
        <Choice
          label={t.method}
          value={shown.method}
          options={METHODS}
          names={m.methods}
          onChange={set('method')}
        />
        <Choice
          label={t.separation}
          value={shown.separation}
          options={SEPARATIONS}
          names={m.separations}
          onChange={set('separation')}
        />
        <NumberField
          label={t.bounce}
          value={shown.bounce}
          onChange={set('bounce')}
          min={LIMITS.bounce.min}
          max={LIMITS.bounce.max}
          step={0.1}
        />
        <ElasticitySlider value={shown.restitution} onChange={set('restitution')} />
        {/* stick and exact contact cannot run together: turning one on turns the other off */}
        <LabSwitch
          label={m.lab.stick}
          note={m.lab.stickNote}
          checked={shown.stick}
          onChange={(stick) => change({ stick, exact: stick ? false : shown.exact })}
        />
        <LabSwitch label={m.lab.walls} note={m.lab.wallsNote} checked={shown.walls} onChange={set('walls')} />
        <LabSwitch
          label={m.lab.exact}
          note={m.lab.exactNote}
          checked={shown.exact}
          onChange={(exact) => change({ exact, stick: exact ? false : shown.stick })}
        />
        <BallCount state={state} count={world.balls.length} onChange={update} />
        <CopyLinkButton query={query} />
        <ShareButton target={{ page: '/playground/', embed: '/embed/', query, title: t.figure }} />
      </fieldset>
      <Simulation title={t.figure} {...playgroundFigure(state, update)} onClock={onClock} />
      <MySetups page="playground" query={query} />
    </LinkShell>
  );
}

/** `start` with the settings `set`, or null when the physics refuses that start. */
function startWith(start: WorldOptions | undefined, set: Partial<Setup>): WorldOptions | null {
  if (!start) return null;
  const next = withSettings(start, set);
  return worldOptionsProblem(next) ? null : next;
}
