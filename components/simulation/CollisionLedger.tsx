'use client';
// The collision ledger, folded: its summary counts the collisions up to the frame on screen, and its
// table, pages and CSV (LedgerTable) load when a reader opens it, so a lesson page does not download
// them at first (its JavaScript budget, test/e2e/budget.spec.ts). Open but scrolled away, the table
// does not follow a playing clock (useRun's `seen`).
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format } from '@/lib/format';
import { type RunSnapshot, select } from '@/run';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';
import { useOnScreen } from './useOnScreen';

const LedgerTable = lazy(() => import('./LedgerTable').then((m) => ({ default: m.LedgerTable })));

export function CollisionLedger({
  clock,
  world = 0,
  fileName,
}: {
  clock: SimulationClock;
  world?: number;
  fileName: string;
}) {
  const t = useMessages().simulation.ledger;
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const seen = useOnScreen(details) && open;
  const count = useRun(
    clock.player,
    useCallback((s: RunSnapshot) => select.ledgerCount(s, world), [world]),
  ); // seen folded too
  return (
    <details
      ref={details}
      className={`ledger ${styles.ledger}`}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{format(t.summary, { count })}</summary>
      {open && (
        <Suspense fallback={<p role="status">…</p>}>
          <LedgerTable clock={clock} world={world} fileName={fileName} seen={seen} />
        </Suspense>
      )}
    </details>
  );
}
