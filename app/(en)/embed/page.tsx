import { EmbedPlaygroundPage, embedPlaygroundMetadata } from '@/components/embed/EmbedPages';

export const metadata = embedPlaygroundMetadata('en');

export default function EmbedPlayground() {
  return <EmbedPlaygroundPage />;
}
