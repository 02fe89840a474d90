// What the inspector says about one collision, chosen by its numbers: the header (what ran) and, for
// each stage, the sentences it shows, each a message key with the numbers it states. Pure, so a test
// can hold every sentence against the trace (test/components/inspector/combinations.test.ts). The
// words are in content/messages/*-inspector.ts under `claim`; nothing here computes physics.
import { format, formatValue } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { type BallState, type Method, OVERLAP_TOLERANCE, type Separation } from '@/physics';
import type { Inspection, Stage } from './stages';

export type ClaimKey =
  | 'settings'
  | 'settingsStick'
  | 'settingsExact'
  | 'contact'
  | 'detect'
  | 'angle'
  | 'angleMethod'
  | 'rotate'
  | 'rotateAngle'
  | 'solve'
  | 'tangentUnchanged'
  | 'notApproaching'
  | 'bouncedInward'
  | 'bouncedTogether'
  | 'solveStick'
  | 'stickTangentChanged'
  | 'stickTangentSame'
  | 'separateApart'
  | 'separateTouching'
  | 'separateOverlap'
  | 'whyNaive'
  | 'whyOverlap'
  | 'whySameWay'
  | 'whyShort'
  | 'separateStick'
  | 'separateContact'
  | 'separateContactOverlap'
  | 'rotateBack'
  | 'rotateBackStick'
  | 'rotateBackContact'
  | 'rest'
  | 'restStraight'
  | 'restLater'
  | 'restTouched'
  | 'restCut'
  | 'totals';

/**
 * One sentence: its message key and the values it states. Numbers are printed as the equations print
 * them; `method` and `separation` are names. A warning is shown flagged, in words and style.
 */
export interface Claim {
  key: ClaimKey;
  values: Record<string, number | string>;
  warn?: true;
}

const claim = (key: ClaimKey, values: Record<string, number | string> = {}): Claim => ({ key, values });

/** What ran: method, then stick, or exact contact, or the separation and e of overlap contact. */
export function headerClaim(c: Inspection): Claim {
  const { method, separation, restitution } = c.trace;
  if (c.trace.stick) return claim('settingsStick', { method });
  if (c.contact) return claim('settingsExact', { method, restitution });
  return claim('settings', { method, separation, restitution });
}

/** How the separate stage left the pair, along the line of centres. */
export interface SeparationOutcome {
  /** Overlap before the stage, as detect measured it. */
  overlap: number;
  /** Distance between the centres after the stage, and how much that grew. */
  distance: number;
  push: number;
  /** distance − radii sum: ≥ 0 apart, < 0 still overlapping. */
  gap: number;
  kind: 'apart' | 'touching' | 'overlap';
}

export function separationOutcome(c: Inspection): SeparationOutcome {
  const t = c.trace;
  const distance = Math.abs(t.separate.pos1.x - t.separate.pos0.x);
  const push = distance - Math.abs(t.rotate.pos1.x - t.rotate.pos0.x);
  const gap = distance - t.detect.radiiSum;
  // an overlap smaller than the world's tolerance is rounding: the world does not count it either
  const kind = gap >= 0 ? 'apart' : gap >= -OVERLAP_TOLERANCE ? 'touching' : 'overlap';
  return { overlap: t.detect.overlap, distance, push, gap, kind };
}

/** True when the solve left both tangential (y′) parts exactly as the rotate stage gave them. */
export function tangentsKept(c: Inspection): boolean {
  const { rotate, solve } = c.trace;
  return rotate.vel0.y === solve.vel0.y && rotate.vel1.y === solve.vel1.y;
}

export function stageClaims(c: Inspection, stage: Stage): Claim[] {
  const t = c.trace;
  switch (stage) {
    case 'contact':
      return [claim('contact')];
    case 'detect':
      return [claim('detect')];
    case 'angle':
      return [claim(t.rotate.polar ? 'angleMethod' : 'angle')];
    case 'rotate':
      return [claim(t.rotate.polar ? 'rotateAngle' : 'rotate')];
    case 'solve':
      return solveClaims(c);
    case 'separate':
      return separateClaims(c);
    case 'rotate-back':
      if (t.stick) return [claim('rotateBackStick')];
      return [claim(c.contact ? 'rotateBackContact' : 'rotateBack')];
    case 'rest':
      return restClaims(c);
    case 'totals':
      return [claim('totals')];
  }
}

