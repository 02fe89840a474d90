// My set-ups' refusals in the reader's words: a name's problem, and why a file was not imported (a
// set-up's link is refused in the words a shared link would be).
import { linkReasonText } from '@/components/share/linkProblemText';
import { format } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { type FileProblem, NAME_MAX, type NameProblem, SETUP_PAGES, SETUPS_MAX } from './store';

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
      return t[problem.kind];
    case 'list':
      // the file's own names (its key, its pages) as the file writes them, in either language
      return format(t.list, { key: 'setups' });
    case 'version':
      return format(t.version, problem);
    case 'tooMany':
      return format(t.tooMany, { count: problem.count, max: SETUPS_MAX });
    case 'entry':
      return format(t.entry, problem);
    case 'name':
      return format(t.name, { n: problem.n, max: NAME_MAX });
    case 'page':
      return format(t.page, { ...problem, pages: SETUP_PAGES.join(messages.site.listSeparator) });
    case 'query':
      return format(t.query, { ...problem, reason: linkReasonText(messages, problem.problem) });
  }
}
