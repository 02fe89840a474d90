'use client';
// "Print this collision", in the inspector's controls: the sheet it prints (PrintSheet.tsx) is
// downloaded when a reader presses it, so a lesson with an inspector loads no more than the button.
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { Inspection } from './stages';

const PrintSheet = dynamic(() => import('./PrintSheet').then((m) => m.PrintSheet), { ssr: false });

export function PrintCollision({ title, inspection }: { title: string; inspection: Inspection }) {
  const t = useMessages().offline;
  const [printing, setPrinting] = useState(false);
  const done = useCallback(() => setPrinting(false), []);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setPrinting(true)}
        data-action="print-collision"
      >
        {t.printCollision}
      </button>
      {printing && <PrintSheet title={title} inspection={inspection} onDone={done} />}
    </>
  );
}
