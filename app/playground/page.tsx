import type { Metadata } from 'next';
import { Playground } from '@/components/playground/Playground';
import { DEFAULT_LOCALE, getMessages } from '@/lib/i18n';

const t = getMessages(DEFAULT_LOCALE).playground;

export const metadata: Metadata = { title: t.title, description: t.intro };

export default function PlaygroundPage() {
  return (
    <div className="wide-page">
      <h1>{t.title}</h1>
      <p className="lede">{t.intro}</p>
      <Playground />
    </div>
  );
}
