// Sizes that must read from the back of a classroom. A figure is drawn in its own units (the
// physics' pixels) and scaled to its column; label text and arrow widths are chosen in CSS pixels and
// turned into those units, so they stay legible at any scale and grow on a projector (full screen).

export interface View {
  /** Drawing units per CSS pixel. */
  unit: number;
  /** True in full screen: the projector minimums apply. */
  projector: boolean;
}

/** A view at one drawing unit per CSS pixel, on a normal screen (for tests and fixed drawings). */
export const SCREEN: View = { unit: 1, projector: false };

/** Smallest sizes in CSS pixels: label text, arrow width, and the background halo around arrows. */
export const MINIMUM = {
  screen: { text: 10, arrow: 2, halo: 1.5 },
  projector: { text: 16, arrow: 3.5, halo: 2 },
} as const;

const minimum = (view: View) => (view.projector ? MINIMUM.projector : MINIMUM.screen);

/** The smallest label size, in drawing units. */
export function minTextSize(view: View): number {
  return minimum(view).text * view.unit;
}

/** An arrow's width in drawing units: `preferred`, but never thinner than the view's minimum. */
export function arrowWidth(view: View, preferred: number): number {
  return Math.max(preferred, minimum(view).arrow * view.unit);
}

/** How far the background halo reaches beyond an arrow's edge, in drawing units. */
export function haloWidth(view: View): number {
  return minimum(view).halo * view.unit;
}
