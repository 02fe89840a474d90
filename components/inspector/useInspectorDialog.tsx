'use client';
// Opens the inspector on a collision in a dialog, loading it on first use (a simulation page does not
// download the inspector until a reader asks for it), and gives focus back to the opener on close.
// The dialog lives in the page's body, not in the figure: the presenter view's and full screen's
// layout rules for the figure (components/widget/stage.css) would otherwise reach the inspector inside
// it (its drawing came out 0 px high there).
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { Inspection } from './stages';

const InspectorDialog = lazy(() => import('./InspectorDialog').then((m) => ({ default: m.InspectorDialog })));

export function useInspectorDialog(): {
  open: (inspection: Inspection, opener: HTMLElement | null) => void;
  dialog: ReactNode;
} {
  const t = useMessages().inspector;
  const [shown, setShown] = useState<Inspection | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((inspection: Inspection, from: HTMLElement | null) => {
    opener.current = from;
    setShown(inspection);
  }, []);
  const close = useCallback(() => {
    setShown(null);
    opener.current?.focus();
  }, []);
  const dialog = shown
    ? createPortal(
        <Suspense fallback={<p role="status">{t.open.loading}</p>}>
          <InspectorDialog inspection={shown} onClose={close} />
        </Suspense>,
        document.body,
      )
    : null;
  return { open, dialog };
}
