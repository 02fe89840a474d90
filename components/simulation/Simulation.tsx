'use client';
// A live figure: one world from a named scenario (or balls given inline) on a canvas, with time
// controls, overlays, readouts and an editable table. The world lives in a clock held in state;
// React state holds only the reader's choices. SimulationFigure is the same figure on a clock the
// caller made.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { VELOCITY_FRAMES } from '@/components/canvas/layers/arrows';
import { basicOverlays, FEW_BALLS, type Overlays } from '@/components/canvas/worldLayers';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { InspectCollision } from '@/components/inspector/InspectCollision';
import { setupErrorText } from '@/components/ui/problemText';
import { clockShortcuts } from '@/components/widget/keyboard';
import { SpeedControl } from '@/components/widget/SpeedControl';
import { TimeControls } from '@/components/widget/TimeControls';
import { useAnimation } from '@/components/widget/useAnimation';
import { usePrefersReducedMotion } from '@/components/widget/usePrefersReducedMotion';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import type { Ball, Method, PhysicsProblem, ScenarioName, Separation, WorldOptions } from '@/physics';
import { scenario, validateRestartBelow, validateWorldOptions } from '@/physics';
import { BallTable } from './BallTable';
import { CollisionJumps } from './CollisionJumps';
import { CollisionLedger } from './CollisionLedger';
import { CollisionPauseToggle } from './CollisionPauseToggle';
import { ElasticitySlider } from './ElasticitySlider';
import { MetricsChart } from './MetricsChart';
import { MomentaDiagram } from './MomentaDiagram';
import { OverlayToggles } from './OverlayToggles';
import { PaceNote } from './PaceNote';
import { Readout } from './Readout';
import { RestartNote } from './RestartNote';
import { type BallEdit, SimulationCanvas } from './SimulationCanvas';
import { SimulationClock } from './SimulationClock';
import { SimulationDescription } from './SimulationDescription';
import { StartNotes } from './StartNotes';
import { useStartEdits } from './useStartEdits';

export type Panel = 'overlays' | 'readout' | 'momenta' | 'chart' | 'ledger' | 'table' | 'elasticity';

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
  /** Balls that meet move on as one body (physics/stick.ts). */
  stick?: boolean;
  /** false: balls leave the stage at its edges. */
  walls?: boolean;
  overlays?: Partial<Overlays>;
  /** Which panels to show under the canvas, space separated (MDX-friendly). Default: all but
   *  'elasticity' (a slider for e), which a figure asks for by name. The momenta diagram also
   *  comes with the readout when there are at most MOMENTA_BALLS balls. */
  panels?: string;
  pauseAtCollisions?: boolean;
  highlightStuck?: boolean;
  /** Told the whole start after each accepted edit (table or drag), for a page that shares it. */
  onStartChange?: (balls: Ball[]) => void;
  /** Start again when every ball is at most this fast (px per frame), as source 004's demo does. */
  restartBelow?: number;
}

const ALL_PANELS: Panel[] = ['overlays', 'readout', 'momenta', 'chart', 'ledger', 'table'];

/** Up to this many balls the momenta diagram is shown by default: more arrows would not read. */
export const MOMENTA_BALLS = 4;
const OPTIONAL_PANELS: Panel[] = ['elasticity'];

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
  if (props.stick !== undefined) options.stick = props.stick;
  if (props.walls !== undefined) options.walls = props.walls;
  return options;
}

export function Simulation(props: SimulationProps) {
  const messages = useMessages();
  const [start, problem] = useMemo(() => {
    try {
      const options = worldOptionsFrom(props);
      validateWorldOptions(options); // a bad set-up is a message, not a crash
      if (props.restartBelow !== undefined) validateRestartBelow(props.restartBelow);
      return [options, null] as const;
    } catch (error) {
      return [null, setupErrorText(messages, error)] as const;
    }
  }, [props, messages]);
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
    <OwnClockSimulation
      key={JSON.stringify({ ...start, balls: start.balls.length })}
      {...props}
      start={start}
    />
  );
}

function OwnClockSimulation({ start, ...props }: SimulationProps & { start: WorldOptions }) {
  const [clock] = useState(() => {
    const own = new SimulationClock([start]);
    own.restartBelow = props.restartBelow ?? null;
    return own;
  });
  return <SimulationFigure {...props} clock={clock} start={start} />;
}

/** A file name from a figure's title: its letters and digits in any script, dashes between words. */
const fileNameOf = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '-');

function panelList(panels: string | undefined): Set<Panel> {
  if (panels === undefined) return new Set(ALL_PANELS);
  return new Set([...ALL_PANELS, ...OPTIONAL_PANELS].filter((p) => panels.split(/\s+/).includes(p)));
}

