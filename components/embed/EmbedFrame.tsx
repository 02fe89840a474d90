// The frame of every embed page: the figure, and one link to the same thing on the site. The link
// opens a new tab, so a reader never takes the host's page (a course page, a slide) away; nothing on
// an embed page navigates its frame or the host. The figure's panels head at h2, right under the h1.
import type { ReactNode } from 'react';
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
  return (
    <div className={`embed ${styles.embed}`}>
      <h1 className="visually-hidden">{title}</h1>
      <PanelHeadingLevel value={2}>{children}</PanelHeadingLevel>
      <p className={styles.open}>
        <a href={open.href} target="_blank" rel="noopener">
          {open.text} ↗<span className="visually-hidden"> {open.newTab}</span>
        </a>
      </p>
    </div>
  );
}
