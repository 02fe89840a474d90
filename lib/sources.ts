// The Sources page: what the five source texts are and how the site uses them. Its prose is one MDX
// file per locale in content/sources/, loaded like a lesson; each text has the anchor #source-00N.
import type { Locale } from './i18n';
import type { LessonModule } from './lessons';

export async function loadSources(locale: Locale): Promise<LessonModule> {
  const mod = (await import(`@/content/sources/${locale}.mdx`)) as LessonModule;
  const { title, summary } = mod.metadata ?? {};
  if (typeof title !== 'string' || typeof summary !== 'string') {
    throw new Error(`content/sources/${locale}.mdx must export metadata with a title and a summary`);
  }
  return mod;
}
