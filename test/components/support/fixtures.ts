// Set-up shared by the component tests: a world's start and a canvas palette, written once.
import type { Palette } from '@/components/canvas/palette';
import type { Overlays } from '@/components/canvas/worldLayers';
import { type Ball, createWorld, type WorldOptions } from '@/physics';

/** A start: a width × height box holding these balls. */
export const box = (width: number, height: number, balls: Ball[]) =>
  ({ width, height, balls }) satisfies WorldOptions;

/** A palette whose colours are their own names (ball colours as given), so a recording context
 *  shows which one was used. */
export const namedPalette = (...balls: string[]): Palette => ({
  background: 'bg',
  foreground: 'fg',
  soft: 'soft',
  accent: 'accent',
  stuck: 'red',
  balls,
});

/** A world that moves to each moment of contact (exact contact) in a width × height box. */
export const exactWorld = (width: number, height: number, balls: Ball[]) =>
  createWorld({ ...box(width, height, balls), contact: 'exact' });

/** Every overlay switched on. */
export const allOverlays: Readonly<Overlays> = {
  velocity: true,
  momentum: true,
  lineOfCentres: true,
  centreOfMass: true,
  trails: true,
  labels: true,
  impulse: true,
  centreOfMassFrame: true,
};
