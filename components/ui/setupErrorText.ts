// Why a figure's set-up could not run, in the reader's words. Apart from problemText.ts because it
// needs the physics' error class at run time, which a page with only number fields should not load.
import type { Messages } from '@/lib/i18n';
import { PhysicsInputError } from '@/physics';
import { physicsProblemText } from './problemText';

/** Why a figure's set-up could not run: a refused input in the reader's words; anything else is a
 *  bug in the page, shown as it is. */
export function setupErrorText(messages: Messages, error: unknown): string {
  if (error instanceof PhysicsInputError) return physicsProblemText(messages, error.problem);
  return error instanceof Error ? error.message : String(error);
}
