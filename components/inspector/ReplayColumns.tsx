'use client';
// What if?'s two columns for the stage on show: this run and the replay, each headed by its setting,
// the values that differ from the other column's marked, and the sentences those numbers choose.
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { settingText } from '@/components/share/settingWords';
import { format, formatValue, plural } from '@/lib/format';
import { joinSentences } from '@/lib/sentences';
import type { FrameStart, ReplaySetting } from '@/physics';
import { stageRows } from './StageValues';
import { type Inspection, type Stage, stagesOf } from './stages';
import styles from './whatIf.module.css';

/** A replay shown: the setting changed, its value, and the pair's collision under it. */
export interface Replay {
  setting: ReplaySetting;
  value: FrameStart[ReplaySetting];
  /** The pair's collision under that setting, or null when it has none in this frame. */
  event: Inspection | null;
}

/** The two columns for the stage on show, and the sentences their numbers choose. */
export function ReplayColumns({
  original,
  start,
  replay,
  stage,
}: {
  original: Inspection;
  start: FrameStart;
  replay: Replay;
  stage: Stage;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.whatIf.replay;
  const mine = settingText(messages, replay.setting, start[replay.setting] as never);
  const theirs = settingText(messages, replay.setting, replay.value as never);
  const rowsOf = (c: Inspection | null) =>
    c && stagesOf(c).includes(stage)
      ? stageRows(c, stage, messages.inspector.row, messages.inspector.yes, messages.inspector.no)
      : null;
  const [left, right] = [rowsOf(original), rowsOf(replay.event)];
  const differing = (rows: [string, string][] | null, other: [string, string][] | null) =>
    new Set(
      rows && other ? rows.filter(([name, v]) => new Map(other).get(name) !== v).map(([name]) => name) : [],
    );
  const [leftMarks, rightMarks] = [differing(left, right), differing(right, left)];
  const after = replay.event?.after.kineticEnergy;
  const [was, now] = [
    formatValue(original.after.kineticEnergy),
    after === undefined ? '' : formatValue(after),
  ];
  const energy =
    after === undefined
      ? ''
      : was === now
        ? format(t.energySame, { original: was })
        : format(after < original.after.kineticEnergy ? t.energyLess : t.energyMore, {
            original: was,
            replay: now,
          });
  const count = rightMarks.size;
  const stageSaid = !replay.event
    ? format(t.noCollision, { setting: theirs })
    : !left || !right
      ? ''
      : count === 0
        ? t.same
        : format(plural(t.differ, count, locale), { count });
  return (
    <>
      <p className={styles.summary} aria-live="polite" data-differ={count}>
        {joinSentences(messages, stageSaid, energy)}
      </p>
      <div className={styles.columns}>
        <Column
          heading={format(t.original, { setting: mine })}
          rows={left}
          marks={leftMarks}
          missing={format(t.noStage, { setting: mine })}
          side="original"
        />
        <Column
          heading={format(t.replayed, { setting: theirs })}
          rows={right}
          marks={rightMarks}
          missing={
            replay.event ? format(t.noStage, { setting: theirs }) : format(t.noCollision, { setting: theirs })
          }
          side="replay"
        />
      </div>
    </>
  );
}

function Column({
  heading,
  rows,
  marks,
  missing,
  side,
}: {
  heading: string;
  rows: [string, string][] | null;
  marks: Set<string>;
  missing: string;
  side: 'original' | 'replay';
}) {
  const t = useMessages().whatIf.replay;
  return (
    <section className={styles.column} aria-label={heading} data-column={side}>
      <h4 className={styles.heading}>{heading}</h4>
      {rows ? (
        <table className={`readout-table ${styles.values}`}>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name} data-differs={marks.has(name) || undefined}>
                <th scope="row">{name}</th>
                <td>
                  {marks.has(name) ? <mark className={styles.mark}>{value}</mark> : value}
                  {marks.has(name) && <span className="visually-hidden"> {t.differs}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="note">{missing}</p>
      )}
    </section>
  );
}
