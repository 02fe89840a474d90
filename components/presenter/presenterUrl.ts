// The presenter view lives in the link, so a teacher can open a figure straight in it:
// ?present=N shows the page's N-th figure (counted from 1 in the order of the page) on the projector.
// Plain functions over a URL, apart from the React code that reads and writes the address bar.

export const PRESENT_PARAM = 'present';

/** The figure a link asks to present, counted from 1; null when it asks for none (or nonsense). */
export function presentedFigure(search: string): number | null {
  const value = new URLSearchParams(search).get(PRESENT_PARAM);
  if (value === null || !/^[1-9]\d{0,2}$/.test(value)) return null;
  return Number(value);
}

/** `href` with the figure to present (or none), every other part of it kept. */
export function withPresented(href: string, figure: number | null): string {
  const url = new URL(href);
  if (figure === null) url.searchParams.delete(PRESENT_PARAM);
  else url.searchParams.set(PRESENT_PARAM, String(figure));
  return url.toString();
}
