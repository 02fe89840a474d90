'use client';
// A figure of two recorded sides on one clock (a MistakeClock): each side's canvas and numbers, and
// the time controls under both. The mistake demos (broken beside fixed) and the code editor's figure
// (the reader's version beside the chapter's) are this figure with their own names for the sides.
import { useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { clockShortcuts } from '@/components/widget/keyboard';
import { useAnimation } from '@/components/widget/useAnimation';
import { useRun } from '@/components/widget/useRun';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import { select } from '@/run';
import type { MistakeClock } from './MistakeClock';
import { MistakePanel, type PanelLabels } from './MistakePanel';
import { RecordedControls } from './RecordedControls';

interface Props {
  clock: MistakeClock;
  title: string;
  labels: readonly [PanelLabels, PanelLabels];
  /** What the tests and styles know the figure by (data-mistake, data-code-figure). */
  data: Record<`data-${string}`, string>;
}

export function TwoSides({ clock, title, labels, data }: Props) {
  const t = useMessages();
  const root = useRef<HTMLElement>(null);
  // No root: a figure keeps playing to the end of its recording while scrolled away.
  useAnimation(clock.player);
  // the panels show the snapshot's frame: they re-render when it changes
  const frame = useRun(clock.player, select.frameOf);
  return (
    <WidgetFrame
      className="compare mistake-demo"
      title={title}
      shortcuts={clockShortcuts(clock.player, t.keys, true)}
      root={root}
      {...data}
    >
      <div className="compare-grid widget-stage">
        <MistakePanel clock={clock} side={0} frame={frame} labels={labels[0]} />
        <MistakePanel clock={clock} side={1} frame={frame} labels={labels[1]} />
      </div>
      <RecordedControls clock={clock} />
    </WidgetFrame>
  );
}
