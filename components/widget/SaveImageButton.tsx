'use client';
// "Save image": the figure's canvas as it is now, downloaded as a PNG named after the figure and the
// frame it shows (the picture of a paused collision for a worksheet or a slide).
import type { RefObject } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';

interface Props {
  /** The figure: its first canvas is saved. */
  root: RefObject<HTMLElement | null>;
  /** The figure's name as a file name (fileNameOf). */
  name: string;
  /** The frame shown now, read when the reader saves. */
  frame: () => number;
}

export function SaveImageButton({ root, name, frame }: Props) {
  const t = useMessages().offline;
  const save = () => {
    const canvas = root.current?.querySelector('canvas');
    canvas?.toBlob((blob) => {
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${name}-frame-${frame()}.png`; // a file name, like the ledger's CSV
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    }, 'image/png');
  };
  return (
    <button type="button" className="button" onClick={save} data-action="save-image">
      {t.saveImage}
    </button>
  );
}
