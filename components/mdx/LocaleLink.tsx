'use client';
// A link in a lesson's or the Sources page's prose (MDX's `a`): a link to a page of this site
// (`/sources/#source-001`) is written in the page's locale, however the MDX gives it, so a reader
// of the Chinese pages stays in Chinese.
import type { ComponentProps } from 'react';
import { useLocale } from '@/components/i18n/MessagesProvider';
import { pathInLocale } from '@/lib/locales';

const isSitePath = (href: string | undefined): href is string =>
  !!href?.startsWith('/') && !href.startsWith('//');

export function LocaleLink({ href, ...rest }: ComponentProps<'a'>) {
  const locale = useLocale();
  return <a href={isSitePath(href) ? pathInLocale(locale, href) : href} {...rest} />;
}
