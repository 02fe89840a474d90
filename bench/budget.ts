// Exact contact's budget of work per frame (issue 21): the playground's link that made one frame take
// 0.6 to 1.1 s in Chromium, /playground/?v=1&exact=1&ball0=,,1000000,-1000000, and the same ball in
// crowds of 200 and 5,000. Each frame should take well under 50 ms (a frame of the page's animation
// is 17 ms); the table says how long they take here and how many were cut short by the budget.
import { createWorld, DEFAULT_MAX_EVENTS_PER_FRAME, scenario, type WorldOptions } from '../physics';
import { MAX_CHECKS_PER_FRAME } from '../physics/fast/exact/step';

const CASES: Array<{ label: string; count?: number; name: 'eight-balls' | 'two-hundred'; steps: number }> = [
  { label: 'eight-balls (the playground’s default)', name: 'eight-balls', steps: 120 },
  { label: 'two-hundred', name: 'two-hundred', steps: 60 },
  { label: 'two-hundred, count 5,000', name: 'two-hundred', count: 5000, steps: 20 },
];

function huge(name: 'eight-balls' | 'two-hundred', count?: number): WorldOptions {
  const base = scenario(name, undefined, count === undefined ? {} : { count });
  const balls = base.balls.map((b, i) => (i === 0 ? { ...b, vx: 1e6, vy: -1e6 } : b));
  return { ...base, balls, contact: 'exact' };
}

export function budgetReport(): string {
  const rows = CASES.map(({ label, name, count, steps }) => {
    const world = createWorld(huge(name, count));
    const times: number[] = [];
    let cut = 0;
    for (let f = 0; f < steps; f++) {
      const start = performance.now();
      const report = world.step();
      void report.collisions; // the page reads them: building their events is part of the frame
      times.push(performance.now() - start);
      if (report.cutShort) cut += 1;
    }
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1] ?? 0;
    const max = times.at(-1) ?? 0;
    console.error(
      `budget ${label}: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms, cut ${cut}/${steps}`,
    );
    return `| ${label} | ${steps} | ${median.toFixed(1)} | ${max.toFixed(1)} | ${cut} |`;
  });
  return `
## Exact contact: one ball at a million px a frame

Ball 0 of each scenario set to (1,000,000, −1,000,000) px per frame, \`contact: 'exact'\`, with the
budget of work per frame (${DEFAULT_MAX_EVENTS_PER_FRAME.toLocaleString('en')} contacts, ${MAX_CHECKS_PER_FRAME.toLocaleString('en')} balls looked at; physics/README.md).
Time per frame includes building the frame's collision events, which the page reads. Before the
budget, the first row took 0.6 to 1.1 s a frame in Chromium.

| scenario | frames | median ms/frame | max ms/frame | frames cut short |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
}
