'use client';
// The link to this page in the other language(s), in the header of every page: labelled in its own
// language, with hreflang and lang. On /playground and /compare the query holds the reader's set-up
// (written by the share code with replaceState, which Next's router reports to useSearchParams), so
// the link follows the address bar, query and hash, once the page runs in the browser.
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useSyncExternalStore } from 'react';
import styles from '@/components/site/site.module.css';
import { LANGUAGE_NAMES, LOCALES, type Locale, pathInLocale } from '@/lib/locales';

function Links({ locale, tail }: { locale: Locale; tail: string }) {
  const pathname = usePathname();
  const page = pathname.endsWith('/') ? pathname : `${pathname}/`; // the export's trailing slash
  return (
    <ul className={styles.languageSwitch}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <li key={other}>
          <a href={`${pathInLocale(other, page)}${tail}`} hrefLang={other} lang={other}>
            {LANGUAGE_NAMES[other]}
          </a>
        </li>
      ))}
    </ul>
  );
}

const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

function LinksWithQuery({ locale }: { locale: Locale }) {
  const query = useSearchParams().toString();
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => '',
  );
  return <Links locale={locale} tail={`${query ? `?${query}` : ''}${hash}`} />;
}

export function LanguageSwitch({ locale }: { locale: Locale }) {
  // The static page has no query: it holds the plain link until the browser knows the address.
  return (
    <Suspense fallback={<Links locale={locale} tail="" />}>
      <LinksWithQuery locale={locale} />
    </Suspense>
  );
}
