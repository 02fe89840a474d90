// @vitest-environment happy-dom
// /compare's values of e: a value another panel already has is refused in words naming both panels,
// and not taken (two panels with one value would be one comparison twice, and a link that cannot be
// read back); a new value is taken and the words go.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { VaryFields } from '@/components/compare/VaryFields';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import type { Varied } from '@/components/share/compareLink';
import { en } from '@/content/messages/en';
import { format } from '@/lib/format';

afterEach(cleanup);

function Owned({ seen }: { seen: Varied[] }) {
  const [varied, setVaried] = useState<Varied>({ vary: 'restitution', values: [1, 0.5] });
  return (
    <MessagesProvider locale="en" messages={en}>
      <VaryFields
        varied={varied}
        onChange={(next) => {
          seen.push(next);
          setVaried(next);
        }}
      />
    </MessagesProvider>
  );
}

it('refuses a value of e another panel has, naming both panels, and takes a new one', async () => {
  const seen: Varied[] = [];
  render(<Owned seen={seen} />);
  const user = userEvent.setup();
  const first = screen.getByLabelText(format(en.whatIf.vary.valueField, { n: 1 })) as HTMLInputElement;
  await user.clear(first);
  await user.type(first, '0.5');
  expect(screen.getByRole('alert').textContent).toBe(
    format(en.whatIf.vary.duplicate, { n: 1, other: 2, e: '0.5' }),
  );
  expect(seen.every((v) => new Set<unknown>(v.values as unknown[]).size === v.values.length)).toBe(true);
  expect(seen.at(-1)?.values).not.toEqual([0.5, 0.5]);
  await user.type(first, '5');
  expect(seen.at(-1)).toEqual({ vary: 'restitution', values: [0.55, 0.5] });
  expect(screen.queryByRole('alert')).toBeNull();
});

it('adds a value not shown yet, and keeps two at least', async () => {
  const seen: Varied[] = [];
  render(<Owned seen={seen} />);
  const user = userEvent.setup();
  expect(screen.queryByRole('button', { name: format(en.whatIf.vary.remove, { n: 1 }) })).toBeNull();
  await user.click(screen.getByRole('button', { name: en.whatIf.vary.add }));
  expect(seen.at(-1)).toEqual({ vary: 'restitution', values: [1, 0.5, 0] });
  await user.click(screen.getByRole('button', { name: format(en.whatIf.vary.remove, { n: 1 }) }));
  expect(seen.at(-1)).toEqual({ vary: 'restitution', values: [0.5, 0] });
});
