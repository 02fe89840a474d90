// Lesson 5, "The same answer without angles": projections with dot products, for any masses.
import { onStage } from '@/components/lessonStage';
import { firstCollision, type Problem } from '../problem';

// ball0 rolls right at 5 px per frame; at frame 20 the offset to ball1 is (35.4, 47.2) = 59 × (0.6, 0.8).
const sideways = {
  ...onStage([100, 100, 5, 0, 30, 1], [235.4, 147.2, 0, 0, 30, 1]),
  method: 'projection' as const,
};

// ball0 (mass 2) moves at (3, 4), straight at ball1 (mass 1, at rest): at frame 20 the offset is
// 64 × (0.6, 0.8), inside the sum of the radii (40 + 25), so the whole speed of 5 is along the line.
const headOn = {
  ...onStage([100, 80, 3, 4, 40, 2], [198.4, 211.2, 0, 0, 25, 1]),
  method: 'projection' as const,
};

export const withoutAngles: readonly Problem[] = [
  {
    // the along-the-line part of ball0's velocity, v · n
    id: 'projection-along',
    kind: 'number',
    answer: () => firstCollision(sideways).event.trace.rotate.vel0.x,
    tolerance: 0.05,
    world: sideways,
  },
  {
    // ball0's new along-the-line velocity when the masses differ (source 002 would just swap)
    id: 'projection-unequal-masses',
    kind: 'number',
    answer: () => firstCollision(headOn).event.trace.solve.vel0.x,
    tolerance: 0.05,
    world: headOn,
  },
];
