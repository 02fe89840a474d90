'use client';
// Undo and Redo of a set-up changed from a frame on (SimulationClock.undoEdit), as buttons and as
// Ctrl+Z / Cmd+Z (Shift for redo, or Ctrl+Y). The keys act in the figure and in the page's own set-up
// controls outside any figure (the playground's), never in a field being typed in (its own undo).
import { type RefObject, useEffect } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { controlKind } from '@/components/widget/keyboard';
import { useRun } from '@/components/widget/useRun';
import { format } from '@/lib/format';
import type { RunSnapshot } from '@/run';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';

const editsOf = ({ view }: RunSnapshot) => ({
  canUndo: view.canUndo,
  canRedo: view.canRedo,
  lastEdit: view.editFrames.at(-1),
  editCut: view.editCut,
});
type Edits = ReturnType<typeof editsOf>;
const sameEdits = (a: Edits, b: Edits) =>
  a.canUndo === b.canUndo && a.canRedo === b.canRedo && a.lastEdit === b.lastEdit && a.editCut === b.editCut;

export function SetupUndo({ clock, root }: { clock: SimulationClock; root: RefObject<HTMLElement | null> }) {
  const t = useMessages().timeline.edits;
  // the edits change with an announcement of the player; a readout that changes none renders nothing
  const { canUndo, canRedo, lastEdit, editCut } = useRun(clock.player, editsOf, true, sameEdits);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      const target = event.target instanceof Element ? event.target : null;
      const ours = target && (root.current?.contains(target) || !target.closest('.widget'));
      if (!ours || controlKind(target) === 'text') return;
      const redo = key === 'y' || event.shiftKey;
      if (clock.undoEdit(redo)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [clock, root]);
  const last = lastEdit === undefined ? undefined : { frame: lastEdit };
  if (!canUndo && !canRedo && !last) return null;
  return (
    <div className={styles.setupUndo}>
      {last && (
        <p className="note" data-edit-cut={editCut || undefined}>
          {format(t.applied, { frame: last.frame })}
          {editCut && ` ${format(t.cut, { frame: last.frame })}`}
        </p>
      )}
      <button
        type="button"
        className="button"
        data-action="undo-setup"
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        // with no change in effect, what Undo takes back is a new start (an edit at frame 0)
        aria-label={last ? format(t.undoLabel, { frame: last.frame }) : canUndo ? t.undoStart : t.undo}
        onClick={() => clock.undoEdit()}
      >
        {t.undo}
      </button>
      <button
        type="button"
        className="button"
        data-action="redo-setup"
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => clock.undoEdit(true)}
      >
        {t.redo}
      </button>
    </div>
  );
}
