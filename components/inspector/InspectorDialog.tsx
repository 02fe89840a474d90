'use client';
// The inspector opened from a simulation: a modal <dialog> over the figure, so the simulation stays
// where it was. Focus moves to the drawing (← and → walk the stages at once); Esc or Close shuts it and
// the opener takes focus back (useInspectorDialog). Loaded only when a reader opens a collision. After
// the inspector (above it on a wide screen), What if? replays the collision under another setting when
// the world's frame start is known.
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import { Inspector } from './Inspector';
import styles from './inspector.module.css';
import { type Inspection, type Stage, stagesOf } from './stages';
import { WhatIf } from './WhatIf';

export function InspectorDialog({ inspection, onClose }: { inspection: Inspection; onClose: () => void }) {
  const t = useMessages().inspector;
  const ref = useRef<HTMLDialogElement>(null);
  // the inspector opens on its first stage: What if? above it is there from the start, nothing moves
  const [stage, setStage] = useState<Stage | undefined>(() => stagesOf(inspection)[0]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('canvas')?.focus();
  }, []);
  const { i, j, frame } = inspection;
  const title = frame === undefined ? format(t.title, { i, j }) : format(t.titleAtFrame, { i, j, frame });
  return (
    // The simulation around it must not hear the inspector's keys (← → would step its clock).
    <dialog
      ref={ref}
      className={`site-dialog ${styles.dialog}`}
      aria-label={title}
      onClose={onClose}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <div className={styles.dialogBar}>
        <button
          type="button"
          className="button"
          onClick={() => ref.current?.close()}
          data-action="close-inspector"
        >
          {t.open.close}
        </button>
      </div>
      <Inspector title={title} inspection={inspection} onStage={setStage} />
      {inspection.start && stage && <WhatIf inspection={inspection} start={inspection.start} stage={stage} />}
    </dialog>
  );
}
