// A page that is one tool across the width (/playground, /compare): its title, its introduction, the
// tool, and the page's metadata made of the same title and introduction.
import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { getMessages, type Locale } from '@/lib/i18n';
import { pageMetadata } from './pageMetadata';

/** Each tool's messages (its title and intro) and its path. */
const TOOL_PATHS = { playground: '/playground/', comparePage: '/compare/' } as const;
type ToolName = keyof typeof TOOL_PATHS;

export function toolMetadata(locale: Locale, name: ToolName): Metadata {
  const t = getMessages(locale)[name];
  return pageMetadata(locale, TOOL_PATHS[name], { title: t.title, description: t.intro });
}

export function ToolPage({ locale, name, Tool }: { locale: Locale; name: ToolName; Tool: ComponentType }) {
  const t = getMessages(locale)[name];
  return (
    <div className="wide-page">
      <h1>{t.title}</h1>
      <p className="lede">{t.intro}</p>
      <Tool />
    </div>
  );
}
