'use client';
// Puts sameBitsRuns on window for the browser test, once the page's bundle has loaded.
import { useEffect } from 'react';
import { sameBitsRuns } from './runs';

export function SameBits() {
  useEffect(() => {
    (window as unknown as { sameBits?: typeof sameBitsRuns }).sameBits = sameBitsRuns;
  }, []);
  return <p>Runs every scenario with every method, separation and contact when the test asks.</p>;
}
