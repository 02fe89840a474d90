'use client';
// Two or more worlds from the same start with different options — by default the chapter's naive
// separation against the absV overlap fix — on one clock, so they always show the same frame,
// each with the numbers that say whether its balls stick and a way to open its own collision.
import { type CSSProperties, useId, useMemo, useRef, useState } from 'react';
import { basicOverlays } from '@/components/canvas/worldLayers';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { InspectCollision } from '@/components/inspector/InspectCollision';
import { CollisionJumps } from '@/components/simulation/CollisionJumps';
import { SimulationCanvas } from '@/components/simulation/SimulationCanvas';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { SimulationDescription } from '@/components/simulation/SimulationDescription';
import { StuckMetrics } from '@/components/simulation/StuckMetrics';
import { PanelHeading } from '@/components/ui/PanelHeading';
import { setupErrorText } from '@/components/ui/setupErrorText';
import { clockShortcuts } from '@/components/widget/keyboard';
import { SpeedControl } from '@/components/widget/SpeedControl';
import { TimeControls } from '@/components/widget/TimeControls';
import { useAnimation } from '@/components/widget/useAnimation';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import { validateWorldOptions, type WorldOptions } from '@/physics';

export interface ComparePanel {
  label: string;
  options: WorldOptions;
}

interface Props {
  title: string;
  panels: ComparePanel[];
}

/** Validates every panel once; a bad set-up is a message in place of the figure. */
export function Compare({ title, panels }: Props) {
  const messages = useMessages();
  const problem = useMemo(() => {
    try {
      for (const panel of panels) validateWorldOptions(panel.options);
      return null;
    } catch (error) {
      return setupErrorText(messages, error);
    }
  }, [panels, messages]);
  if (problem) {
    return (
      <div className="widget widget-error" role="alert">
        {problem}
      </div>
    );
  }
  return <LiveCompare key={JSON.stringify(panels)} title={title} panels={panels} />;
}

function LiveCompare({ title, panels }: Props) {
  const { simulation: t, keys } = useMessages();
  const root = useRef<HTMLElement>(null);
  const baseId = useId();
  const [clock] = useState(() => new SimulationClock(panels.map((p) => p.options)));
  const [overlays] = useState(() => basicOverlays(panels[0]?.options.balls.length ?? 0));
  useAnimation(clock.player, root);

  return (
    <WidgetFrame
      className="compare"
      title={title}
      shortcuts={clockShortcuts(clock.player, keys, true)}
      root={root}
    >
      <div
        className="compare-grid widget-stage"
        style={{ '--panels': Math.min(panels.length, 3) } as CSSProperties}
      >
        {panels.map((panel, index) => {
          const name = panel.label;
          return (
            <section key={panel.label} className="compare-panel" aria-label={name}>
              <PanelHeading className="compare-panel-heading">{panel.label}</PanelHeading>
              <SimulationCanvas
                clock={clock}
                world={index}
                overlays={overlays}
                describedBy={`${baseId}-${index}`}
                label={name}
                highlightStuck
              />
              <SimulationDescription clock={clock} world={index} id={`${baseId}-${index}`} name={name} />
              <StuckMetrics clock={clock} world={index} />
              <InspectCollision clock={clock} world={index} />
            </section>
          );
        })}
      </div>
      <TimeControls player={clock.player}>
        <CollisionJumps clock={clock} />
        <SpeedControl player={clock.player} />
      </TimeControls>
      <p className="note shortcuts">{t.shortcuts}</p>
    </WidgetFrame>
  );
}
