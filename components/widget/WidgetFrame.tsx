'use client';
// The frame every widget shares: a titled section with full screen and a "?" list of its keys. Its
// keyboard shortcuts (for a clock-driven widget, clockShortcuts) act while it is the widget in use,
// wherever focus is on the page (activeWidget.ts), except where a control keeps the key (keyboard.ts).
// In full screen, CSS lays the frame out for a projector: the .widget-stage takes the screen but one
// row of controls, and .widget-side sits beside it on a wide screen (or one key away, "?" and Tab).
import { type ComponentProps, type RefObject, useEffect, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { focusStateOf, registerWidget } from './activeWidget';
import { FullscreenButton } from './FullscreenButton';
import { forWidget, handleShortcuts, type KeyLike, type Shortcuts } from './keyboard';
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
  // the window's listener outlives renders: it reads the latest shortcuts through this ref
  const latest = useRef(shortcuts);
  latest.current = shortcuts;

  /** Answers a key for this widget, from inside it or handed over by activeWidget; true when used. */
  const answer = useRef((event: KeyLike): boolean => {
    const dialog = help.current;
    if (dialog?.open) {
      // While the list is open, keys belong to it: "?" closes it (Esc does, natively).
      if (event.key !== '?') return false;
      dialog.close();
      event.preventDefault();
      return true;
    }
    const focus = focusStateOf(event.target);
    if (event.key === '?' && forWidget(event, focus)) {
      dialog?.showModal();
      event.preventDefault();
      return true;
    }
    return handleShortcuts(latest.current, event, focus);
  }).current;

  useEffect(() => {
    const section = root.current;
    if (!section) return;
    return registerWidget(section, answer, () => latest.current.length > 0);
  }, [root, answer]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && document.fullscreenElement === root.current && root.current) {
      void document.exitFullscreen().catch(() => {}); // the browser may have left already
      return;
    }
    answer(event);
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
