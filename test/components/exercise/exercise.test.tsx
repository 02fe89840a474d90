// @vitest-environment happy-dom
// The exercise widgets in a DOM: a guess gets a verdict with the computed answer and the
// explanation, bad number input gets a message, and steps are revealed one at a time.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Explanation } from '@/components/exercise/Explanation';
import { Predict } from '@/components/exercise/Predict';
import { choiceLabels, poseProblem } from '@/components/exercise/registry';
import { Step } from '@/components/exercise/Step';
import { Steps } from '@/components/exercise/Steps';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { en } from '@/content/messages/en';

afterEach(cleanup);

const wrap = (ui: ReactNode) =>
  render(
    <MessagesProvider locale="en" messages={en}>
      {ui}
    </MessagesProvider>,
  );

/** What the page hands <Predict> for <Predict id="…" choices={…}> in a lesson (see PredictExercise). */
const posed = (id: string, choices?: Record<string, string>) => {
  const problem = poseProblem(id);
  return { problem, options: choiceLabels(problem, choices) };
};

const CHOICES = { back: 'It bounces back', stops: 'It stops dead', forward: 'It keeps going, slower' };
const EXPLANATION = 'The light ball comes back at −2.';

function choiceExercise() {
  return wrap(
    <Predict {...posed('one-axis-light-hits-heavy', CHOICES)} title="Light into heavy">
      <p>A light ball hits a heavy one at rest.</p>
      <Explanation>
        <p>{EXPLANATION}</p>
      </Explanation>
    </Predict>,
  );
}

function numberExercise() {
  return wrap(
    <Predict {...posed('one-axis-heavy-hits-resting')} title="Heavy into light" unit="px per frame">
      <p>How fast does ball1 leave?</p>
      <Explanation>
        <p>Twelve thirds.</p>
      </Explanation>
    </Predict>,
  );
}

const check = () => fireEvent.click(screen.getByRole('button', { name: en.exercise.check }));
const status = () => screen.getByRole('status');
/** Picks a choice and presses Check. */
const answer = (choice: keyof typeof CHOICES) => {
  fireEvent.click(screen.getByLabelText(CHOICES[choice]));
  check();
};
const explanation = () => screen.queryByText(EXPLANATION);
const runButton = () => screen.queryByRole('button', { name: en.exercise.run });

describe('<Predict> with choices', () => {
  it('offers no run and no explanation before a guess', () => {
    choiceExercise();
    expect(runButton()).toBeNull();
    expect(explanation()).toBeNull();
    expect(screen.getByRole('group', { name: en.exercise.prediction })).toBeTruthy();
  });

  it('asks for a choice when Check is pressed with none', () => {
    choiceExercise();
    check();
    expect(screen.getByRole('alert').textContent).toBe(en.exercise.chooseFirst);
    expect(runButton()).toBeNull();
  });

  it('lets a first wrong choice be retried: no answer, no explanation, no run yet', () => {
    choiceExercise();
    answer('stops');
    expect(status().textContent).toContain(en.exercise.wrong);
    expect(status().textContent).toContain(en.exercise.tryAgain);
    expect(status().textContent).not.toContain('The answer is');
    expect(explanation()).toBeNull();
    expect(runButton()).toBeNull();
    answer('back'); // thought again, and got it
    expect(status().textContent).toContain(en.exercise.right);
    expect(explanation()).toBeTruthy();
  });

  it('says wrong at the second wrong check, with the right answer and the explanation', () => {
    choiceExercise();
    answer('stops');
    answer('forward');
    expect(status().textContent).toContain(en.exercise.wrong);
    expect(status().textContent).toContain('You said “It keeps going, slower”.');
    expect(status().textContent).toContain('The answer is “It bounces back”.');
    expect(explanation()).toBeTruthy();
    expect(runButton()).toBeTruthy();
  });

  it('says right for the right choice, and forgets the verdict when the guess changes', () => {
    choiceExercise();
    answer('back');
    expect(status().textContent).toContain(en.exercise.right);
    expect(status().textContent).not.toContain('You said');
    fireEvent.click(screen.getByLabelText(CHOICES.forward));
    expect(status().textContent).toBe('');
    expect(explanation()).toBeNull();
  });
});

