'use client';
// The frame every widget shares: a titled section with full screen and a "?" list of its keys, whose
// keyboard shortcuts act while focus is inside it (for a clock-driven widget, clockShortcuts). In
// full screen, CSS lays the frame out for a projector: the .widget-stage takes the screen but one
// row of controls, and .widget-side sits beside it on a wide screen (or one key away, "?" and Tab).
import { type ComponentProps, type RefObject, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { FullscreenButton } from './FullscreenButton';
import { handleShortcuts, isTyping, type Shortcuts } from './keyboard';
import { ShortcutHelp } from './ShortcutHelp';

interface Props
  extends Omit<ComponentProps<'section'>, 'ref' | 'title' | 'className' | 'aria-label' | 'onKeyDown'> {
  title: string;
  /** Added to "widget": which kind of widget this is. */
  className: string;
  shortcuts: Shortcuts;
  /** The section, for fullscreen (and for the caller's own use, such as pausing off screen). */
  root: RefObject<HTMLElement | null>;
}

export function WidgetFrame({ title, shortcuts, root, className, children, ...rest }: Props) {
  const t = useMessages().keys;
  const help = useRef<HTMLDialogElement>(null);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const dialog = help.current;
    if (dialog?.open) {
      // While the list is open, keys belong to it: "?" closes it (Esc does, natively).
      if (event.key === '?') {
        dialog.close();
        event.preventDefault();
      }
      return;
    }
    if (event.key === '?' && !isTyping(event)) {
      dialog?.showModal();
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape' && document.fullscreenElement === root.current && root.current) {
      void document.exitFullscreen().catch(() => {}); // the browser may have left already
      return;
    }
    handleShortcuts(shortcuts, event);
  };

  return (
    <section {...rest} className={`widget ${className}`} ref={root} aria-label={title} onKeyDown={onKeyDown}>
      <div className="widget-bar">
        <p className="widget-title">{title}</p>
        <div className="widget-bar-buttons">
          <button
            type="button"
            className="button"
            onClick={() => help.current?.showModal()}
            aria-keyshortcuts="?"
            data-action="keys"
          >
            {t.show}
          </button>
          <FullscreenButton target={root} />
        </div>
      </div>
      {children}
      <ShortcutHelp dialog={help} shortcuts={shortcuts} title={title} />
    </section>
  );
}
