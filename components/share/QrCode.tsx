'use client';
// A QR code of a link, for students' phones: drawn as SVG from uqr's matrix (black on white in every
// theme, with the quiet zone scanners need), with the link itself as its text alternative. uqr is
// loaded here, so only a page whose Share dialog opens downloads it.
import { useEffect, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import styles from './ShareDialog.module.css';

/** Bytes a QR code holds at error correction M (version 40): a longer link cannot be one. */
export const QR_MAX = 2331;
const QUIET_ZONE = 4;

type Drawn = { path: string; size: number } | { tooLong: true } | null;

export function QrCode({ text }: { text: string }) {
  const t = useMessages().embed.share;
  const [drawn, setDrawn] = useState<Drawn>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (!live) return;
      if (new TextEncoder().encode(text).length > QR_MAX) return setDrawn({ tooLong: true });
      const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
      let path = '';
      data.forEach((row, y) => {
        row.forEach((dark, x) => {
          if (dark) path += `M${x} ${y}h1v1h-1z`;
        });
      });
      setDrawn({ path, size });
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (drawn === null) return <p role="status">{t.qrLoading}</p>;
  if ('tooLong' in drawn)
    return <p className="note">{format(t.qrTooLong, { length: text.length, max: QR_MAX })}</p>;
  return (
    <svg
      className={`qr-code ${styles.qr}`}
      role="img"
      aria-label={format(t.qrAlt, { link: text })}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
