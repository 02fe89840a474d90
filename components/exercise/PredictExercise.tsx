// <Predict id="…"> as lessons write it, resolved on the server at build time: the exercise is looked
// up, its answer computed by the physics and its choices worded, and only that one exercise goes to
// the browser (the whole registry, every lesson's set-ups and answer code, stays out of the page).
import type { ReactNode } from 'react';
import { Predict } from '@/components/mdx/lazyWidgets';
import { choiceLabels, poseProblem } from './registry';

interface Props {
  /** The exercise in components/exercise/problems. */
  id: string;
  /** Wording of each choice key of a choice exercise, e.g. {{ back: 'It bounces back', … }}. */
  choices?: Record<string, string>;
  /** Unit of a number answer, e.g. "px per frame". */
  unit?: string;
  /** Short name of the exercise, also the name of its run. */
  title?: string;
  /** The question, and an <Explanation>. */
  children?: ReactNode;
}

export function PredictExercise({ id, choices, ...rest }: Props) {
  const problem = poseProblem(id);
  return <Predict problem={problem} options={choiceLabels(problem, choices)} {...rest} />;
}
