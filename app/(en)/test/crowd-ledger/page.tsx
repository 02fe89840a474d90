// Used only by the browser tests: twenty large balls colliding about ten times a frame, whose clock a
// test drives past the ledger's LEDGER_LIMIT whole rows (issue 23). Not linked from the site and not indexed.
import type { Metadata } from 'next';
import { DrivenSimulation } from '../_harness/DrivenSimulation';

export const metadata: Metadata = { title: 'Ledger: a crowd', robots: { index: false } };

export default function CrowdLedgerPage() {
  return (
    <div className="wide-page">
      <h1>Twenty large balls, every collision</h1>
      <DrivenSimulation name="crowd" title="A crowd, every collision" scenario="twenty-large" seed={3} />
    </div>
  );
}
