// The balls of a link. An edited start is written as what differs from the scenario's start, ball
// by ball: one changed field as `ball0.mass=7`, several as `ball3=12.5,80,,-2` (x,y,vx,vy,radius,
// mass in that order, an empty place keeping the scenario's value). Short, readable, and as long as
// the edit whatever the number of balls. The first format's `balls=x,y,vx,vy,radius,mass;…` (every
// ball in full) is still read, and still written when the number of balls differs from the
// scenario's, which only an old link can make.

import { readNumberText } from '@/components/ui/parseNumber';
import { type Ball, ballLimits, placementProblem, sharedCentre } from '@/physics';
import { BALL_FIELDS, type BallField } from '@/run';
import { type Allowed, echo, invalid, numberOf, type Problems, Refused } from './linkQuery';

export const MAX_LINK_BALLS = 50;
export { BALL_FIELDS, type BallField };

const BALL_KEY = /^ball(0|[1-9]\d*)(?:\.(x|y|vx|vy|radius|mass))?$/;

export const isBallKey = (key: string) => key === 'balls' || BALL_KEY.test(key);

interface Stage {
  width: number;
  height: number;
}

/**
 * The balls a link gives, on top of the scenario's `base`, or undefined when it gives none. Every
 * ball the link touches must pass placementProblem, as a ball placed in the table or by a drag does.
 * Each refusal is noted in `problems` and the other keys are still read, so every one is named.
 */
export function readBalls(
  entries: Map<string, string>,
  base: Ball[],
  stage: Stage,
  problems: Problems,
): Ball[] | undefined {
  const list = entries.get('balls');
  const edits = [...entries].filter(([key]) => BALL_KEY.test(key));
  if (list === undefined && edits.length === 0) return undefined;
  const listed = list === undefined ? undefined : problems.attempt(() => readList(list, stage));
  if (list !== undefined && !listed) return undefined; // the ball keys say what to change in it
  const balls = listed ?? base.map((b) => ({ ...b }));
  const touched = new Set<number>(listed ? balls.keys() : []);
  const given = new Set<string>();
  const before = problems.list.length;
  for (const [key, text] of edits) {
    problems.attempt(() => {
      const [, index, field] = BALL_KEY.exec(key) as unknown as [string, string, BallField | undefined];
      const ball = balls[Number(index)];
      if (!ball) throw new Refused({ kind: 'noBall', key: echo(key), last: balls.length - 1 });
      const places = field ? [field] : BALL_FIELDS;
      const texts = field ? [text] : text.split(',');
      if (texts.length > BALL_FIELDS.length) throw invalid(key, text, { kind: 'ball' });
      const values: [BallField, number][] = [];
      // the radius x and y are kept inside by, for the range an overflowing number is told
      const written = field ? undefined : readNumberText(texts[4] ?? '');
      const radius = written?.ok ? written.value : ball.radius;
      texts.forEach((part, k) => {
        const place = places[k] as BallField;
        if (part.trim() === '' && !field) return; // an empty place keeps the scenario's value
        // ball3=…&ball3.x=… would give x twice: refused like any repeated key
        if (given.has(`${index}.${place}`)) throw new Refused({ kind: 'repeated', key: echo(key) });
        given.add(`${index}.${place}`);
        const allowed: Allowed = field ? { kind: 'number' } : { kind: 'ball' };
        values.push([place, numberOf(key, part, allowed, fieldRange(place, radius, stage))]);
      });
      for (const [place, value] of values) ball[place] = value;
      touched.add(Number(index));
    });
  }
  if (problems.list.length > before) return undefined; // placement is judged on the whole start only
  for (const i of touched) {
    const problem = placementProblem(balls, i, stage.width, stage.height);
    if (problem) problems.list.push({ kind: 'physics', problem });
  }
  const shared = sharedCentre(balls);
  if (shared && !problems.list.some((p) => p.kind === 'physics' && p.problem.code === 'sameCentre'))
    problems.list.push({ kind: 'physics', problem: shared });
  return problems.list.length > before ? undefined : balls;
}

