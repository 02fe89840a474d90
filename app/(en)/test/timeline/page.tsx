// Used only by the browser tests: eight balls in a box whose clock a test drives thousands of frames at
// once, for the timeline of a whole run (issue 23). Not linked from the site and not indexed.
import type { Metadata } from 'next';
import { DrivenSimulation } from '../_harness/DrivenSimulation';

export const metadata: Metadata = { title: 'Timeline: eight balls', robots: { index: false } };

export default function TimelinePage() {
  return (
    <div className="wide-page">
      <h1>Eight balls, a long run</h1>
      <DrivenSimulation name="timeline" title="Long run, eight balls" scenario="eight-balls" />
    </div>
  );
}
