// @vitest-environment happy-dom
// The set-ups' text field: its error is shown, announced and tied to the input, and only while there is one.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '@/components/ui/TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input and passes its own props on', () => {
    render(<TextField id="n" label="Name" error={null} name="name" defaultValue="Mine" />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect([input.name, input.value]).toEqual(['name', 'Mine']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error as an alert that describes the invalid input', () => {
    render(<TextField id="n" label="Name" error="A name is needed." />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('A name is needed.');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
