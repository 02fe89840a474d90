'use client';
// "Inspect collision": opens the inspector on a collision of the frame on screen (a choice of pairs
// when there are several). Pauses the player, so the figure waits on that frame behind the dialog.
// What it lists is read from the player's snapshot, so it names the frame the other views name.
import { useId, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format } from '@/lib/format';
import type { CollisionEvent, FrameStart } from '@/physics';
import { type Player, type Snapshot, select } from '@/run';
import styles from './inspector.module.css';
import { useInspectorDialog } from './useInspectorDialog';

/** What Inspect reads of a run at a snapshot: a simulation's worlds, or a recorded figure's traced sides. */
export interface InspectableClock<V> {
  readonly player: Player<V>;
  collisions(s: Snapshot<V>, world: number): readonly CollisionEvent[];
  /** collisions(s, world).length, and collisions(s, world)[k], without making the others. */
  collisionCount(s: Snapshot<V>, world: number): number;
  collisionAt(s: Snapshot<V>, world: number, k: number): CollisionEvent | undefined;
  ballCount(s: Snapshot<V>, world: number): number;
  /** The world as it was at the start of the frame on screen, when the clock can give it (What if?). */
  frameStart?(world: number): FrameStart | null;
}

export function InspectCollision<V>({ clock, world = 0 }: { clock: InspectableClock<V>; world?: number }) {
  const t = useMessages().inspector.open;
  const shown = useRun(clock.player, select.whole);
  const count = clock.collisionCount(shown, world);
  const [choice, setChoice] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const selectId = useId();
  const { open, dialog } = useInspectorDialog();
  const chosen = Math.min(choice, count - 1);
  // While playing, the list holds only the pair Inspect would open, the only collision made: a frame
  // of a big crowd has hundreds of pairs, and making them and laying out a select of them each time
  // the readouts change costs more than drawing the frame (bench/results.md). Paused, every pair of
  // the frame is there to choose. The select is as wide as its widest possible label either way, so
  // the row keeps still.
  const listed = shown.playing
    ? pairOf(clock.collisionAt(shown, world, chosen), chosen)
    : clock.collisions(shown, world).flatMap(pairOf);
  const last = Math.max(0, clock.ballCount(shown, world) - 1);
  const widest = format(t.pair, { i: last, j: last }).length;

  const inspect = () => {
    clock.player.pause(); // a snapshot of the frame the worlds are at, which the dialog opens on
    const paused = clock.player.snapshot();
    const event = clock.collisionAt(paused, world, chosen);
    if (!event) return;
    const start = clock.frameStart?.(world) ?? undefined;
    open({ ...event, frame: paused.frame, ...(start && { start }) }, button.current);
  };

  return (
    <span className={`inspect-collision ${styles.inspectCollision}`}>
      {count > 1 && (
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t.which}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(e) => setChoice(Number(e.target.value))}
            style={{ minWidth: `${widest + 2}ch` }}
          >
            {listed.map(({ k, i, j }) => (
              <option key={k} value={k}>
                {format(t.pair, { i, j })}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        ref={button}
        type="button"
        className="button"
        data-action="inspect"
        onClick={inspect}
        disabled={count === 0}
      >
        {t.inspect}
      </button>
      {dialog}
    </span>
  );
}

/** Collision k's pair, for the list (none for a collision that is not there). */
const pairOf = (event: CollisionEvent | undefined, k: number) =>
  event ? [{ k, i: event.i, j: event.j }] : [];
