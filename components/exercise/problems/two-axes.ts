// Lesson 4, "Two axes": rotate onto the line of centres, solve in one dimension, rotate back.
import { onStage } from '@/components/lessonStage';
import { type Ball, elastic1D, kineticEnergy, momentum, rotate } from '@/physics';
import { angleBetween, firstCollision, type Problem } from '../problem';

// ball0 rolls right at 4 px per frame; ball1 (same mass) waits so that at frame 25 the line of
// centres points exactly 45° down-right: offset (35, 35), distance 49.5 < 25 + 25.
const glancing45 = onStage([150, 200, 4, 0, 25, 1], [285, 235, 0, 0, 25, 1]);

// ball0 rolls right at 5 px per frame; at frame 30 the offset to ball1 is (51, −29.5): about 30° up.
const glancing30 = onStage([120, 209, 5, 0, 30, 1], [321, 179.5, 0, 0, 30, 1]);

/** The kinetic energy of the balls' motion along x alone: Σ ½·m·vx². */
const alongX = (balls: readonly Ball[]) => kineticEnergy(balls.map((b) => ({ ...b, vy: 0 })));

/**
 * The 45° hit with Billiard4's rotate() given the flag the wrong way round: turned by +θ onto the
 * "line", solved there, turned back by −θ. What goes wrong, against the right run of the same hit.
 */
function flagSwapped(): 'same' | 'tangent' | 'momentum' {
  const { event, balls: right } = firstCollision(glancing45);
  const { sin, cos } = event.trace.angle;
  const { a, b } = event.balls;
  const [va, vb] = [rotate(a.vx, a.vy, sin, cos, false), rotate(b.vx, b.vy, sin, cos, false)];
  const [along0, along1] = elastic1D(a.mass, va.x, b.mass, vb.x);
  const after = [
    { ...a, ...velocity(rotate(along0, va.y, sin, cos, true)) },
    { ...b, ...velocity(rotate(along1, vb.y, sin, cos, true)) },
  ];
  const [p0, p1] = [momentum([a, b]), momentum(after)];
  if (Math.hypot(p1.x - p0.x, p1.y - p0.y) > 1e-9) return 'momentum';
  const [b1, rightB1] = [after[1], right[1]];
  if (!b1 || !rightB1) throw new Error('two balls');
  if (Math.hypot(b1.vx - rightB1.vx, b1.vy - rightB1.vy) < 1e-9) return 'same';
  // along the tangent: no part along the line of centres (cos θ, sin θ)
  if (Math.abs(b1.vx * cos + b1.vy * sin) < 1e-9) return 'tangent';
  throw new Error('ball1 leaves neither as it should nor along the tangent');
}

const velocity = ({ x, y }: { x: number; y: number }) => ({ vx: x, vy: y });

export const twoAxes: readonly Problem[] = [
  {
    id: 'two-axes-glancing-vx',
    kind: 'number',
    answer: () => firstCollision(glancing45).balls[1]?.vx ?? Number.NaN,
    tolerance: 0.05,
    world: glancing45,
  },
  {
    id: 'two-axes-right-angle',
    kind: 'choice',
    choices: ['less', 'right', 'more'],
    answer: () => {
      const [a, b] = firstCollision(glancing30).balls;
      if (!a || !b) throw new Error('two balls expected');
      const angle = angleBetween(a, b);
      if (Math.abs(angle - 90) < 0.5) return 'right';
      return angle < 90 ? 'less' : 'more';
    },
    world: glancing30,
  },
  {
    // kinetic energy is not kept axis by axis: Σ ½·m·vx² after the 45° hit (8 before)
    id: 'two-axes-energy-along-x',
    kind: 'number',
    answer: () => alongX(firstCollision(glancing45).balls),
    tolerance: 0.05,
    world: glancing45,
  },
  {
    // rotate()'s reverse flag the wrong way round
    id: 'two-axes-flag-swapped',
    kind: 'choice',
    choices: ['same', 'tangent', 'momentum'],
    answer: flagSwapped,
  },
];
