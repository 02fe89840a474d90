// Names from the code that every language shows as written: a ball's fields as the chapter spells
// them, and how one ball's field is named ("ball2 x"). Each dictionary spreads these in.
export const ballFieldName = 'ball{ball} {field}';

export const ballSymbols = { x: 'x', y: 'y', vx: 'vx', vy: 'vy' } as const;
