// Small inline icons for the controls; drawn as SVG so they never depend on a font having the glyph.
const PATHS = {
  play: 'M5 3l9 5-9 5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  stepForward: 'M3 3l7 5-7 5zM11 3h2v10h-2z',
  stepBack: 'M13 3L6 8l7 5zM3 3h2v10H3z',
  reset: 'M8 2a6 6 0 1 1-5.7 4.1l1.9.6A4 4 0 1 0 8 4v2.5L4.5 3.5 8 .5z',
  fullscreen: 'M2 2h5v2H4v3H2zM9 2h5v5h-2V4H9zM2 9h2v3h3v2H2zM12 9h2v5H9v-2h3z',
  previous: 'M11 2L5 8l6 6z',
  next: 'M5 2l6 6-6 6z',
  previousCollision: 'M2 3h2v10H2zM9 3L4 8l5 5zM15 3l-5 5 5 5z',
  nextCollision: 'M12 3h2v10h-2zM7 3l5 5-5 5zM1 3l5 5-5 5z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