describe('<Predict> with a number', () => {
  const input = () => screen.getByLabelText(/Your prediction/);

  it('refuses text that is not a number, with a message and no verdict', () => {
    numberExercise();
    fireEvent.change(input(), { target: { value: 'four' } });
    check();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your answer must be a number, like 2 or −1.5 (got “four”).',
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(status().textContent).toBe('');
    fireEvent.change(input(), { target: { value: '' } });
    check();
    expect(screen.getByRole('alert').textContent).toBe('Your answer is empty: enter a number.');
  });

  it('says wrong for a wrong number twice, then shows the computed answer with its unit', () => {
    numberExercise();
    fireEvent.change(input(), { target: { value: '3' } });
    check();
    expect(status().textContent).toContain('You said 3 px per frame.');
    expect(status().textContent).toContain(en.exercise.tryAgain);
    expect(screen.queryByText('Twelve thirds.')).toBeNull();
    check(); // the same guess again: now the answer
    expect(status().textContent).toContain(en.exercise.wrong);
    expect(status().textContent).toContain('You said 3 px per frame.');
    expect(status().textContent).toContain('The answer is 4.00 px per frame.');
    expect(screen.getByText('Twelve thirds.')).toBeTruthy();
  });

  it('reads a typed minus sign, − as well as -', () => {
    wrap(
      <Predict {...posed('momentum-zero-total')} unit="px per frame">
        <p>Which velocity?</p>
      </Predict>,
    );
    fireEvent.change(input(), { target: { value: '\u22126' } });
    check();
    expect(status().textContent).toContain(en.exercise.right);
    expect(status().textContent).toContain('The answer is \u22126.00 px per frame.');
  });

  it('says right for a number within the tolerance', () => {
    numberExercise();
    fireEvent.change(input(), { target: { value: '4.03' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement); // Enter in the field
    expect(status().textContent).toContain(en.exercise.right);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a keyboard with a minus key: answers such as −6 need one, a decimal keypad has none', () => {
    numberExercise();
    expect(input().getAttribute('inputmode')).toBe('text');
    expect(input().getAttribute('type')).toBe('text');
  });

  it('echoes a long valid guess bounded, not whole', () => {
    numberExercise();
    const long = `3.${'0'.repeat(3000)}`; // valid, 3,002 characters
    fireEvent.change(input(), { target: { value: long } });
    check();
    const said = status().textContent ?? '';
    expect(said).toContain('You said 3.0');
    expect(said).toContain('… px per frame.');
    expect(said.length).toBeLessThan(200);
  });

  it('fails loudly for an unknown id', () => {
    expect(() => posed('one-axis-typo')).toThrow(/one-axis-typo/);
  });
});

describe('<Steps>', () => {
  function derivation() {
    return wrap(
      <Steps title="Solve for v0′">
        <Step>
          <p>
            First <span data-move="term">a</span>
          </p>
        </Step>
        <Step>
          <p>
            Second <span data-move="term">a</span>
          </p>
        </Step>
        <Step>
          <p>Third</p>
        </Step>
      </Steps>,
    );
  }
  const t = en.exercise.steps;
  const steps = () => within(screen.getByRole('list')).queryAllByRole('listitem', { hidden: true });
  /** The steps on show: the page's CSS hides a step marked data-later on screen. */
  const shown = () => steps().filter((s) => !s.hasAttribute('data-later'));
  const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  const disabled = (name: string) =>
    screen.getByRole('button', { name }).getAttribute('aria-disabled') === 'true';

  it('has every step in the page, and shows one, then one more per Next, one fewer per Previous', () => {
    derivation();
    expect(steps().map((s) => s.textContent)).toEqual(['First a', 'Second a', 'Third']);
    expect(shown()).toHaveLength(1);
    expect(disabled(t.previous)).toBe(true);
    press(t.next);
    expect(shown().map((s) => s.textContent)).toEqual(['First a', 'Second a']);
    expect(screen.getByText('Step 2 of 3.')).toBeTruthy();
    press(t.next);
    expect(shown()).toHaveLength(3);
    expect(disabled(t.next)).toBe(true); // still there, for the focus on it
    press(t.next); // does nothing
    expect(shown()).toHaveLength(3);
    press(t.previous);
    expect(shown()).toHaveLength(2);
    press(t.again);
    expect(shown()).toHaveLength(1);
  });

  it('shows everything at once with Show all', () => {
    derivation();
    press(t.all);
    expect(shown()).toHaveLength(3);
    expect(screen.getByText('Step 3 of 3.')).toBeTruthy();
  });

  it('marks the terms that moved into the step Next added, and no others', () => {
    document.documentElement.setAttribute('data-reduce-motion', ''); // the header's switch: no flight
    try {
      derivation();
      const moved = () =>
        [...document.querySelectorAll('[data-moved]')].map((m) => m.closest('li')?.textContent);
      press(t.next);
      expect(moved()).toEqual(['Second a']);
      // with reduced motion the term is at its place at once
      expect((document.querySelector('[data-moved]') as HTMLElement).style.transform).toBe('');
      press(t.next); // the third step has no marked term
      expect(moved()).toEqual([]);
      press(t.again);
      press(t.all); // many steps at once: nothing moves
      expect(moved()).toEqual([]);
    } finally {
      document.documentElement.removeAttribute('data-reduce-motion');
    }
  });
});
