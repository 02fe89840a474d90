// The root layout of every other locale, under its prefix (/zh-CN/…): one tree of pages per locale
// in LOCALES, so adding a locale adds no route files. Test pages stay English (app/(en)/test/).
import 'katex/dist/katex.min.css';
import '../globals.css';
import '@/components/mdx/prose.css';
import '@/components/widget/kit.css';
import '@/components/widget/stage.css';
import '@/components/site/print.css';
import type { ReactNode } from 'react';
import { type LocaleParams, localeParams, routeLocale } from '@/components/site/routeLocale';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/site/SiteDocument';

export const dynamicParams = false;
export const generateStaticParams = localeParams;
export const viewport = siteViewport;

export async function generateMetadata({ params }: LocaleParams) {
  return siteMetadata(await routeLocale(params));
}

export default async function LocaleLayout({ params, children }: LocaleParams & { children: ReactNode }) {
  return <SiteDocument locale={await routeLocale(params)}>{children}</SiteDocument>;
}
