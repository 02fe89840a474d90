// What a Simulation is given (its props, MDX-friendly) and how they become a world's options and a
// set of panels: plain functions, apart from the figure's React code.
import type { Overlays } from '@/components/canvas/worldLayers';
import type { Ball, Contact, Method, ScenarioName, Separation, WorldOptions } from '@/physics';
import { scenario } from '@/physics';
import type { SetupChange, Speed } from '@/run';
import type { SimulationClock } from './SimulationClock';
import type { PlayChoices } from './usePlayChoices';

export type Panel =
  | 'overlays'
  | 'readout'
  | 'stuck'
  | 'momenta'
  | 'chart'
  | 'ledger'
  | 'table'
  | 'elasticity';

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
  /** Balls that meet move on as one body (physics/assemblies/stick.ts). */
  stick?: boolean;
  /** false: balls leave the stage at its edges. */
  walls?: boolean;
  /** 'exact': balls bounce at the moment they touch (physics/fast/exact). */
  contact?: Contact;
  overlays?: Partial<Overlays>;
  /** Which panels to show under the canvas, space separated (MDX-friendly). Default: all but
   *  'elasticity' (a slider for e) and 'stuck' (overlapping and stuck pairs, the deepest overlap),
   *  which a figure asks for by name. The momenta diagram also
   *  comes with the readout when there are at most MOMENTA_BALLS balls. */
  panels?: string;
  pauseAtCollisions?: boolean;
  highlightStuck?: boolean;
  /** Told the whole start after each new start on the figure's clock (an edit at frame 0 of a ball or
   *  of a setting, or its undo or redo), for a page that keeps it. */
  onStartChange?: (start: WorldOptions) => void;
  /** The speed of play a new clock starts at (a page that keeps it, as the playground's link does). */
  speed?: Speed;
  /** Told the speed and the pause-at-collisions choice when the reader changes them. */
  onPlayChange?: (play: PlayChoices) => void;
  /** Start again when every ball is at most this fast (px per frame), as source 004's demo does. */
  restartBelow?: number;
  /** Set-up changes from a frame on, kept by the page (the playground's link; see useSetupEdits). */
  setupEdits?: readonly SetupChange[];
  /** Told the set-up changes whenever the figure changes them (an edit, an undo, a redo). */
  onSetupEditsChange?: (edits: readonly SetupChange[]) => void;
  /** Given the figure's clock once made, for a page whose own controls act at its frame. */
  onClock?: (clock: SimulationClock) => void;
}

const ALL_PANELS: Panel[] = ['overlays', 'readout', 'momenta', 'chart', 'ledger', 'table'];

/** Up to this many balls the momenta diagram is shown by default: more arrows would not read. */
export const MOMENTA_BALLS = 4;
const OPTIONAL_PANELS: Panel[] = ['elasticity', 'stuck'];

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
  if (props.contact !== undefined) options.contact = props.contact;
  return options;
}

/** A file name from a figure's title: its letters and digits in any script, dashes between words. */
export const fileNameOf = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '-');

export function panelList(panels: string | undefined): Set<Panel> {
  if (panels === undefined) return new Set(ALL_PANELS);
  return new Set([...ALL_PANELS, ...OPTIONAL_PANELS].filter((p) => panels.split(/\s+/).includes(p)));
}
