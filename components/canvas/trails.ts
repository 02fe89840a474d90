// The recent path of each ball, for the trails overlay. Points remember their frame, so stepping
// back trims the trail instead of drawing a path the balls never took.
import type { BallSource } from './ballSource';

const LENGTH = 90;

interface Point {
  x: number;
  y: number;
  frame: number;
}

export class Trails {
  private paths: Point[][] = [];

  record(balls: BallSource, frame: number): void {
    balls.forEachBall((x, y, _vx, _vy, _radius, _mass, i) => {
      const path = this.paths[i] ?? [];
      this.paths[i] = path;
      while (path.length > 0 && (path.at(-1) as Point).frame >= frame) path.pop();
      path.push({ x, y, frame });
      if (path.length > LENGTH) path.shift();
    });
    this.paths.length = balls.count;
  }

  clear(): void {
    this.paths = [];
  }

  forEach(draw: (points: readonly Point[], index: number) => void): void {
    this.paths.forEach(draw);
  }
}
