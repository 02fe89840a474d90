// Used only by the browser tests (issue 38): the physics of the site's bundle, run in the browser and
// hashed frame by frame, for test/e2e/same-bits.spec.ts to compare with Node. Not linked, not indexed.
import type { Metadata } from 'next';
import { SameBits } from './SameBits';

export const metadata: Metadata = { title: 'Same bits: every scenario', robots: { index: false } };

export default function SameBitsPage() {
  return (
    <div className="wide-page">
      <h1>Same bits everywhere</h1>
      <SameBits />
    </div>
  );
}
