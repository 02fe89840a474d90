// Issue 35: the player is composed, not inherited. No class of run/ or of the figures' clocks extends
// another (the chain was ClockSignals → FrameClock → SimulationClock → DrivenClock, and RecordedClock →
// FrameOrderClock → FrameOrderCrowdClock); each composes a Player over its source instead.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CLOCKS = [
  'components/simulation/SimulationClock.ts',
  'components/mistakes/RecordedClock.ts',
  'components/mistakes/MistakeClock.ts',
  'components/figures/FrameOrderClock.ts',
  'components/figures/FrameOrderCrowdClock.ts',
  'app/(en)/test/_harness/DrivenClock.ts',
];
const RUN = readdirSync('run').map((f) => `run/${f}`);

describe('the player and the clocks', () => {
  it.each([...RUN, ...CLOCKS])('%s: no class extends another', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/\bclass\s+\w+(\s*<[^{]*>)?\s+extends\b/);
  });
});
