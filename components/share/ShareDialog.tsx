'use client';
// The Share dialog: the set-up's link, the code of an iframe that embeds it (/embed/…), and a QR code
// of the link. A modal <dialog>: the page behind is inert, so Tab stays in the dialog; Esc or Close
// closes it and the opener gets focus back (ShareButton). Loaded when it first opens.
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { localePath } from '@/lib/locales';
import { CopyField } from './CopyField';
import { QrCode } from './QrCode';
import styles from './ShareDialog.module.css';

export interface ShareTarget {
  /** The page of the set-up (/playground/) and its embed form (/embed/), in any locale's form. */
  page: string;
  embed: string;
  query: string;
  /** What the embedded figure is, for the iframe's title. */
  title: string;
  /** The place on the page the link goes to (a lesson figure's section), without its #. */
  hash?: string;
  /** The dialog's heading, when it shares something other than a set-up. */
  heading?: string;
}

const FOCUSABLE = 'button, input, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: a modal
 *  dialog makes the page inert, but the browser would still let focus leave for its own bar. */
function keepFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  const edge = event.shiftKey ? first : last;
  if (!edge || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The iframe a host pastes: full width up to 1280 px, no border, full screen allowed. An embed fits
 *  any height (components/embed/): 560 px gives a 16:9 canvas its full width in a 720 px column, with
 *  the bar, the time controls and the link back, and keeps a slide's frame from being mostly figure bar. */
export const IFRAME_HEIGHT = 560;

export function iframeCode(src: string, title: string): string {
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${IFRAME_HEIGHT}" style="max-width: 1280px; border: 0" loading="lazy" allow="fullscreen"></iframe>`;
}

export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const locale = useLocale();
  const t = useMessages().embed.share;
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const { origin } = window.location;
  const query = target.query ? `?${target.query}` : '';
  const hash = target.hash ? `#${encodeURIComponent(target.hash)}` : '';
  const link = `${origin}${localePath(locale, target.page)}${query}${hash}`;
  const embed = `${origin}${localePath(locale, target.embed)}${query}`;
  return (
    <dialog
      ref={dialog}
      className={`share-dialog site-dialog ${styles.dialog}`}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onKeyDown={(event) => {
        event.stopPropagation(); // a figure around it (a lesson's Share) must not hear its keys
        keepFocus(event);
      }}
    >
      <div className={styles.bar}>
        <h2 id={`${id}-title`}>{target.heading ?? t.title}</h2>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t.close}
        </button>
      </div>
      <CopyField name="link" label={t.link} copy={t.copyLink} text={link} />
      <CopyField
        name="embed"
        label={t.embed}
        copy={t.copyEmbed}
        text={iframeCode(embed, target.title)}
        note={t.embedNote}
        multiline
      />
      <figure className={styles.qrFigure}>
        <figcaption>{t.qr}</figcaption>
        <QrCode text={link} />
      </figure>
    </dialog>
  );
}
