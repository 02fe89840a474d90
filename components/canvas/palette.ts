// Canvas colours come from the page's CSS custom properties, so the figures follow light and dark
// (useCanvasSurface reads them again when the reader's colour scheme changes).

export interface Palette {
  background: string;
  foreground: string;
  soft: string;
  accent: string;
  stuck: string;
  balls: string[];
}

const BALL_VARS = ['--ball0', '--ball1', '--ball2', '--ball3', '--ball4', '--ball5', '--ball6', '--ball7'];

export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const v = (name: string) => style.getPropertyValue(name).trim() || '#888';
  return {
    background: v('--bg'),
    foreground: v('--fg'),
    soft: v('--fg-soft'),
    accent: v('--accent'),
    stuck: v('--danger'),
    balls: BALL_VARS.map(v),
  };
}

/** Ball i's colour: the palette's ball colours in turn. */
export function ballColour(palette: Palette, index: number): string {
  return palette.balls[index % palette.balls.length] ?? palette.foreground;
}
