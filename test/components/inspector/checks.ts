// What the inspector may say of one collision, held against its numbers (issue 21): the checks of the
// combination test (combinations.test.ts), stage by stage, for its generated runs and its hand cases.
import { expect } from 'vitest';
import type { Inspection, Stage } from '@/components/inspector/stages';
import { en } from '@/content/messages/en';
import { formatValue as n } from '@/lib/format';
import type { Contact, Method, Separation, World } from '@/physics';
import { type Said, said, stages } from './said';

export interface Settings {
  method: Method;
  separation: Separation;
  restitution: number;
  stick: boolean;
  contact: Contact;
  walls: boolean;
}

export const SETTINGS_DEFAULTS: Settings = {
  method: 'rotation',
  separation: 'naive',
  restitution: 1,
  stick: false,
  contact: 'overlap',
  walls: true,
};

/** Steps until a frame has collisions; that frame's inspections, or [] when none came. */
export function firstCollisions(world: World): Inspection[] {
  for (let k = 0; k < 120; k++) {
    const report = world.step();
    // a frame of exact contact at e = 0 can hold thousands of contacts: the first few, and the last
    const found = report.collisions;
    const some = found.length > 4 ? [...found.slice(0, 3), found[found.length - 1]] : found;
    if (some.length > 0) return some.map((e) => ({ ...e, frame: report.frame }) as Inspection);
  }
  return [];
}

const equal = (p: number, q: number) => Object.is(p, q) || p === q;
/** The result of a spoken equation: what follows its last " = ", without brackets. */
const result = (spoken: string) => spoken.slice(spoken.lastIndexOf(' = ') + 3).replace(/[()]/g, '');
const words = (s: Said) => [...s.sentences, ...s.warnings];

/** Along the line of centres after the separate stage: distance between the centres minus the radii. */
function gapAfter(c: Inspection): number {
  const { separate, detect } = c.trace;
  return Math.abs(separate.pos1.x - separate.pos0.x) - detect.radiiSum;
}

function checkHeader(c: Inspection, o: Settings, header: string) {
  expect(header).toContain(en.methods[o.method]);
  if (o.stick) {
    expect(header).toMatch(/stick \(the balls move on as one body\)/);
    expect(header).not.toMatch(/restitution \d/);
  } else if (o.contact === 'exact') {
    expect(header).toMatch(/exact contact/);
    expect(header).toContain(`restitution ${n(o.restitution)}`);
    expect(header, 'exact contact separates nothing').not.toContain(en.separations[o.separation]);
  } else {
    expect(header).toContain(en.separations[o.separation]);
    expect(header).toContain(`restitution ${n(o.restitution)}`);
    expect(header).toMatch(/overlap contact/);
  }
  expect(c.trace.method).toBe(o.method);
}

function checkSolve(c: Inspection, s: Said, world: World) {
  const t = c.trace;
  const kept = equal(t.rotate.vel0.y, t.solve.vel0.y) && equal(t.rotate.vel1.y, t.solve.vel1.y);
  const claimsUnchanged = [...words(s), ...s.rows.map(([label]) => label)].some((w) =>
    /unchanged|do not change|stay as they were/.test(w),
  );
  if (claimsUnchanged) expect(kept, `"unchanged" with y′ ${t.rotate.vel0.y} → ${t.solve.vel0.y}`).toBe(true);
  if (!t.stick) return;
  // stick: one common velocity, both components, on the line frame and on the table
  expect(t.solve.vel1).toEqual(t.solve.vel0);
  const [a, b] = [t.rotateBack.a, t.rotateBack.b];
  expect([b.vx, b.vy]).toEqual([a.vx, a.vy]);
  const [wa, wb] = [world.ball(c.i), world.ball(c.j)];
  expect([wa.vx, wa.vy]).toEqual([wb.vx, wb.vy]);
  const common = s.equations.filter((e) => /^vx.″ = vx.″ = |^vy.″ = vy.″ = /.test(e));
  expect(common.map(result), 'the common velocity, both components').toEqual([
    n(t.solve.vel0.x),
    n(t.solve.vel0.y),
  ]);
  if (!kept) expect(words(s).join(' ')).toContain(`to ${n(t.solve.vel0.y)} for both`);
  expect(s.formulas.join(' '), 'stick is not a bounce with e').not.toMatch(/\be\b/);
}

