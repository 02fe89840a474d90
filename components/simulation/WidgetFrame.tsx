'use client';
// The frame every clock-driven widget shares: a titled section with a fullscreen button, whose
// keyboard shortcuts (Space, ←, →, R) drive the widget's clock while focus is inside it.
import type { ComponentProps, RefObject } from 'react';
import { FullscreenButton } from './FullscreenButton';
import type { FrameClock } from './frameClock';
import { handleShortcut } from './TimeControls';

interface Props
  extends Omit<ComponentProps<'section'>, 'ref' | 'title' | 'className' | 'aria-label' | 'onKeyDown'> {
  title: string;
  /** Added to "widget": which kind of widget this is. */
  className: string;
  clock: FrameClock;
  /** The section, for fullscreen (and for the caller's own use, such as pausing off screen). */
  root: RefObject<HTMLElement | null>;
}

export function WidgetFrame({ title, clock, root, className, children, ...rest }: Props) {
  return (
    <section
      {...rest}
      className={`widget ${className}`}
      ref={root}
      aria-label={title}
      onKeyDown={(e) => handleShortcut(clock, e)}
    >
      <div className="widget-bar">
        <p className="widget-title">{title}</p>
        <FullscreenButton target={root} />
      </div>
      {children}
    </section>
  );
}
