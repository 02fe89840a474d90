// /compare in a locale: the same start under different separations, on one clock.
import type { Metadata } from 'next';
import { CompareExplorer } from '@/components/compare/CompareExplorer';
import { getMessages, type Locale } from '@/lib/i18n';
import { pageMetadata } from './pageMetadata';
import { ToolPage } from './ToolPage';

export function compareMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).comparePage;
  return pageMetadata(locale, '/compare/', { title: t.title, description: t.intro });
}

export function ComparePage({ locale }: { locale: Locale }) {
  const t = getMessages(locale).comparePage;
  return (
    <ToolPage title={t.title} intro={t.intro}>
      <CompareExplorer />
    </ToolPage>
  );
}
