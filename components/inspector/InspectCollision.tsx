'use client';
// "Inspect collision": opens the inspector on a collision of the frame on screen (a choice of pairs
// when there are several). Pauses the clock, so the figure waits on that frame behind the dialog.
import { useId, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { SimulationClock } from '@/components/simulation/SimulationClock';
import { useClockVersion } from '@/components/widget/useClockVersion';
import { format } from '@/lib/format';
import { useInspectorDialog } from './useInspectorDialog';

export function InspectCollision({ clock, world = 0 }: { clock: SimulationClock; world?: number }) {
  const t = useMessages().inspector.open;
  useClockVersion(clock);
  const events = clock.collisions(world);
  const [choice, setChoice] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const selectId = useId();
  const { open, dialog } = useInspectorDialog();
  const chosen = Math.min(choice, events.length - 1);

  const inspect = () => {
    const event = events[chosen];
    if (!event) return;
    clock.pause();
    open({ ...event, frame: clock.frame }, button.current);
  };

  return (
    <span className="inspect-collision">
      {events.length > 1 && (
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t.which}
          </label>
          <select id={selectId} value={chosen} onChange={(e) => setChoice(Number(e.target.value))}>
            {events.map(({ i, j }, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the frame's events, in the order they happened
              <option key={k} value={k}>
                {format(t.pair, { i, j })}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        ref={button}
        type="button"
        className="button"
        data-action="inspect"
        onClick={inspect}
        disabled={events.length === 0}
      >
        {t.inspect}
      </button>
      {dialog}
    </span>
  );
}
