'use client';
// The button that puts a widget in the presenter view and takes it out again (usePresenter.ts).
import { useMessages } from '@/components/i18n/MessagesProvider';
import { Icon } from '@/components/ui/Icon';

export const PRESENT_KEYS = ['f', 'F'] as const;

export function PresentButton({ presenting, onClick }: { presenting: boolean; onClick: () => void }) {
  const t = useMessages().presenter;
  return (
    <button
      type="button"
      className="button"
      onClick={onClick}
      aria-pressed={presenting}
      aria-keyshortcuts={presenting ? 'F Escape' : 'F'}
      data-action="present"
    >
      <Icon name="fullscreen" />
      {presenting ? t.leave : t.present}
    </button>
  );
}