function checkSeparate(c: Inspection, s: Said, o: Settings) {
  const t = c.trace;
  const gap = gapAfter(c);
  const text = words(s).join(' ');
  // the last row is named by the number it shows: a touch when it rounds to 0.000 (issue 36, finding 4)
  const [label, shown] = s.rows.at(-1) ?? ['', ''];
  if (shown === n(0)) expect(label).toBe(en.inspector.row.touchingAfter);
  else expect(label).toBe(gap > 0 ? en.inspector.row.gapAfter : en.inspector.row.overlapAfter);
  if (/only touch/.test(text)) expect(label).toBe(en.inspector.row.touchingAfter);
  expect(s.rows[0]?.[0]).toBe(en.inspector.row.overlap);
  if (/no longer overlap/.test(text)) expect(gap, 'no longer overlap').toBeGreaterThanOrEqual(0);
  const still = /still overlap by (\S+) px/.exec(s.warnings.join(' '));
  if (still) {
    expect(gap).toBeLessThan(-1e-9);
    expect(still[1]).toBe(n(-gap));
  }
  if (t.stick) {
    expect(text).toContain(`Nothing is separated: the pair keeps its overlap of ${n(t.detect.overlap)} px`);
    // x″ = x′: nothing moves
    expect(s.equations.slice(1).every((e) => !e.includes(' + '))).toBe(true);
    expect([t.separate.pos0.x, t.separate.pos1.x]).toEqual([t.rotate.pos0.x, t.rotate.pos1.x]);
    return;
  }
  if (o.contact === 'exact') {
    expect(text).toMatch(/Nothing is separated/);
    // "only touch" only when the overlap is rounding; a pair that started overlapped is said to
    if (/only touch/.test(text)) expect(t.detect.overlap).toBeLessThanOrEqual(1e-9);
    else expect(text).toContain(`already overlap by ${n(t.detect.overlap)} px`);
    return;
  }
  if (gap < -1e-9) {
    // flagged: the overlap in a warning, with why for this separation
    expect(still?.[1], 'a pair still overlapping is flagged').toBe(n(-gap));
    expect(s.warnings.join(' ')).toContain('less than the overlap');
    const reason = {
      naive: /naive separation/,
      overlap: /absV split/,
      radius: /This separation/,
      robust: /This separation/,
    };
    expect(s.warnings.join(' ')).toMatch(reason[o.separation]);
  } else {
    expect(text).toMatch(gap >= 0 ? /no longer overlap/ : /they now touch/);
  }
}