/** What a ball's field may be on this stage (placementProblem's limits), for the notice to say. */
function fieldRange(field: BallField, radius: number, stage: Stage): Allowed {
  const { min, max } = ballLimits(radius, stage.width, stage.height)[field];
  return { kind: 'range', min, max };
}

/** Radius first: the range of x and y an overflowing number is told depends on it. */
const READ_ORDER = [4, 0, 1, 2, 3, 5] as const;

function readList(text: string, stage: Stage): Ball[] {
  const allowed: Allowed = { kind: 'balls', max: MAX_LINK_BALLS };
  const parts = text.split(';');
  if (parts.length > MAX_LINK_BALLS) throw invalid('balls', text, allowed);
  return parts.map((part) => {
    const texts = part.split(',');
    if (texts.length !== BALL_FIELDS.length) throw invalid('balls', text, allowed);
    const values: number[] = [];
    for (const k of READ_ORDER) {
      const read = readNumberText(texts[k] as string);
      if (read.ok) values[k] = read.value;
      else if (read.error === 'notANumber' || read.error === 'empty') throw invalid('balls', text, allowed);
      else {
        const place = BALL_FIELDS[k] as BallField;
        values[k] = numberOf('balls', texts[k] as string, allowed, fieldRange(place, values[4] ?? 0, stage));
      }
    }
    const [x, y, vx, vy, radius, mass] = values;
    return { x, y, vx, vy, radius, mass } as Ball;
  });
}

/** The link's pairs for these balls on top of the scenario's `base` (none when they are the same). */
export function writeBalls(balls: Ball[] | undefined, base: Ball[]): [string, string][] {
  if (!balls) return [];
  if (balls.length !== base.length) {
    return [['balls', balls.map((b) => BALL_FIELDS.map((f) => String(b[f])).join(',')).join(';')]];
  }
  return balls.flatMap((ball, i): [string, string][] => {
    const changed = BALL_FIELDS.map((f) => (ball[f] === base[i]?.[f] ? '' : String(ball[f])));
    const count = changed.filter(Boolean).length;
    if (count === 0) return [];
    if (count === 1) {
      const k = changed.findIndex(Boolean);
      return [[`ball${i}.${BALL_FIELDS[k]}`, changed[k] as string]];
    }
    while (changed.at(-1) === '') changed.pop();
    return [[`ball${i}`, changed.join(',')]];
  });
}

/**
 * A new start made short to write, before it runs: a position or velocity the page chose (a ball
 * moved by the run, dropped by a drag, or placed by Add) is rounded to three decimals, kept on the
 * stage; a value equal to `kept`'s (the start it came from) and the value typed (`typed`) stay
 * exactly as they are, and -0 becomes 0 (a link cannot say -0). If rounding would break
 * placementProblem (two balls less than a thousandth apart), the chosen values stay unrounded.
 * The page then runs exactly this start, shows it and writes it in the link: one number each.
 */
export function tidyBalls(
  balls: readonly Ball[],
  kept: readonly Ball[],
  stage: Stage,
  typed?: { index: number; field: BallField },
): Ball[] {
  const plain = balls.map((b) => ({ ...b, x: b.x + 0, y: b.y + 0, vx: b.vx + 0, vy: b.vy + 0 }));
  const tidy = plain.map((ball, i) => {
    const next = { ...ball };
    const keep = { x: stage.width - ball.radius, y: stage.height - ball.radius };
    for (const f of ['x', 'y', 'vx', 'vy'] as const) {
      if (ball[f] === kept[i]?.[f]) continue;
      if (typed && typed.index === i && typed.field === f) continue;
      const rounded = Math.round(ball[f] * 1000) / 1000 + 0;
      next[f] = f === 'x' || f === 'y' ? Math.min(keep[f], Math.max(ball.radius, rounded)) : rounded;
    }
    return next;
  });
  const broken =
    sharedCentre(tidy) !== null ||
    tidy.some((ball, i) => {
      const changed = BALL_FIELDS.some((f) => ball[f] !== plain[i]?.[f]);
      return changed && placementProblem(tidy, i, stage.width, stage.height) !== null;
    });
  return broken ? plain : tidy;
}
