// The one 404 page of the static site (out/404.html), for every locale: with a root layout per
// locale there is no single layout to put a not-found page in, and a static server cannot tell the
// reader's language, so the page says it in each language, each part with its own lang.
import 'katex/dist/katex.min.css';
import './globals.css';
import '@/components/mdx/prose.css';
import '@/components/widget/kit.css';
import '@/components/widget/stage.css';
import type { Metadata } from 'next';
import { siteViewport } from '@/components/site/SiteDocument';
import { DEFAULT_LOCALE, getMessages, LOCALES, localePath } from '@/lib/i18n';

export const metadata: Metadata = {
  title: LOCALES.map((locale) => getMessages(locale).notFound.title).join(' · '),
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <main id="main" className="prose not-found">
          {LOCALES.map((locale) => {
            const t = getMessages(locale).notFound;
            const Heading = locale === DEFAULT_LOCALE ? 'h1' : 'h2';
            return (
              <section key={locale} lang={locale}>
                <Heading>{t.title}</Heading>
                <p>{t.body}</p>
                <p>
                  <a href={localePath(locale, '/')}>{t.home}</a>
                </p>
              </section>
            );
          })}
        </main>
      </body>
    </html>
  );
}
