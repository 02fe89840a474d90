'use client';
// The inspector opened from a simulation: a modal <dialog> over the figure, so the simulation stays
// where it was. Focus moves to the drawing (← and → walk the stages at once); Esc or Close shuts it and
// the opener takes focus back (useInspectorDialog). Loaded only when a reader opens a collision. After
// the inspector (above it on a wide screen), What if? replays the collision under another setting when
// the world's frame start is known. Opened from the presenter view, it is laid out for the projector
// instead (presentedDialog.module.css), its words and equations sized to fit (useFitText), and shows
// either a stage or What if? under the stage buttons, with a pair of buttons beside them to switch:
// What if? stays mounted behind the stage, so its replay is still there when the teacher comes back.
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import { Inspector } from './Inspector';
import styles from './inspector.module.css';
import presented from './presentedDialog.module.css';
import { type Inspection, type Stage, stagesOf } from './stages';
import { useFitText } from './useFitText';
import { WhatIf } from './WhatIf';

export function InspectorDialog({ inspection, onClose }: { inspection: Inspection; onClose: () => void }) {
  const messages = useMessages();
  const t = messages.inspector;
  const replay = messages.whatIf.replay;
  const ref = useRef<HTMLDialogElement>(null);
  // the inspector opens on its first stage: What if? above it is there from the start, nothing moves
  const [stage, setStage] = useState<Stage | undefined>(() => stagesOf(inspection)[0]);
  // the page's presenter view (components/presenter) marks the document while it is on
  const [presenting] = useState(() => document.documentElement.hasAttribute('data-present'));
  const [showReplay, setShowReplay] = useState(false);
  useFitText(ref, presenting, stage);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('canvas')?.focus();
  }, []);
  const { i, j, frame } = inspection;
  const switcher = inspection.start && (
    <div className="stage-switch">
      <button
        type="button"
        className="button"
        aria-pressed={!showReplay}
        onClick={() => setShowReplay(false)}
      >
        {replay.showStages}
      </button>
      <button type="button" className="button" aria-pressed={showReplay} onClick={() => setShowReplay(true)}>
        {replay.showReplay}
      </button>
    </div>
  );
  const title = frame === undefined ? format(t.title, { i, j }) : format(t.titleAtFrame, { i, j, frame });
  return (
    // The simulation around it must not hear the inspector's keys (← → would step its clock).
    <dialog
      ref={ref}
      className={`site-dialog ${styles.dialog} ${presented.dialog}`}
      aria-label={title}
      onClose={onClose}
      onKeyDown={(e) => e.stopPropagation()}
      data-showing={presenting && showReplay ? 'what-if' : 'stages'}
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
      {inspection.note && (
        <p className="note" data-inspection-note="">
          {inspection.note}
        </p>
      )}
      <Inspector title={title} inspection={inspection} onStage={setStage} aside={presenting && switcher} />
      {inspection.start && stage && <WhatIf inspection={inspection} start={inspection.start} stage={stage} />}
    </dialog>
  );
}
