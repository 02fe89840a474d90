// @vitest-environment happy-dom
// The labelled select: it hands back the option itself (a number stays a number, as a clock's speed
// needs), laid out as a field or inline in a control row.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Choice } from '@/components/ui/Choice';

afterEach(cleanup);

describe('Choice', () => {
  it('hands back the chosen option with its own type', () => {
    const chosen: unknown[] = [];
    render(
      <Choice
        label="Speed"
        value={1}
        options={[0.5, 1, 2]}
        names={{ 0.5: 'half', 1: 'normal', 2: 'double' }}
        onChange={(v) => chosen.push(v)}
        inline
      />,
    );
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '0.5' } });
    expect(chosen).toEqual([0.5]);
  });

  it('inline, the label holds the select; as a field, the label stands above it', () => {
    const names = { a: 'A', b: 'B' };
    const { container } = render(
      <>
        <Choice label="Row" value="a" options={['a', 'b']} names={names} onChange={() => {}} inline />
        <Choice label="Field" value="b" options={['a', 'b']} names={names} onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Row').closest('label.inline-field')).not.toBeNull();
    expect(screen.getByLabelText('Field').closest('div.field')).not.toBeNull();
    expect(container.querySelectorAll('label')).toHaveLength(2);
  });
});
