'use client';
// A live figure: one world from a named scenario (or balls given inline) on a canvas, with time
// controls, overlays, readouts and an editable table. The world lives in a clock held in state;
// React state holds only the reader's choices. SimulationFigure is the same figure on a clock the
// caller made.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { basicOverlays, FEW_BALLS, type Overlays } from '@/components/canvas/worldLayers';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { InspectCollision } from '@/components/inspector/InspectCollision';
import { clockShortcuts } from '@/components/widget/keyboard';
import { SpeedControl } from '@/components/widget/SpeedControl';
import { TimeControls } from '@/components/widget/TimeControls';
import { useAnimation } from '@/components/widget/useAnimation';
import { usePrefersReducedMotion } from '@/components/widget/usePrefersReducedMotion';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import type { Ball, Method, ScenarioName, Separation, WorldOptions } from '@/physics';
import { scenario, validateWorldOptions } from '@/physics';
import { BallTable } from './BallTable';
import { CollisionLedger } from './CollisionLedger';
import { CollisionPauseToggle } from './CollisionPauseToggle';
import { MetricsChart } from './MetricsChart';
import { OverlayToggles } from './OverlayToggles';
import { Readout } from './Readout';
import { type BallEdit, SimulationCanvas } from './SimulationCanvas';
import { SimulationClock } from './SimulationClock';
import { SimulationDescription } from './SimulationDescription';

export type Panel = 'overlays' | 'readout' | 'chart' | 'ledger' | 'table';

export interface SimulationProps {
  title: string;
  scenario?: ScenarioName;
  seed?: number;
  balls?: Ball[];
  width?: number;
  height?: number;
  method?: Method;
  separation?: Separation;
  bounce?: number;
  restitution?: number;
  overlays?: Partial<Overlays>;
  /** Which panels to show under the canvas, space separated (MDX-friendly). Default: all. */
  panels?: string;
  pauseAtCollisions?: boolean;
  highlightStuck?: boolean;
}

const ALL_PANELS: Panel[] = ['overlays', 'readout', 'chart', 'ledger', 'table'];

export function worldOptionsFrom(props: SimulationProps): WorldOptions {
  const base: WorldOptions = props.scenario
    ? scenario(props.scenario, props.seed)
    : { width: props.width ?? 550, height: props.height ?? 400, balls: props.balls ?? [] };
  const options: WorldOptions = { ...base };
  if (props.balls) options.balls = props.balls;
  if (props.width !== undefined) options.width = props.width;
  if (props.height !== undefined) options.height = props.height;
  if (props.method) options.method = props.method;
  if (props.separation) options.separation = props.separation;
  if (props.bounce !== undefined) options.bounce = props.bounce;
  if (props.restitution !== undefined) options.restitution = props.restitution;
  return options;
}

export function Simulation(props: SimulationProps) {
  const [start, problem] = useMemo(() => {
    try {
      const options = worldOptionsFrom(props);
      validateWorldOptions(options); // a bad set-up is a message, not a crash
      return [options, null] as const;
    } catch (error) {
      return [null, error instanceof Error ? error.message : String(error)] as const;
    }
  }, [props]);
  if (!start) {
    return (
      <div className="widget widget-error" role="alert">
        {problem}
      </div>
    );
  }
  // A new start (another scenario, a shared link) means a new clock.
  return <OwnClockSimulation key={JSON.stringify(start)} {...props} start={start} />;
}

function OwnClockSimulation({ start, ...props }: SimulationProps & { start: WorldOptions }) {
  const [clock] = useState(() => new SimulationClock([start]));
  return <SimulationFigure {...props} clock={clock} />;
}

function panelList(panels: string | undefined): Set<Panel> {
  if (panels === undefined) return new Set(ALL_PANELS);
  return new Set(ALL_PANELS.filter((p) => panels.split(/\s+/).includes(p)));
}

export type SimulationFigureProps = Pick<
  SimulationProps,
  'title' | 'overlays' | 'panels' | 'pauseAtCollisions' | 'highlightStuck'
> & { clock: SimulationClock };

/** The figure of the first world of `clock`, which the caller made (and may drive itself). */
export function SimulationFigure({
  clock,
  title,
  panels,
  overlays: overlayProps,
  pauseAtCollisions,
  highlightStuck,
}: SimulationFigureProps) {
  const t = useMessages().simulation;
  const root = useRef<HTMLElement>(null);
  const descriptionId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const panelsShown = useMemo(() => panelList(panels), [panels]);
  const [startBalls] = useState(() => clock.worlds[0]?.balls() ?? []);
  const [editError, setEditError] = useState<string | null>(null);
  const few = startBalls.length <= FEW_BALLS;
  const [overlays, setOverlays] = useState<Overlays>({
    ...basicOverlays(startBalls.length),
    lineOfCentres: few,
    ...overlayProps,
  });

  useEffect(() => {
    if (pauseAtCollisions) clock.setPauseAtCollisions(true);
  }, [clock, pauseAtCollisions]);
  useEffect(() => {
    if (reducedMotion) setOverlays((o) => ({ ...o, trails: false }));
  }, [reducedMotion]);
  useAnimation(clock, root);

  const edit = useCallback(
    ({ index, ball }: BallEdit) => {
      const world = clock.worlds[0];
      if (!world) return;
      const balls = world.balls();
      balls[index] = ball;
      const next = { ...world.options, width: world.width, height: world.height, balls };
      try {
        validateWorldOptions(next);
        clock.replace([next]);
        setEditError(null);
      } catch (error) {
        setEditError(error instanceof Error ? error.message : String(error));
      }
    },
    [clock],
  );

  const referenceMass = startBalls.reduce((sum, b) => sum + b.mass, 0) / Math.max(1, startBalls.length);
  return (
    <WidgetFrame className="simulation" title={title} shortcuts={clockShortcuts(clock)} root={root}>
      <SimulationCanvas
        clock={clock}
        overlays={overlays}
        onEdit={panelsShown.has('table') ? edit : undefined}
        describedBy={descriptionId}
        label={title}
        highlightStuck={highlightStuck}
      />
      <SimulationDescription clock={clock} id={descriptionId} name={title} />
      <TimeControls clock={clock}>
        <SpeedControl clock={clock} />
        <CollisionPauseToggle clock={clock} />
        <InspectCollision clock={clock} />
      </TimeControls>
      <p className="note shortcuts">{t.shortcuts}</p>
      {panelsShown.has('overlays') && (
        <OverlayToggles overlays={overlays} onChange={setOverlays} referenceMass={referenceMass} />
      )}
      <div className="panels">
        {panelsShown.has('readout') && <Readout clock={clock} />}
        {panelsShown.has('chart') && <MetricsChart clock={clock} />}
      </div>
      {panelsShown.has('table') && few && <BallTable clock={clock} onEdit={edit} error={editError} />}
      {panelsShown.has('ledger') && (
        <CollisionLedger clock={clock} fileName={title.toLowerCase().replace(/\W+/g, '-')} />
      )}
    </WidgetFrame>
  );
}
