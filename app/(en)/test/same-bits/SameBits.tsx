'use client';
// Puts sameBitsRuns and mathHashes on window for the browser test, once the page's bundle has loaded.
import { useEffect } from 'react';
import { mathHashes, sameBitsRuns } from './runs';

export function SameBits() {
  useEffect(() => {
    Object.assign(window, { sameBits: sameBitsRuns, mathHashes });
  }, []);
  return <p>Runs every scenario with every method, separation and contact when the test asks.</p>;
}
