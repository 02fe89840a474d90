// Used only by the browser tests: twenty figures on one page, to check that only the ones on
// screen animate. Not linked from the site and not indexed.
import type { Metadata } from 'next';
import { DrivenSimulation } from '../_harness/DrivenSimulation';

export const metadata: Metadata = { title: 'Stress test: twenty figures', robots: { index: false } };

export default function StressPage() {
  return (
    <div className="wide-page">
      <h1>Twenty figures</h1>
      {Array.from({ length: 20 }, (_, i) => (
        <DrivenSimulation
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          key={i}
          name={`figure${i + 1}`}
          title={`Figure ${i + 1}`}
          scenario="eight-balls"
          seed={i + 1}
          panels=""
        />
      ))}
    </div>
  );
}
