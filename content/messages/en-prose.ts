// The prose of a lesson or the Sources page (English): words the MDX content needs from the site.
export const prose = {
  /** Names of a table and of a display formula, which scroll sideways when wider than the screen. */
  scrollRegion: { table: 'Table (scrolls sideways)', formula: 'Formula (scrolls sideways)' },
} as const;
