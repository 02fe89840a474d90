'use client';
// The canvas in words: the set-up, and while paused every ball's position and velocity; collisions
// met while stepping are announced politely to screen readers. While playing it names no frame, so
// the readouts of a playing clock do not rewrite it: only commands (and the clock stopping) do.
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, formatSig, plural } from '@/lib/format';
import { joinSentences } from '@/lib/sentences';
import { select } from '@/run';
import type { SimulationClock } from './SimulationClock';

const LISTED = 12;

export function SimulationDescription({
  clock,
  id,
  name,
  world = 0,
}: {
  clock: SimulationClock;
  id: string;
  name: string;
  world?: number;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.simulation.alt;
  // calm readouts come only while playing, when this names no frame: it skips them all
  const shown = useRun(clock.player, select.whole, false);
  const target = shown.view.worlds[world];
  if (!target) return null;
  const { playing, frame } = shown;
  // Only a paused figure lists its balls: while playing, a copy of thousands of balls per render is waste.
  const balls = playing ? [] : select.ballsAt(shown, world);
  const n = (x: number) => formatSig(x);
  const stage = { name, count: target.count, width: target.width, height: target.height };
  const summary = format(plural(t.summary, target.count, locale), { ...stage, frame });
  return (
    <div className="visually-hidden">
      <p id={id}>
        {playing
          ? format(plural(messages.readouts.playing, target.count, locale), stage)
          : joinSentences(
              messages,
              summary,
              ...balls.slice(0, LISTED).map((b, i) =>
                format(t.ball, {
                  i,
                  x: n(b.x),
                  y: n(b.y),
                  vx: n(b.vx),
                  vy: n(b.vy),
                  mass: n(b.mass),
                  radius: n(b.radius),
                }),
              ),
              balls.length > LISTED &&
                format(plural(t.moreBalls, balls.length - LISTED, locale), { count: balls.length - LISTED }),
            )}
      </p>
      <p aria-live="polite">
        {playing
          ? ''
          : joinSentences(
              messages,
              ...select
                .collisionsNow(shown, world)
                .map((c) => format(t.collision, { frame, i: c.i, j: c.j })),
            )}
      </p>
    </div>
  );
}
