// The recent path of each ball, for the trails overlay. Points remember their frame, so stepping
// back trims the trail instead of drawing a path the balls never took.
import type { Ball } from '@/physics';

const LENGTH = 90;

interface Point {
  x: number;
  y: number;
  frame: number;
}

export class Trails {
  private paths: Point[][] = [];

  record(balls: readonly Ball[], frame: number): void {
    balls.forEach((ball, i) => {
      const path = this.paths[i] ?? [];
      this.paths[i] = path;
      while (path.length > 0 && (path.at(-1) as Point).frame >= frame) path.pop();
      path.push({ x: ball.x, y: ball.y, frame });
      if (path.length > LENGTH) path.shift();
    });
    this.paths.length = balls.length;
  }

  clear(): void {
    this.paths = [];
  }

  forEach(draw: (points: readonly Point[], index: number) => void): void {
    this.paths.forEach(draw);
  }
}
