// /compare in a locale: the same start under different separations, on one clock.
import { CompareExplorer } from '@/components/compare/CompareExplorer';
import type { Locale } from '@/lib/i18n';
import { ToolPage, toolMetadata } from './ToolPage';

export const compareMetadata = (locale: Locale) => toolMetadata(locale, 'comparePage');

export const ComparePage = ({ locale }: { locale: Locale }) => (
  <ToolPage locale={locale} name="comparePage" Tool={CompareExplorer} />
);