function solveClaims(c: Inspection): Claim[] {
  const t = c.trace;
  if (t.stick) {
    const same = tangentsKept(c);
    return [
      claim('solveStick'),
      same
        ? claim('stickTangentSame', { vy: t.solve.vel0.y })
        : claim('stickTangentChanged', {
            before0: t.rotate.vel0.y,
            before1: t.rotate.vel1.y,
            vy: t.solve.vel0.y,
          }),
    ];
  }
  const claims = [claim('solve')];
  if (tangentsKept(c)) claims.push(claim('tangentUnchanged'));
  if (!t.solve.approaching && !c.contact) {
    // the lesson's point: a pair already separating is bounced anyway (only robust checks first)
    if (t.separation === 'robust') claims.push(claim('notApproaching'));
    else claims.push(claim(t.restitution > 0 ? 'bouncedInward' : 'bouncedTogether'));
  }
  return claims;
}

function separateClaims(c: Inspection): Claim[] {
  const t = c.trace;
  if (t.stick) return [claim('separateStick', { overlap: t.detect.overlap })];
  if (c.contact) {
    // exact contact meets a pair as it touches, unless it started the frame overlapping
    const { overlap } = t.detect;
    return [claim(overlap > OVERLAP_TOLERANCE ? 'separateContactOverlap' : 'separateContact', { overlap })];
  }
  const out = separationOutcome(c);
  if (out.kind === 'apart') return [claim('separateApart', { gap: out.gap })];
  if (out.kind === 'touching') return [claim('separateTouching', { gap: out.gap })];
  const still: Claim = { ...claim('separateOverlap', { depth: -out.gap }), warn: true };
  return [still, ...overlapReasons(c, out)];
}

/** Why this separation left the pair overlapping: what its code does, with this collision's numbers. */
function overlapReasons(c: Inspection, out: SeparationOutcome): Claim[] {
  const t = c.trace;
  const [v0, v1] = [t.solve.vel0.x, t.solve.vel1.x];
  const numbers = { push: out.push, overlap: out.overlap };
  const reason = (key: ClaimKey, values: Claim['values'] = numbers): Claim => ({
    ...claim(key, values),
    warn: true,
  });
  if (t.separation === 'naive') return [reason('whyNaive', { ...numbers, v0, v1 })];
  if (t.separation === 'overlap') {
    const sameWay = v0 * v1 > 0;
    return [reason('whyOverlap'), ...(sameWay ? [reason('whySameWay', { v0, v1 })] : [])];
  }
  return [reason('whyShort')];
}

type Velocity = Pick<BallState, 'vx' | 'vy'>;

/** True when a ball ended the frame with the velocity the bounce gave it, to the last bit. */
export const keptVelocity = (after: Velocity, end: Velocity) => after.vx === end.vx && after.vy === end.vy;

/** Exact contact: the rest of the frame after the bounce, from the world's end of the frame. */
function restClaims(c: Inspection): Claim[] {
  const moment = c.contact;
  if (!moment) return [];
  const { rest } = moment;
  const { a, b } = c.trace.rotateBack;
  const ball = (n: number, later: number, after: BallState, end: BallState): Claim => {
    const at = { n, x: end.x, y: end.y };
    if (later === 0) return claim('restStraight', at);
    // later contacts that left the velocity as the bounce made it (a pair at e = 0 touching on)
    return keptVelocity(after, end)
      ? claim('restTouched', { ...at, later })
      : claim('restLater', { ...at, later });
  };
  return [
    claim('rest', { time: moment.time, rest: rest.time - moment.time }),
    ball(c.i, rest.laterA, a, rest.a),
    ball(c.j, rest.laterB, b, rest.b),
    ...(rest.time < 1 ? [{ ...claim('restCut', { time: rest.time }), warn: true as const }] : []),
  ];
}

/** A claim in words: its message with its numbers printed as the equations print them. */
export function sayClaim(messages: Messages, c: Claim): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(c.values)) {
    if (typeof value === 'number')
      values[name] = name === 'n' || name === 'later' ? String(value) : formatValue(value);
    else if (name === 'method') values[name] = messages.methods[value as Method];
    else values[name] = messages.separations[value as Separation];
  }
  // c.key is chosen at run time, so its placeholders are checked by the tests of every claim, not here
  return format<string>(messages.inspector.claim[c.key], values);
}
