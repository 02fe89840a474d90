'use client';
// The frame every widget shares: a titled section with full screen and a "?" list of its keys. Its
// keyboard shortcuts (for a clock-driven widget, clockShortcuts) act while it is the widget in use,
// wherever focus is on the page (activeWidget.ts), except where a control keeps the key (keyboard.ts).
// In full screen, CSS lays the frame out for a projector: the .widget-stage takes the screen but one
// row of controls, and .widget-side sits beside it on a wide screen (or one key away, "?" and Tab).
// The presenter view (F, components/presenter) uses the same layout as a page mode, with the
// widget's `presenter` panel (large numbers) in place of the side column.
import { type ComponentProps, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { PRESENT_KEYS, PresentButton } from '@/components/presenter/PresentButton';
import { usePresenter } from '@/components/presenter/usePresenter';
import { lessonFigureTarget } from '@/components/share/lessonFigure';
import { ShareButton } from '@/components/share/ShareButton';
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
  /** Shown only in the presenter view: what the room must read (a simulation's large numbers). */
  presenter?: ReactNode;
}

export function WidgetFrame({ title, shortcuts, root, className, presenter, children, ...rest }: Props) {
  const messages = useMessages();
  const t = messages.keys;
  const help = useRef<HTMLDialogElement>(null);
  const { presenting, toggle, leave } = usePresenter(root);
  // a widget without keys (lesson 7's Separate demo) takes none from the page, F included
  const all: Shortcuts =
    shortcuts.length === 0
      ? shortcuts
      : [...shortcuts, { keys: PRESENT_KEYS, shown: 'F', does: messages.presenter.key, run: toggle }];
  // the window's listener outlives renders: it reads the latest shortcuts and view through refs
  const latest = useRef(all);
  latest.current = all;
  const leaving = useRef<(() => void) | null>(null);
  leaving.current = presenting ? leave : null;

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
    if (event.key === 'Escape' && leaving.current && forWidget(event, focus)) {
      leaving.current(); // Esc leaves the presenter view, wherever focus is on the page
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
          <PresentButton presenting={presenting} onClick={toggle} />
          <FullscreenButton target={root} />
          {/* shown on a lesson's figures only (stage.css): elsewhere a page has its own Share, or none */}
          <ShareButton
            className="figure-share"
            target={(button) => lessonFigureTarget(button, title, messages.room.shareFigure)}
          />
        </div>
      </div>
      {children}
      {presenting && presenter}
      <ShortcutHelp dialog={help} shortcuts={all} title={title} />
    </section>
  );
}
