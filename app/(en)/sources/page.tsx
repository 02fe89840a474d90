import { SourcesPage, sourcesMetadata } from '@/components/site/pages/SourcesPage';

export const generateMetadata = () => sourcesMetadata('en');

export default function Sources() {
  return <SourcesPage locale="en" />;
}
