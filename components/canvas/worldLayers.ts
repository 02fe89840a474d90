// The layers of a figure of a world, from the overlays the reader has switched on: trails under the
// balls, then the balls, the line of centres and the labels, then the arrows (with a halo, so they
// show over any ball) and the centre of mass on top. The labels are written when the paint ends,
// where they cover no arrow (shapes.ts). The centre-of-mass view changes which balls are drawn, not
// the layers (centreOfMassView.ts), and marks the centre, which stands still in it.
import { drawMomentumArrows, drawVelocityArrows } from './layers/arrows';
import { drawBalls } from './layers/balls';
import { drawCollisionAngle, drawMomentumChanges } from './layers/impulse';
import { drawLabels } from './layers/labels';
import { drawCentreOfMass, drawLineOfCentres, drawTrails } from './layers/overlays';
import type { Layer } from './scene';

export interface Overlays {
  velocity: boolean;
  momentum: boolean;
  lineOfCentres: boolean;
  centreOfMass: boolean;
  trails: boolean;
  labels: boolean;
  /** Δp arrows on the pair of a recent collision. */
  impulse: boolean;
  /** The scene as seen from the frame moving with the centre of mass. */
  centreOfMassFrame: boolean;
}

export const OVERLAY_NAMES: readonly (keyof Overlays)[] = [
  'velocity',
  'momentum',
  'lineOfCentres',
  'centreOfMass',
  'trails',
  'labels',
  'impulse',
  'centreOfMassFrame',
];

/** Past this many balls, arrows and labels would cover the table. */
export const FEW_BALLS = 12;

/** A figure's first overlays: velocity arrows and labels while there are few enough balls to read
 *  them; nothing else. */
export function basicOverlays(ballCount: number): Overlays {
  const few = ballCount <= FEW_BALLS;
  return {
    velocity: few,
    momentum: false,
    lineOfCentres: false,
    centreOfMass: false,
    trails: false,
    labels: few,
    impulse: false,
    centreOfMassFrame: false,
  };
}

export function worldLayers(overlays: Overlays): Layer[] {
  const layers: [Layer, boolean][] = [
    [drawTrails, overlays.trails],
    [drawBalls, true],
    [drawLineOfCentres, overlays.lineOfCentres],
    [drawCollisionAngle, overlays.lineOfCentres],
    [drawLabels, overlays.labels],
    [drawVelocityArrows, overlays.velocity],
    [drawMomentumArrows, overlays.momentum],
    [drawMomentumChanges, overlays.impulse],
    [drawCentreOfMass, overlays.centreOfMass || overlays.centreOfMassFrame],
  ];
  return layers.filter(([, on]) => on).map(([layer]) => layer);
}
