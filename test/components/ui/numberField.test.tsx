// @vitest-environment happy-dom
// A number field shows one number: what is typed stays exactly as typed while the field is being
// edited (issue 21, finding 7: "100.0004" was rewritten to "100" under the fingers), a long number
// from a run rests cut and marked "…", and in focus shows every digit, selected to be replaced.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { SimulationFigure } from '@/components/simulation/Simulation';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { NumberField, restingText } from '@/components/ui/NumberField';
import { en } from '@/content/messages/en';
import { box } from '@/test/components/support/fixtures';

afterEach(cleanup);

/** A field whose owner keeps what it is told, as the ball table's world does. */
function Owned({ start, seen }: { start: number; seen: number[] }) {
  const [value, setValue] = useState(start);
  return (
    <MessagesProvider locale="en" messages={en}>
      <NumberField
        label="x"
        value={value}
        min={0}
        max={1000}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
      <button type="button">elsewhere</button>
    </MessagesProvider>
  );
}

/** Clears a field and types some text a key at a time: after each key the field shows exactly what
 *  has been typed so far. */
async function typeKeyByKey(field: HTMLInputElement, typed: string) {
  const user = userEvent.setup();
  await user.clear(field);
  for (let i = 1; i <= typed.length; i++) {
    await user.type(field, typed[i - 1] as string);
    expect(field.value).toBe(typed.slice(0, i));
  }
}

describe('NumberField', () => {
  it('never rewrites what is typed, key by key, and reports every digit', async () => {
    const seen: number[] = [];
    render(<Owned start={150} seen={seen} />);
    const field = screen.getByLabelText('x') as HTMLInputElement;
    await typeKeyByKey(field, '100.0004');
    expect(seen.at(-1)).toBe(100.0004);
    await userEvent.setup().click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field.value).toBe('100.0004'); // at rest, still every digit
  });

  it('rests a long number cut and marked, shows it whole in focus, selected to be replaced', async () => {
    const seen: number[] = [];
    const long = 36.23524747788906;
    render(<Owned start={long} seen={seen} />);
    const field = screen.getByLabelText('x') as HTMLInputElement;
    expect(field.value).toBe('36.235…');
    const user = userEvent.setup();
    await user.click(field);
    expect(field.value).toBe(String(long));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, String(long).length]);
    await user.keyboard('40');
    expect(field.value).toBe('40');
    expect(seen).toEqual([4, 40]);
  });

  it('in the ball table: 100.0004 typed into ball1 x is never rewritten, and runs as typed', async () => {
    const start = box(400, 300, [
      { x: 50, y: 50, vx: 1, vy: 0, radius: 10, mass: 1 },
      { x: 150, y: 150, vx: -1, vy: 0.5, radius: 10, mass: 1 },
    ]);
    const clock = new SimulationClock([start]);
    render(
      <MessagesProvider locale="en" messages={en}>
        <SimulationFigure clock={clock} title="Test figure" start={start} />
      </MessagesProvider>,
    );
    const field = screen.getByLabelText('ball1 x') as HTMLInputElement;
    await typeKeyByKey(field, '100.0004');
    expect(clock.worlds[0]?.ball(1).x).toBe(100.0004);
  });

  it('writes a resting number in full when it is short enough, and never a different number', () => {
    expect(restingText(100.0004)).toBe('100.0004');
    expect(restingText(-0.000001)).toBe('-0.000001');
    expect(restingText(1234.567891)).toBe('1234.567891');
    expect(restingText(2.108214949257672)).toBe('2.1082…');
    expect(restingText(-0.3094790163380429)).toBe('-0.30948…');
    expect(restingText(-0)).toBe('0');
  });
});
