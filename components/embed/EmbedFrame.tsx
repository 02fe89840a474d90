'use client';
// The frame of every embed page: the figure, a button that opens its numbers, and one link to the
// same thing on the site. The link opens a new tab, so a reader never takes the host's page (a course
// page, a slide) away; nothing on an embed page navigates its frame or the host. The figure's panels
// head at h2, right under the h1.
// The figure fits the frame (issue 34, item 8): the canvas and the time controls take its height and
// the readouts, tables, ledger and charts wait until the reader opens them (embed.module.css lays
// both out, for every kind of figure, from the widget's own classes). The static HTML has that shape.
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { PanelHeadingLevel } from '@/components/ui/PanelHeading';
import styles from './embed.module.css';

export interface OpenLink {
  href: string;
  text: string;
  /** Said after the text to screen readers: the link opens a new tab. */
  newTab: string;
}

export function EmbedFrame({
  title,
  open,
  children,
}: {
  title: string;
  open: OpenLink;
  children: ReactNode;
}) {
  const t = useMessages().embed.page;
  const [details, setDetails] = useState(false);
  const body = useId();
  return (
    <div className={`embed ${styles.embed}`} data-details={details ? 'open' : undefined}>
      <h1 className="visually-hidden">{title}</h1>
      <div id={body} className={styles.body}>
        <PanelHeadingLevel value={2}>{children}</PanelHeadingLevel>
      </div>
      <div className={styles.bar}>
        <button
          type="button"
          className="button"
          aria-expanded={details}
          aria-controls={body}
          onClick={() => setDetails((shown) => !shown)}
        >
          {t.details}
        </button>
        <a href={open.href} target="_blank" rel="noopener">
          {open.text} ↗<span className="visually-hidden"> {open.newTab}</span>
        </a>
      </div>
    </div>
  );
}
