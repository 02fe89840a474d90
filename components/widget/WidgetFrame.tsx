'use client';
// The frame every widget shares: a titled section with a fullscreen button, whose keyboard shortcuts
// act while focus is inside it (for a clock-driven widget, clockShortcuts: Space, ←, →, R).
import type { ComponentProps, RefObject } from 'react';
import { FullscreenButton } from './FullscreenButton';
import { handleShortcuts, type Shortcuts } from './keyboard';

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
  return (
    <section
      {...rest}
      className={`widget ${className}`}
      ref={root}
      aria-label={title}
      onKeyDown={(e) => handleShortcuts(shortcuts, e)}
    >
      <div className="widget-bar">
        <p className="widget-title">{title}</p>
        <FullscreenButton target={root} />
      </div>
      {children}
    </section>
  );
}
