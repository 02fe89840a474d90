// The one check a running world makes on what it is asked: that ball i exists. Both engines use it.
import { PhysicsInputError, show } from './validate';

export function requireBallIndex(i: number, n: number): void {
  if (Number.isInteger(i) && i >= 0 && i < n) return;
  const allowed = n === 0 ? 'the world has no balls' : `ball index must be a whole number from 0 to ${n - 1}`;
  throw new PhysicsInputError('index', `${allowed} (got ${show(i)})`);
}
