'use client';
// A live figure: one world from a named scenario (or balls given inline) on a canvas, with time
// controls, overlays, readouts and an editable table. The world lives in a clock held by a ref;
// React state holds only the reader's choices.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { Ball, Method, PhysicsProblem, ScenarioName, Separation, WorldOptions } from '@/physics';
import { createWorld, scenario } from '@/physics';
import { BallTable } from './BallTable';
import { CollisionLedger } from './CollisionLedger';
import { SimulationClock } from './clock';
import { MetricsChart } from './MetricsChart';
import { OverlayToggles } from './OverlayToggles';
import { Readout } from './Readout';
import { basicOverlays, FEW_BALLS, type Overlays } from './render';
import { type BallEdit, SimulationCanvas } from './SimulationCanvas';
import { SimulationDescription } from './SimulationDescription';
import { StartNotes } from './StartNotes';
import { TimeControls } from './TimeControls';
import { useAnimation } from './useAnimation';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useStartEdits } from './useStartEdits';
import { WidgetFrame } from './WidgetFrame';

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
  /** Test pages only: put this figure's clock on window.billiardClocks[name] so a browser test
   *  can drive it faster than real time. */
  exposeClockAs?: string;
  /** Told the whole start after each accepted edit (table or drag), for a page that shares it. */
  onStartChange?: (balls: Ball[]) => void;
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
      createWorld(options); // validate once, so a bad set-up is a message, not a crash
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
  // A new start (another scenario, other options) means a new clock; new balls alone, as many as
  // before, are put on the same clock (see useStartEdits), so an edit does not close the table.
  return (
    <LiveSimulation
      key={JSON.stringify({ ...start, balls: start.balls.length })}
      {...props}
      start={start}
      panelsShown={panelList(props.panels)}
    />
  );
}

function panelList(panels: string | undefined): Set<Panel> {
  if (panels === undefined) return new Set(ALL_PANELS);
  return new Set(ALL_PANELS.filter((p) => panels.split(/\s+/).includes(p)));
}

interface LiveProps extends SimulationProps {
  start: WorldOptions;
  panelsShown: Set<Panel>;
}

function LiveSimulation({
  title,
  start,
  panelsShown,
  overlays: overlayProps,
  pauseAtCollisions,
  highlightStuck,
  exposeClockAs,
  onStartChange,
}: LiveProps) {
  const t = useMessages().simulation;
  const root = useRef<HTMLElement>(null);
  const descriptionId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [clock] = useState(() => new SimulationClock([start]));
  const { current, edit } = useStartEdits(clock, start, onStartChange);
  const [dragProblem, setDragProblem] = useState<PhysicsProblem | null>(null);
  const few = start.balls.length <= FEW_BALLS;
  const [overlays, setOverlays] = useState<Overlays>({
    ...basicOverlays(start.balls.length),
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
  useEffect(() => {
    if (!exposeClockAs) return;
    const w = window as unknown as { billiardClocks?: Record<string, SimulationClock> };
    w.billiardClocks = { ...w.billiardClocks, [exposeClockAs]: clock };
  }, [clock, exposeClockAs]);

  const drag = useCallback((e: BallEdit) => setDragProblem(edit(e)), [edit]);
  const tableEdit = useCallback(
    (e: BallEdit) => {
      setDragProblem(null);
      return edit(e);
    },
    [edit],
  );

  const referenceMass = start.balls.reduce((sum, b) => sum + b.mass, 0) / Math.max(1, start.balls.length);
  return (
    <WidgetFrame className="simulation" title={title} clock={clock} root={root}>
      <SimulationCanvas
        clock={clock}
        overlays={overlays}
        onEdit={panelsShown.has('table') ? drag : undefined}
        describedBy={descriptionId}
        label={title}
        highlightStuck={highlightStuck}
      />
      <SimulationDescription clock={clock} id={descriptionId} name={title} />
      <StartNotes balls={current.balls} dragProblem={dragProblem} />
      <TimeControls clock={clock} />
      <p className="note shortcuts">{t.shortcuts}</p>
      {panelsShown.has('overlays') && (
        <OverlayToggles overlays={overlays} onChange={setOverlays} referenceMass={referenceMass} />
      )}
      <div className="panels">
        {panelsShown.has('readout') && <Readout clock={clock} />}
        {panelsShown.has('chart') && <MetricsChart clock={clock} />}
      </div>
      {panelsShown.has('table') && few && <BallTable clock={clock} onEdit={tableEdit} />}
      {panelsShown.has('ledger') && (
        <CollisionLedger clock={clock} fileName={title.toLowerCase().replace(/\W+/g, '-')} />
      )}
    </WidgetFrame>
  );
}
