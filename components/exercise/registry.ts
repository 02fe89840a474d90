// All exercises by id, gathered from problems/ (one file per lesson). Duplicate ids fail at load.
// The page poses an exercise on the server (PredictExercise) and sends only that one to the browser:
// 'server-only' makes the build fail if a client module ever imports the registry, every lesson's
// set-ups and answer code with it.
import 'server-only';
import type { PosedProblem, Problem } from './problem';
import * as lessons from './problems';

export const PROBLEMS: readonly Problem[] = Object.values(lessons).flat();

const byId = new Map<string, Problem>();
for (const problem of PROBLEMS) {
  if (byId.has(problem.id)) throw new Error(`two exercises share the id "${problem.id}"`);
  byId.set(problem.id, problem);
}

/** The exercise with this id; a lesson naming an unknown id fails the build with this message. */
export function findProblem(id: string): Problem {
  const problem = byId.get(id);
  if (!problem) throw new Error(`<Predict id="${id}">: no such exercise in components/exercise/problems`);
  return problem;
}

/** The exercise with this id, its answer computed: what the page hands to <Predict>. */
export function poseProblem(id: string): PosedProblem {
  const problem = findProblem(id);
  return problem.kind === 'number'
    ? { ...problem, answer: problem.answer() }
    : { ...problem, answer: problem.answer() };
}

/**
 * The wording a lesson gives the choices, checked against the problem: a choice problem needs
 * exactly one label per choice key, a number problem none.
 */
export function choiceLabels(
  problem: Problem | PosedProblem,
  labels: Readonly<Record<string, string>> | undefined,
): Array<{ key: string; label: string }> {
  if (problem.kind === 'number') {
    if (labels) throw new Error(`<Predict id="${problem.id}">: a number exercise takes no choices`);
    return [];
  }
  const given = Object.keys(labels ?? {}).sort();
  const expected = [...problem.choices].sort();
  if (given.join() !== expected.join()) {
    throw new Error(
      `<Predict id="${problem.id}">: choices must name ${expected.join(', ')} (got ${given.join(', ') || 'none'})`,
    );
  }
  return problem.choices.map((key) => ({ key, label: labels?.[key] ?? key }));
}
