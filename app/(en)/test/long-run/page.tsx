// Used only by the browser tests: one 200-ball figure whose clock a test drives through ten
// minutes' worth of frames. Not linked from the site and not indexed.
import type { Metadata } from 'next';
import { DrivenSimulation } from '../_harness/DrivenSimulation';

export const metadata: Metadata = { title: 'Long run: two hundred balls', robots: { index: false } };

export default function LongRunPage() {
  return (
    <div className="wide-page">
      <h1>Two hundred balls, ten minutes</h1>
      <DrivenSimulation name="long" title="Long run" scenario="two-hundred" />
    </div>
  );
}
