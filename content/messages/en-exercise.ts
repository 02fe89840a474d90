// Interface strings of the predict-then-run exercises and step-by-step reveals (English).
export const exercise = {
  title: 'Predict, then run',
  prediction: 'Your prediction',
  /** After the prediction's label: the unit the lesson gives the answer in. */
  unitHint: ' ({unit})',
  check: 'Check',
  tolerance: 'Within ±{tolerance} counts as right.',
  chooseFirst: 'Choose one of the answers first.',
  right: 'Right.',
  wrong: 'Not quite.',
  youSaid: 'You said {guess}.',
  answerIs: 'The answer is {answer}.',
  tryAgain: 'Think it through once more and check again; the next check shows the answer.',
  run: 'Run it',
  hideRun: 'Hide the run',
  runTitle: 'Run: {title}',
  runNote: 'Press Play, or step one frame at a time. The run pauses whenever two balls collide.',
  runNoteNoPause: 'Press Play, or step one frame at a time.',
  mistakeRunNote:
    'Press Play, or step one frame at a time. Left, the code as the source prints it; right, the fixed code, from the same start.',
  steps: {
    label: 'Step by step',
    previous: 'Previous step',
    next: 'Next step',
    all: 'Show all steps',
    again: 'Start again',
    progress: 'Step {n} of {total}.',
  },
} as const;
