'use client';
// Inspect collision for one side of a recorded figure: the inspector on a traced side (a world of the
// site's physics), and on a side that runs code of its own a sentence saying why it cannot be
// inspected, instead of a button that could only show stages that did not run.
import { InspectCollision } from '@/components/inspector/InspectCollision';
import type { RecordedClock } from './RecordedClock';

export function InspectSide({
  clock,
  side,
  untraced,
}: {
  clock: RecordedClock;
  side: 0 | 1;
  untraced: string;
}) {
  if (clock.sides[side].traced) return <InspectCollision clock={clock} world={side} />;
  return (
    <p className="note" data-untraced="">
      {untraced}
    </p>
  );
}