function checkExact(c: Inspection, byStage: Map<Stage, Said>, world: World) {
  const moment = c.contact;
  expect(moment, 'exact contact records the moment').toBeDefined();
  if (!moment) return;
  const back = byStage.get('rotate-back');
  expect(back?.sentences.join(' ')).toMatch(/still those at the moment of contact/);
  const rest = byStage.get('rest');
  expect(rest, 'exact contact shows the rest of the frame').toBeDefined();
  if (!rest) return;
  const ends = [
    {
      end: moment.rest.a,
      later: moment.rest.laterA,
      ball: world.ball(c.i),
      at: c.balls.a,
      after: c.trace.rotateBack.a,
      k: c.i,
    },
    {
      end: moment.rest.b,
      later: moment.rest.laterB,
      ball: world.ball(c.j),
      at: c.balls.b,
      after: c.trace.rotateBack.b,
      k: c.j,
    },
  ];
  const text = rest.sentences.join(' ');
  for (const { end, later, ball, at, after, k } of ends) {
    // the rest of the frame ends where the world shows the ball
    expect([end.x, end.y, end.vx, end.vy]).toEqual([ball.x, ball.y, ball.vx, ball.vy]);
    expect(rest.rows.some(([, v]) => v === `${n(ball.x)}, ${n(ball.y)}`)).toBe(true);
    const dt = moment.rest.time - moment.time;
    const straight = { x: at.x + after.vx * dt, y: at.y + after.vy * dt };
    const onPath =
      equal(end.vx, after.vx) &&
      equal(end.vy, after.vy) &&
      Math.hypot(end.x - straight.x, end.y - straight.y) <= 1e-9 * (1 + Math.abs(end.x) + Math.abs(end.y));
    if (text.includes(`Ball ${k} goes straight on`)) expect(onPath, `ball ${k} went straight on`).toBe(true);
    const keptV = equal(end.vx, after.vx) && equal(end.vy, after.vy);
    if (text.includes(`Ball ${k} changed course again`))
      expect(keptV, `ball ${k} changed course`).toBe(false);
    if (text.includes(`Ball ${k} touched a wall or another ball again`)) expect(onPath).toBe(true);
    // a ball with later contacts is never said to have gone straight on, and one without always is
    expect(text.includes(`Ball ${k} goes straight on`)).toBe(later === 0);
  }
  if (moment.rest.time < 1) expect(rest.warnings.join(' ')).toMatch(/reached its limit of contacts/);
}

function checkAngle(c: Inspection, byStage: Map<Stage, Said>) {
  const t = c.trace;
  const polar = t.rotate.polar;
  expect(polar, 'the angle method keeps its speeds and directions').toBeDefined();
  if (!polar || !t.angle.tangent) throw new Error('the angle method keeps its tangent');
  // the numbers its toLine computed: the same bits
  const turn = (p: { speed: number; direction: number }) => [
    p.speed * Math.cos(p.direction - t.angle.angle),
    p.speed * Math.sin(p.direction - t.angle.angle),
  ];
  expect(turn(polar.vel0)).toEqual([t.rotate.vel0.x, t.rotate.vel0.y]);
  expect(turn(polar.vel1)).toEqual([t.rotate.vel1.x, t.rotate.vel1.y]);
  const rotate = byStage.get('rotate');
  const formulas = rotate?.formulas.join(' ') ?? '';
  expect(formulas).toMatch(/speed. = √\(vx.² \+ vy.²\)/);
  expect(formulas).toMatch(/direction. = atan2\(vy., vx.\)/);
  expect(formulas).toMatch(/vx.′ = speed. × cos\(direction. − θ\)/);
  expect(formulas).not.toMatch(/sin θ/);
  const results = rotate?.equations.map(result) ?? [];
  for (const p of [polar.pos1, polar.vel0, polar.vel1])
    expect(results).toEqual(expect.arrayContaining([n(p.speed), n(p.direction)]));
  const back = byStage.get('rotate-back')?.formulas.join(' ') ?? '';
  expect(back).toContain('cos(θ + π/2)');
}

/** Holds every stage of the collision against its numbers; the message keys of the sentences it met. */
export function checkInspection(c: Inspection, o: Settings, world: World): Set<string> {
  const seen = new Set<string>();
  const byStage = new Map<Stage, Said>();
  for (const stage of stages(c)) {
    const s = said(c, stage);
    byStage.set(stage, s);
    for (const key of s.keys) seen.add(key);
    // every equation ends in a number the values table shows
    const table = s.rows.map(([, v]) => v).join(' | ');
    for (const e of s.equations) expect(table, `${stage}: ${e}`).toContain(result(e));
    if (stage === 'solve') checkSolve(c, s, world);
    if (stage === 'separate') checkSeparate(c, s, o);
  }
  checkHeader(c, o, byStage.get('detect')?.header ?? '');
  if (o.contact === 'exact') checkExact(c, byStage, world);
  if (o.method === 'angle') checkAngle(c, byStage);
  return seen;
}
