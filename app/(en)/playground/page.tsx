import { PlaygroundPage, playgroundMetadata } from '@/components/site/pages/PlaygroundPage';

export const metadata = playgroundMetadata('en');

export default function Playground() {
  return <PlaygroundPage locale="en" />;
}
