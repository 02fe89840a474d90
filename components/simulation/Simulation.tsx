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
import { setupErrorText } from '@/components/ui/setupErrorText';
import { clockShortcuts } from '@/components/widget/keyboard';
import { SaveImageButton } from '@/components/widget/SaveImageButton';
import { SpeedControl } from '@/components/widget/SpeedControl';
import { TimeControls } from '@/components/widget/TimeControls';
import { useAnimation } from '@/components/widget/useAnimation';
import { usePrefersReducedMotion } from '@/components/widget/usePrefersReducedMotion';
import { useRun } from '@/components/widget/useRun';
import { WidgetFrame } from '@/components/widget/WidgetFrame';
import type { PhysicsProblem, WorldOptions } from '@/physics';
import { validateRestartBelow, validateWorldOptions } from '@/physics';
import { optionsNow, type RunSnapshot } from '@/run';
import { BallTable } from './BallTable';
import { CollisionJumps } from './CollisionJumps';
import { CollisionLedger } from './CollisionLedger';
import { CollisionPauseToggle } from './CollisionPauseToggle';
import { CutShortNote } from './CutShortNote';
import { WorldElasticity } from './ElasticitySlider';
import fullscreen from './fullscreen.module.css';
import { MetricsChart } from './MetricsChart';
import { MomentaDiagram } from './MomentaDiagram';
import { OverlayToggles } from './OverlayToggles';
import { PaceNote } from './PaceNote';
import { PresenterPanel } from './PresenterPanel';
import { Readout } from './Readout';
import { RestartNote } from './RestartNote';
import { type BallEdit, SimulationCanvas } from './SimulationCanvas';
import { SimulationClock } from './SimulationClock';
import { SimulationDescription } from './SimulationDescription';
import { StartNotes } from './StartNotes';
import { StuckMetrics } from './StuckMetrics';
import styles from './simulation.module.css';
import {
  fileNameOf,
  MOMENTA_BALLS,
  panelList,
  type SimulationProps,
  worldOptionsFrom,
} from './simulationProps';
import { TimelineTools } from './TimelineTools';
import { usePlayChoices } from './usePlayChoices';
import { useSetupEdits } from './useSetupEdits';
import { useStartEdits } from './useStartEdits';

export type { SimulationProps };

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
  // A new stage, engine or number of balls means a new clock; new balls as many as before and new
  // settings are put on the same clock (see useStartEdits), so an edit does not close the table and
  // Undo can take back an edit of the start.
  const { method, separation, bounce, restitution, stick, walls, contact, ...stage } = start;
  return (
    <OwnClockSimulation
      key={JSON.stringify({ ...stage, balls: start.balls.length })}
      {...props}
      start={start}
    />
  );
}

/** The contact mode of the figure's world, for the notes under the canvas (tunnelling). */
const contactOf = (s: RunSnapshot) => s.view.worlds[0]?.contact;

function OwnClockSimulation({ start, ...props }: SimulationProps & { start: WorldOptions }) {
  const [clock] = useState(() => {
    const own = new SimulationClock([start]);
    own.setRestartBelow(props.restartBelow ?? null);
    if (props.speed !== undefined) own.player.setSpeed(props.speed); // a new start keeps the page's speed
    return own;
  });
  // the page's speed given later (a link read after the first paint) is the clock's too
  useEffect(() => {
    if (props.speed !== undefined && props.speed !== clock.player.speed) clock.player.setSpeed(props.speed);
  }, [clock, props.speed]);
  return <SimulationFigure {...props} clock={clock} start={start} />;
}

export type SimulationFigureProps = Pick<
  SimulationProps,
  | 'title'
  | 'overlays'
  | 'panels'
  | 'pauseAtCollisions'
  | 'highlightStuck'
  | 'onStartChange'
  | 'onPlayChange'
  | 'setupEdits'
  | 'onSetupEditsChange'
  | 'onClock'
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
  onPlayChange,
  setupEdits,
  onSetupEditsChange,
  onClock,
}: SimulationFigureProps) {
  const { simulation: t, keys } = useMessages();
  const root = useRef<HTMLElement>(null);
  const descriptionId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const panelsShown = useMemo(() => panelList(panels), [panels]);
  const [startBalls] = useState(() => clock.worlds[0]?.balls() ?? []);
  const { current, edit } = useStartEdits(clock, start, onStartChange);
  usePlayChoices(clock, onPlayChange);
  useSetupEdits(clock, setupEdits, onSetupEditsChange);
  useEffect(() => onClock?.(clock), [clock, onClock]);
  const [dragProblem, setDragProblem] = useState<PhysicsProblem | null>(null);
  const contact = useRun(clock.player, contactOf);
  // a new e applies from the frame on screen (the frames before keep theirs; Undo takes it back); e
  // is kept in the world's options only (WorldElasticity reads it there)
  const changeRestitution = (value: number) => clock.editSetup({ restitution: value });
  // the chart's "walls off" runs the same start again without walls, so its momentum stays flat
  const wallsOff = () => {
    const world = clock.worlds[0];
    if (world) clock.replace([{ ...optionsNow(world, start, current), walls: false }]);
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
  useAnimation(clock.player, root);

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
      className={`simulation ${fullscreen.simulation}`}
      title={title}
      shortcuts={clockShortcuts(clock.player, keys, true)}
      root={root}
      presenter={<PresenterPanel clock={clock} />}
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
      <StartNotes balls={current} dragProblem={dragProblem} contact={contact} />
      <TimeControls player={clock.player}>
        <CollisionJumps clock={clock} />
        <SpeedControl player={clock.player} />
        <CollisionPauseToggle clock={clock} />
        <InspectCollision clock={clock} />
        <PaceNote clock={clock} />
        <SaveImageButton root={root} name={fileNameOf(title)} frame={() => clock.player.frame} />
      </TimeControls>
      <TimelineTools clock={clock} root={root} />
      <div className="widget-side">
        <p className="note shortcuts">{t.shortcuts}</p>
        <RestartNote clock={clock} />
        <CutShortNote clock={clock} />
        {panelsShown.has('elasticity') && <WorldElasticity clock={clock} onChange={changeRestitution} />}
        {panelsShown.has('overlays') && (
          <OverlayToggles
            overlays={overlays}
            onChange={setOverlays}
            referenceMass={referenceMass}
            arrowScale={arrowScale}
            onArrowScale={setArrowScale}
          />
        )}
        <div className={`simulation-panels ${styles.panels}`}>
          {panelsShown.has('readout') && <Readout clock={clock} />}
          {panelsShown.has('stuck') && (
            <StuckMetrics clock={clock} world={0} energy={!panelsShown.has('readout')} />
          )}
          {momenta && <MomentaDiagram clock={clock} />}
          {panelsShown.has('chart') && <MetricsChart clock={clock} onWallsOff={wallsOff} />}
        </div>
        {panelsShown.has('table') && few && <BallTable clock={clock} onEdit={tableEdit} />}
        {panelsShown.has('ledger') && <CollisionLedger clock={clock} fileName={fileNameOf(title)} />}
      </div>
    </WidgetFrame>
  );
}
