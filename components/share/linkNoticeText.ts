// The words of a refused link's notice, said once each and bounded in length whatever the link
// holds: a reason the link gives many times (3,000 copies of `a=1`) is one line with its count, and
// the notice lists at most NOTICE_REASONS lines, then says how many more there are. Each line is
// already bounded (echo.ts cuts what it repeats of the link), so the whole notice is.
import { numberText } from '@/components/ui/problemText';
import { format, plural } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { linkReasonText } from './linkProblemText';
import type { LinkProblem } from './linkQuery';

/** At most this many reasons are listed: enough to mend a link by hand, few enough to read. */
export const NOTICE_REASONS = 8;

/** One sentence (a link with one reason), or a lead, the reasons listed, what is left and a tail. */
export type NoticeText =
  | { kind: 'one'; text: string }
  | { kind: 'many'; lead: string; reasons: string[]; more: string | null; tail: string };

/** Each distinct reason once, in the order first met, with how many times the link gives it. */
function distinct(messages: Messages, problems: readonly LinkProblem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    const reason = linkReasonText(messages, problem);
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return counts;
}

/** A reason with its count when it comes more than once; the count goes before the full stop. */
function counted(messages: Messages, reason: string, count: number): string {
  if (count === 1) return reason;
  return format(messages.share.times, {
    reason: reason.replace(/[.。]$/, ''),
    count: numberText(messages, count),
  });
}

export function linkNoticeText(messages: Messages, problems: readonly LinkProblem[]): NoticeText | null {
  const t = messages.share;
  const reasons = [...distinct(messages, problems)].map(([reason, count]) =>
    counted(messages, reason, count),
  );
  const [first] = reasons;
  if (first === undefined) return null;
  if (reasons.length === 1) return { kind: 'one', text: format(t.refused, { reason: first }) };
  const left = reasons.length - NOTICE_REASONS;
  const locale = messages.inputs.numberLocale;
  return {
    kind: 'many',
    lead: format(t.refusedMany, { count: numberText(messages, reasons.length) }),
    reasons: reasons.slice(0, NOTICE_REASONS),
    more: left > 0 ? format(plural(t.more, left, locale), { count: numberText(messages, left) }) : null,
    tail: t.showingDefaults,
  };
}

/** The notice as plain text, line by line (what a reader sees; the tests measure it). */
export function noticePlainText(notice: NoticeText | null): string {
  if (!notice) return '';
  if (notice.kind === 'one') return notice.text;
  return [notice.lead, ...notice.reasons, notice.more ?? '', notice.tail].filter(Boolean).join('\n');
}