export type SimulationFigureProps = Pick<
  SimulationProps,
  'title' | 'overlays' | 'panels' | 'pauseAtCollisions' | 'highlightStuck' | 'onStartChange'
> & {
  clock: SimulationClock;
  /** The start the page gives now; new balls here replace the clock's (see useStartEdits). */
  start?: WorldOptions;
};

/** The figure of the first world of `clock`, which the caller made (and may drive itself). */
export function SimulationFigure({
  clock,
  title,
  panels,
  overlays: overlayProps,
  pauseAtCollisions,
  highlightStuck,
  start,
  onStartChange,
}: SimulationFigureProps) {
  const { simulation: t, keys } = useMessages();
  const root = useRef<HTMLElement>(null);
  const descriptionId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const panelsShown = useMemo(() => panelList(panels), [panels]);
  const [startBalls] = useState(() => clock.worlds[0]?.balls() ?? []);
  const { current, edit } = useStartEdits(clock, start, onStartChange);
  const [dragProblem, setDragProblem] = useState<PhysicsProblem | null>(null);
  const [restitution, setRestitution] = useState(() => clock.worlds[0]?.options.restitution ?? 1);
  // a new e starts the run again from the current start, so every ledger row has one e
  const changeRestitution = (value: number) => {
    const world = clock.worlds[0];
    if (!world) return;
    setRestitution(value);
    clock.replace([{ ...world.options, balls: current, restitution: value }]);
  };
  const few = startBalls.length <= FEW_BALLS;
  const [overlays, setOverlays] = useState<Overlays>({
    ...basicOverlays(startBalls.length),
    lineOfCentres: few,
    ...overlayProps,
  });
  const [arrowScale, setArrowScale] = useState(VELOCITY_FRAMES);
  const momenta =
    (panels !== undefined && panelsShown.has('momenta')) ||
    (panelsShown.has('readout') && startBalls.length <= MOMENTA_BALLS);

  useEffect(() => {
    if (pauseAtCollisions) clock.setPauseAtCollisions(true);
  }, [clock, pauseAtCollisions]);
  useEffect(() => {
    if (reducedMotion) setOverlays((o) => ({ ...o, trails: false }));
  }, [reducedMotion]);
  useAnimation(clock, root);

  const drag = useCallback((e: BallEdit) => setDragProblem(edit(e)), [edit]);
  const tableEdit = useCallback(
    (e: BallEdit) => {
      setDragProblem(null);
      return edit(e);
    },
    [edit],
  );

  const referenceMass = startBalls.reduce((sum, b) => sum + b.mass, 0) / Math.max(1, startBalls.length);
  return (
    <WidgetFrame
      className="simulation"
      title={title}
      shortcuts={clockShortcuts(clock, keys, true)}
      root={root}
    >
      <div className="widget-stage">
        <SimulationCanvas
          clock={clock}
          overlays={overlays}
          onEdit={panelsShown.has('table') ? drag : undefined}
          describedBy={descriptionId}
          label={title}
          highlightStuck={highlightStuck}
          arrowScale={arrowScale}
          reducedMotion={reducedMotion}
        />
      </div>
      <SimulationDescription clock={clock} id={descriptionId} name={title} />
      <StartNotes balls={current} dragProblem={dragProblem} />
      <TimeControls clock={clock}>
        <CollisionJumps clock={clock} />
        <SpeedControl clock={clock} />
        <CollisionPauseToggle clock={clock} />
        <InspectCollision clock={clock} />
        <PaceNote clock={clock} />
      </TimeControls>
      <div className="widget-side">
        <p className="note shortcuts">{t.shortcuts}</p>
        <RestartNote clock={clock} />
        {panelsShown.has('elasticity') && (
          <ElasticitySlider value={restitution} onChange={changeRestitution} />
        )}
        {panelsShown.has('overlays') && (
          <OverlayToggles
            overlays={overlays}
            onChange={setOverlays}
            referenceMass={referenceMass}
            arrowScale={arrowScale}
            onArrowScale={setArrowScale}
          />
        )}
        <div className="panels">
          {panelsShown.has('readout') && <Readout clock={clock} />}
          {momenta && <MomentaDiagram clock={clock} />}
          {panelsShown.has('chart') && <MetricsChart clock={clock} />}
        </div>
        {panelsShown.has('table') && few && <BallTable clock={clock} onEdit={tableEdit} />}
        {panelsShown.has('ledger') && <CollisionLedger clock={clock} fileName={fileNameOf(title)} />}
      </div>
    </WidgetFrame>
  );
}
