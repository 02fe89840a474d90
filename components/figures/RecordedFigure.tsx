'use client';
// The frame of a figure of two recorded sides on one clock (lesson 6's FrameOrder and
// FrameOrderCrowd): the title, the keys, the two panels side by side and the time controls with
// Previous/Next collision. Each figure brings its own panel.
import { type ReactNode, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { RecordedClock } from '@/components/mistakes/RecordedClock';
import { RecordedControls } from '@/components/mistakes/RecordedControls';
import { clockShortcuts } from '@/components/widget/keyboard';
import { useAnimation } from '@/components/widget/useAnimation';
import { useClock } from '@/components/widget/useClock';
import { WidgetFrame } from '@/components/widget/WidgetFrame';

interface Props<C extends RecordedClock> {
  clock: C;
  title: string;
  className: string;
  panel: (side: 0 | 1) => ReactNode;
}

export function RecordedFigure<C extends RecordedClock>({ clock, title, className, panel }: Props<C>) {
  const keys = useMessages().keys;
  const root = useRef<HTMLElement>(null);
  useAnimation(clock);
  useClock(clock); // re-renders the panels, which read the clock, on every change
  return (
    <WidgetFrame
      className={className}
      title={title}
      shortcuts={clockShortcuts(clock, keys, true)}
      root={root}
    >
      <div className="compare-grid widget-stage">
        {panel(0)}
        {panel(1)}
      </div>
      <RecordedControls clock={clock} />
    </WidgetFrame>
  );
}
