// @vitest-environment happy-dom
// The real Playground, driven as a teacher drives it (issue 21, finding 6): with exact contact on, an
// edit in the ball table keeps the box ticked, the address says exact=1, and the run after three
// Next collision presses is the run of that address opened fresh, not the run without exact=1.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { Playground } from '@/components/playground/Playground';
import { en } from '@/content/messages/en';

afterEach(cleanup);

async function open(search: string) {
  window.history.replaceState(null, '', `/playground/${search}`);
  const view = render(
    <MessagesProvider locale="en" messages={en}>
      <Playground />
    </MessagesProvider>,
  );
  await screen.findByRole('region', { name: en.playground.figure });
  return view;
}

/** Next collision three times, then the frame and every field of the ball table. */
async function afterThreeCollisions(): Promise<string> {
  const user = userEvent.setup();
  const next = screen.getByRole('button', { name: new RegExp(en.simulation.jump.next) });
  for (let i = 0; i < 3; i++) await user.click(next);
  const frame = document.querySelector('.frame-counter')?.textContent;
  const fields = [...document.querySelectorAll<HTMLInputElement>('.ball-table tbody input')].map(
    (f) => f.value,
  );
  return `${frame} ${fields.join(' ')}`;
}

describe('the playground with exact contact', () => {
  it('runs a table edit as its link opened fresh, with exact contact kept', async () => {
    const first = await open('?v=1&exact=1');
    const user = userEvent.setup();
    const vy = screen.getByLabelText('ball3 vy') as HTMLInputElement;
    await user.clear(vy);
    await user.type(vy, '0');
    expect(vy.value).toBe('0');
    expect((screen.getByLabelText(en.lab.exact) as HTMLInputElement).checked).toBe(true);
    expect(window.location.search).toBe('?v=1&exact=1&ball3.vy=0');
    const edited = await afterThreeCollisions();
    first.unmount();

    const fresh = await open('?v=1&exact=1&ball3.vy=0');
    expect(await afterThreeCollisions()).toBe(edited);
    fresh.unmount();

    await open('?v=1&ball3.vy=0');
    expect(await afterThreeCollisions()).not.toBe(edited);
  }, 20_000); // three whole playgrounds rendered in happy-dom: over 5 s on a busy two-core machine
});
