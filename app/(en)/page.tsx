import { HomePage, homeMetadata } from '@/components/site/pages/HomePage';

export const metadata = homeMetadata('en');

export default function Home() {
  return <HomePage locale="en" />;
}
