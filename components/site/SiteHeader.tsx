// The bar at the top of every page: the site's name, its three places, the motion switch and the
// language switch.
import Link from 'next/link';
import styles from '@/components/site/site.module.css';
import { MotionSwitch } from '@/components/widget/MotionSwitch';
import { type Locale, localePath, type Messages } from '@/lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

export function SiteHeader({ messages, locale }: { messages: Messages; locale: Locale }) {
  const nav = messages.site.nav;
  return (
    <header className={`site-header ${styles.header}`}>
      <Link className={styles.name} href={localePath(locale, '/')}>
        {messages.site.name}
      </Link>
      <nav aria-label={nav.label}>
        <ul>
          <li>
            <Link href={localePath(locale, '/')}>{nav.lessons}</Link>
          </li>
          <li>
            {/* No prefetch: a reader of a lesson should not download the playground's code. */}
            <Link href={localePath(locale, '/playground/')} prefetch={false}>
              {nav.playground}
            </Link>
          </li>
          <li>
            <Link href={localePath(locale, '/compare/')} prefetch={false}>
              {nav.compare}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="header-settings">
        <MotionSwitch label={messages.site.reduceMotion} />
        <LanguageSwitch locale={locale} />
      </div>
    </header>
  );
}
