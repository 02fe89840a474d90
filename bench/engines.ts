// The engines the benchmark compares, each behind the same two calls: step one frame, and read every
// ball back in the scene's units (pixels, pixels per frame) with the engine's own masses.
import Matter from 'matter-js';
import { Box, Circle, World as PlanckWorld, Settings, Vec2 } from 'planck';
import { type Ball, createWorld, type WorldOptions } from '../physics';
import type { Scene } from './scene';

export interface Running {
  step(): void;
  read(): Ball[];
}

export interface Engine {
  name: string;
  start(scene: Scene): Running;
}

/** Our world with these options on top of the scene. */
function ours(name: string, extra: Partial<WorldOptions>): Engine {
  return {
    name,
    start(scene) {
      const world = createWorld({ ...scene, ...extra });
      return {
        step: () => world.step(),
        read() {
          const out: Ball[] = [];
          world.forEachBall((x, y, vx, vy, radius, mass) => out.push({ x, y, vx, vy, radius, mass }));
          return out;
        },
      };
    },
  };
}

/** One frame of the chapter is 1/60 s; matter-js then measures velocity in pixels per frame, as we do. */
const FRAME_MS = 1000 / 60;

const matter: Engine = {
  name: 'matter-js',
  start({ width, height, balls }) {
    const engine = Matter.Engine.create({ gravity: { x: 0, y: 0, scale: 0 }, enableSleeping: false });
    const wall = { isStatic: true, restitution: 1, friction: 0, frictionStatic: 0 };
    const t = 200; // thick walls just outside the box, so nothing passes through them
    Matter.Composite.add(engine.world, [
      Matter.Bodies.rectangle(width / 2, -t / 2, width + 2 * t, t, wall),
      Matter.Bodies.rectangle(width / 2, height + t / 2, width + 2 * t, t, wall),
      Matter.Bodies.rectangle(-t / 2, height / 2, t, height + 2 * t, wall),
      Matter.Bodies.rectangle(width + t / 2, height / 2, t, height + 2 * t, wall),
    ]);
    const bodies = balls.map((b) => {
      const body = Matter.Bodies.circle(b.x, b.y, b.radius, {
        restitution: 1,
        friction: 0,
        frictionStatic: 0,
        frictionAir: 0,
      });
      Matter.Body.setInertia(body, Number.POSITIVE_INFINITY); // matter-js's way to fix the rotation
      Matter.Body.setVelocity(body, { x: b.vx, y: b.vy });
      return body;
    });
    Matter.Composite.add(engine.world, bodies);
    return {
      step: () => Matter.Engine.update(engine, FRAME_MS),
      read: () =>
        bodies.map((body, i) => ({
          x: body.position.x,
          y: body.position.y,
          vx: body.velocity.x,
          vy: body.velocity.y,
          radius: balls[i]?.radius ?? 0,
          mass: body.mass,
        })),
    };
  },
};

/** planck works in metres and seconds and is tuned for bodies of 0.1–10 m: 20 pixels to the metre. */
const PX = 20;
const DT = 1 / 60;

const planck: Engine = {
  name: 'planck',
  start({ width, height, balls }) {
    // below this relative speed planck makes a contact inelastic (default 1 m/s); 0 keeps every bounce elastic
    Settings.velocityThreshold = 0;
    const world = new PlanckWorld({ gravity: Vec2(0, 0), allowSleep: false });
    const walls = world.createBody({ type: 'static' });
    const t = 10; // metres
    const w = width / PX;
    const h = height / PX;
    const fixture = { friction: 0, restitution: 1 };
    walls.createFixture(new Box(w / 2 + t, t / 2, Vec2(w / 2, -t / 2), 0), fixture);
    walls.createFixture(new Box(w / 2 + t, t / 2, Vec2(w / 2, h + t / 2), 0), fixture);
    walls.createFixture(new Box(t / 2, h / 2 + t, Vec2(-t / 2, h / 2), 0), fixture);
    walls.createFixture(new Box(t / 2, h / 2 + t, Vec2(w + t / 2, h / 2), 0), fixture);
    const bodies = balls.map((b) => {
      const body = world.createBody({
        type: 'dynamic',
        position: Vec2(b.x / PX, b.y / PX),
        fixedRotation: true,
        linearDamping: 0,
        angularDamping: 0,
      });
      body.createFixture(new Circle(b.radius / PX), { density: 1, friction: 0, restitution: 1 });
      body.setLinearVelocity(Vec2(b.vx / PX / DT, b.vy / PX / DT));
      return body;
    });
    return {
      step: () => world.step(DT),
      read: () =>
        bodies.map((body, i) => {
          const p = body.getPosition();
          const v = body.getLinearVelocity();
          const r = balls[i]?.radius ?? 0;
          return {
            x: p.x * PX,
            y: p.y * PX,
            vx: v.x * PX * DT,
            vy: v.y * PX * DT,
            radius: r,
            mass: body.getMass(),
          };
        }),
    };
  },
};

export const ENGINES: Engine[] = [
  ours('ours: plain loop', { separation: 'robust', engine: 'plain' }),
  ours('ours: fast path', { separation: 'robust', engine: 'fast' }),
  // whole frames, as before the budget: the dense 5,000-ball scene meets up to ~960 times a frame
  ours('ours: exact', { contact: 'exact', maxEventsPerFrame: 10_000 }),
  matter,
  planck,
];
