// Used only by the browser tests: source 004's bounce −0.6 demo with its restart, on a clock a test
// can run thousands of frames at once. Not linked from the site and not indexed.
import type { Metadata } from 'next';
import { DrivenSimulation } from '../_harness/DrivenSimulation';

export const metadata: Metadata = { title: 'Figures: the restart of source 004', robots: { index: false } };

export default function FiguresPage() {
  return (
    <div className="wide-page">
      <h1>Bounce −0.6, restarting</h1>
      <DrivenSimulation
        name="bounce"
        title="One line, soft walls: bounce −0.6"
        scenario="bounce-1d"
        panels="readout"
        restartBelow={0.05}
      />
    </div>
  );
}
