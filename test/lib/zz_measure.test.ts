import { it } from 'vitest';
import { createWorld, scenario } from '@/physics';
import { overlaps } from '@/physics/metrics';

it('measure', () => {
  const story = createWorld({ ...scenario('sticking-story'), separation: 'naive' });
  const cx: number[] = [];
  for (let f = 1; f <= 25; f++) { story.step(); const b = story.balls(); cx.push((b[0]!.x + b[1]!.x) / 2); console.log(f, b[0]!.x.toFixed(2), b[1]!.x.toFixed(2), b[0]!.vx, b[1]!.vx, story.metrics().stuckPairs); }
  for (const sep of ['naive', 'overlap'] as const) {
    const w = createWorld({ ...scenario('twenty-large'), separation: sep });
    const out: string[] = [];
    let maxStuck = 0; let lastOverlapFrame = 0;
    for (let f = 1; f <= 1200; f++) { w.step(); const m = w.metrics(); maxStuck = Math.max(maxStuck, m.stuckPairs); if (overlaps(w.balls()).length > 0) lastOverlapFrame = f; if ([1, 10, 60, 600, 1200].includes(f)) out.push(`${f}: ov ${overlaps(w.balls()).length} stuck ${m.stuckPairs}`); }
    console.log(sep, out.join(' | '), 'maxStuck', maxStuck, 'lastOverlap', lastOverlapFrame);
  }
}, 600000);
