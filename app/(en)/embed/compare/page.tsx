import { EmbedComparePage, embedCompareMetadata } from '@/components/embed/EmbedPages';

export const metadata = embedCompareMetadata('en');

export default function EmbedCompare() {
  return <EmbedComparePage />;
}
