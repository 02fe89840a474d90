// /playground in a locale: every option of the simulation on one screen.
import { Playground } from '@/components/playground/Playground';
import type { Locale } from '@/lib/i18n';
import { ToolPage, toolMetadata } from './ToolPage';

export const playgroundMetadata = (locale: Locale) => toolMetadata(locale, 'playground');

export const PlaygroundPage = ({ locale }: { locale: Locale }) => (
  <ToolPage locale={locale} name="playground" Tool={Playground} />
);
