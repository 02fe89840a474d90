import type { Metadata } from 'next';
import { CompareExplorer } from '@/components/compare/CompareExplorer';
import { DEFAULT_LOCALE, getMessages } from '@/lib/i18n';

const t = getMessages(DEFAULT_LOCALE).comparePage;

export const metadata: Metadata = { title: t.title, description: t.intro };

export default function ComparePage() {
  return (
    <div className="wide-page">
      <h1>{t.title}</h1>
      <p className="lede">{t.intro}</p>
      <CompareExplorer />
    </div>
  );
}
