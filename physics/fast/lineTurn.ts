// The line of centres' axes on plain numbers, for the stages hand-inlined on the typed arrays
// (exact/bounce.ts, inPlace.ts): the same operations on the same numbers as the three frames of
// chapter/lineFrame.ts, so the same bits, without the frame's object, closures and vectors for every
// pair. One turn is set for each pair and read for each vector it turns.
//
// 'rotation' turns by the sine and cosine of the angle (rotate() of vector.ts), 'projection' by the unit
// normal (the dot products of the projection frame): written out, the two are the same products and
// sums (x·(−sin) + y·cos is y·cos − x·sin, exactly). 'angle' turns each vector as a speed and a
// direction, and turns back with the tangent's direction, cos(θ + π/2) and sin(θ + π/2).
import type { Method } from '../chapter/ball';
import { atan2 } from '../math/atan2';
import { cos } from '../math/cos';
import { hypot } from '../math/hypot';
import { sin } from '../math/sin';

export class LineTurn {
  private byAngle = false;
  private angle = 0;
  private cos = 1;
  private sin = 0;
  private cosTangent = 0;
  private sinTangent = 1;

  /** The axes of the line from a ball to one dx, dy away, as `method` builds them (coincident: dx = dy = 0). */
  set(method: Method, dx: number, dy: number, coincident: boolean): void {
    this.byAngle = method === 'angle';
    if (method === 'projection') {
      // unit() of vector.ts; coincident centres: the normal (1, 0), as every method
      if (coincident) {
        this.cos = 1;
        this.sin = 0;
        return;
      }
      const scale = Math.max(Math.abs(dx), Math.abs(dy));
      const length = hypot(dx / scale, dy / scale);
      this.cos = dx / scale / length;
      this.sin = dy / scale / length;
      return;
    }
    const angle = coincident ? 0 : atan2(dy, dx);
    this.angle = angle;
    this.cos = cos(angle);
    this.sin = sin(angle);
    if (this.byAngle) {
      this.cosTangent = cos(angle + Math.PI / 2);
      this.sinTangent = sin(angle + Math.PI / 2);
    }
  }

  /** toLine(x, y).x: the part of (x, y) along the line. */
  along(x: number, y: number): number {
    if (this.byAngle) return hypot(x, y) * cos(atan2(y, x) - this.angle);
    return x * this.cos + y * this.sin;
  }

  /** toLine(x, y).y: the part of (x, y) along the tangent. */
  across(x: number, y: number): number {
    if (this.byAngle) return hypot(x, y) * sin(atan2(y, x) - this.angle);
    return y * this.cos - x * this.sin;
  }

  /** fromLine(along, tangent).x */
  x(along: number, tangent: number): number {
    if (this.byAngle) return this.cos * along + this.cosTangent * tangent;
    return along * this.cos - tangent * this.sin;
  }

  /** fromLine(along, tangent).y */
  y(along: number, tangent: number): number {
    if (this.byAngle) return this.sin * along + this.sinTangent * tangent;
    return tangent * this.cos + along * this.sin;
  }
}
