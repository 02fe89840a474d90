import { ComparePage, compareMetadata } from '@/components/site/pages/ComparePage';

export const metadata = compareMetadata('en');

export default function Compare() {
  return <ComparePage locale="en" />;
}
