// Notes each collision event a world's step reports make when they are read: `frame:k` for one
// (collisionAt), `frame:all` for the whole list, so a test can check what a reader made.
import type { World } from '@/physics';

/** Wraps `world.step`; the list it returns grows with every event read from its reports. */
export function noteEventReads(world: World): string[] {
  const reads: string[] = [];
  const step = world.step.bind(world);
  world.step = () => {
    const report = step();
    return Object.defineProperties(
      { frame: report.frame },
      {
        collisions: {
          enumerable: true,
          get: () => {
            reads.push(`${report.frame}:all`);
            return report.collisions;
          },
        },
        collisionPairs: { value: report.collisionPairs },
        collisionAt: {
          value: (k: number) => {
            reads.push(`${report.frame}:${k}`);
            return report.collisionAt?.(k);
          },
        },
      },
    ) as typeof report;
  };
  return reads;
}
