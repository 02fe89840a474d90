'use client';
// One clear notice when a shared link could not be used, saying why.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import type { LinkProblem } from './linkState';

export function LinkNotice({ problem }: { problem: LinkProblem | null }) {
  const t = useMessages().share;
  if (!problem) return null;
  const reason = format(t[problem.kind], problem as unknown as Record<string, string>);
  return (
    <p className="notice" role="alert">
      {format(t.refused, { reason })}
    </p>
  );
}
