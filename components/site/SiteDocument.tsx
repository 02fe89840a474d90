// The document of every page in a locale (each root layout returns it): <html lang>, the skip links,
// header, the messages client widgets read, and the footer.
import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { OfflineFooter, OfflineSupport } from '@/components/offline/OfflineSupport';
import styles from '@/components/site/site.module.css';
import { getMessages, type Locale, localePath } from '@/lib/i18n';
import { SiteHeader } from './SiteHeader';
import { SkipToFigure } from './SkipToFigure';

export function siteMetadata(locale: Locale): Metadata {
  const messages = getMessages(locale);
  return {
    title: { default: messages.site.name, template: `%s · ${messages.site.name}` },
    description: messages.site.tagline,
    manifest: localePath(locale, '/manifest.webmanifest'),
  };
}

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
};

export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = getMessages(locale);
  return (
    <html lang={locale}>
      <body>
        <a className={styles.skipLink} href="#main">
          {messages.site.skipToContent}
        </a>
        <SkipToFigure label={messages.site.skipToFigure} />
        <SiteHeader messages={messages} locale={locale} />
        <MessagesProvider locale={locale} messages={messages}>
          <main id="main">
            <OfflineSupport />
            {children}
          </main>
          <footer className={`site-footer ${styles.footer}`}>
            <p>{messages.site.footer}</p>
            <p>
              <Link href={localePath(locale, '/sources/')}>{messages.site.footerSources}</Link>
            </p>
            <OfflineFooter />
          </footer>
        </MessagesProvider>
      </body>
    </html>
  );
}
