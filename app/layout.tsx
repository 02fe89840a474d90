import 'katex/dist/katex.min.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SkipToFigure } from '@/components/site/SkipToFigure';
import { DEFAULT_LOCALE, getMessages, localePath } from '@/lib/i18n';

const messages = getMessages(DEFAULT_LOCALE);

export const metadata: Metadata = {
  title: { default: messages.site.name, template: `%s · ${messages.site.name}` },
  description: messages.site.tagline,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <a className="skip-link" href="#main">
          {messages.site.skipToContent}
        </a>
        <SkipToFigure label={messages.site.skipToFigure} />
        <SiteHeader messages={messages} locale={DEFAULT_LOCALE} />
        <MessagesProvider messages={messages}>
          <main id="main">{children}</main>
        </MessagesProvider>
        <footer className="site-footer">
          <p>{messages.site.footer}</p>
          <p>
            <Link href={localePath(DEFAULT_LOCALE, '/sources/')}>{messages.site.footerSources}</Link>
          </p>
        </footer>
      </body>
    </html>
  );
}
