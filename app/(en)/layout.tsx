// The root layout of the English pages (plain URLs), the test pages under /test/ included.
import 'katex/dist/katex.min.css';
import '../globals.css';
import '@/components/mdx/prose.css';
import '@/components/widget/kit.css';
import '@/components/widget/stage.css';
import '@/components/site/print.css';
import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/site/SiteDocument';

export const metadata = siteMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
