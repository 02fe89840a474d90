// What a derivation's buttons do to the number of steps shown (<Steps>), and which step's terms then
// move: pure, so the reveal's rules are tested without a page.

export type StepAction = 'next' | 'previous' | 'all' | 'restart';

/** Steps shown after `action`, from `shown` of `total`; always at least one (when there is one). */
export function stepsAfter(shown: number, total: number, action: StepAction): number {
  const least = Math.min(1, total);
  switch (action) {
    case 'next':
      return Math.min(total, shown + 1);
    case 'previous':
      return Math.max(least, shown - 1);
    case 'all':
      return total;
    case 'restart':
      return least;
  }
}

/**
 * The step (0-based) whose marked terms move from their places in the steps before: only the one step
 * that Next adds. Show all, going back or starting again change at once: many steps, or none, appear.
 */
export function movingStep(before: number, after: number): number | null {
  return before >= 1 && after === before + 1 ? after - 1 : null;
}

/** Whether a button does anything from here (a button that would not is marked aria-disabled). */
export function canDo(shown: number, total: number, action: StepAction): boolean {
  return stepsAfter(shown, total, action) !== shown;
}
