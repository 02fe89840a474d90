// My set-ups' refusals in the reader's words: a name's problem, and why a file was not imported (a
// set-up's link is refused in the words a shared link would be).
import { linkReasonText } from '@/components/share/linkProblemText';
import { format } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { type FileProblem, NAME_MAX, type NameProblem, SETUPS_MAX } from './store';

export function nameProblemText(messages: Messages, problem: NameProblem): string {
  const t = messages.embed.setups;
  switch (problem.kind) {
    case 'nameEmpty':
      return t.nameEmpty;
    case 'nameTooLong':
      return format(t.nameTooLong, { max: NAME_MAX, length: problem.length });
    case 'nameTaken':
      return format(t.nameTaken, problem);
  }
}

export function fileProblemText(messages: Messages, problem: FileProblem): string {
  const t = messages.embed.setups.problems;
  switch (problem.kind) {
    case 'json':
    case 'foreign':
    case 'list':
      return t[problem.kind];
    case 'version':
      return format(t.version, problem);
    case 'tooMany':
      return format(t.tooMany, { count: problem.count, max: SETUPS_MAX });
    case 'entry':
      return format(t.entry, problem);
    case 'name':
      return format(t.name, { n: problem.n, max: NAME_MAX });
    case 'page':
      return format(t.page, problem);
    case 'query':
      return format(t.query, { ...problem, reason: linkReasonText(messages, problem.problem) });
  }
}
