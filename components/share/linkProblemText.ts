// The reason a shared link was refused, in the reader's words (from the message dictionaries).
import { numberText, physicsProblemText } from '@/components/ui/problemText';
import { format } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import type { Allowed, LinkProblem } from './linkQuery';

function allowedText(messages: Messages, allowed: Allowed): string {
  const t = messages.share.allowed;
  const n = (value: number) => numberText(messages, value);
  const list = (options: readonly string[]) => options.join(messages.site.listSeparator);
  switch (allowed.kind) {
    case 'number':
      return t.number;
    case 'choice':
      return format(t.choice, { options: list(allowed.options) });
    case 'range':
      // "a whole number from 1 to 1" says one value the long way round
      if (allowed.whole && allowed.min === allowed.max) return format(t.wholeOne, { value: n(allowed.min) });
      return format(allowed.whole ? t.whole : t.range, { min: n(allowed.min), max: n(allowed.max) });
    case 'list':
      return format(t.list, { min: allowed.min, max: allowed.max, options: list(allowed.options) });
    case 'numbers':
      return format(messages.whatIf.allowedNumbers, {
        min: n(allowed.min),
        max: n(allowed.max),
        fewest: allowed.count.min,
        most: allowed.count.max,
      });
    case 'balls':
      return format(t.balls, { max: allowed.max });
    case 'ball':
      return t.ball;
  }
}

/** Why one part of a link could not be used, as a sentence. */
export function linkReasonText(messages: Messages, problem: LinkProblem): string {
  const t = messages.share;
  return (() => {
    switch (problem.kind) {
      case 'physics':
        return physicsProblemText(messages, problem.problem);
      case 'invalid':
        return format(t.invalid, { ...problem, allowed: allowedText(messages, problem.allowed) });
      case 'unknown':
      case 'repeated':
        return format(t[problem.kind], problem);
      case 'duplicate':
        return format(t.duplicate, problem);
      case 'noBall':
        return format(t.noBall, problem);
      case 'version':
        return format(t.version, problem);
      case 'tooSmall':
        return format(t.tooSmall, problem);
      case 'tooBig':
        return format(t.tooBig, { ...problem, allowed: allowedText(messages, problem.allowed) });
      case 'conflict':
        return format(t.conflict, problem);
    }
  })();
}

/** The notice for a link refused for one reason. */
export function linkProblemText(messages: Messages, problem: LinkProblem): string {
  return format(messages.share.refused, { reason: linkReasonText(messages, problem) });
}
