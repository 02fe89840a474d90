// Cuts a named region out of a source file (`// #region name` … `// #endregion name`), so a lesson
// shows the code that runs. Each line keeps the names of the inner regions it sits in, which lets
// the collision inspector light up the lines of one stage.

/**
 * The files a lesson may list: the chapter's (physics/chapter/) and the sources' (physics/sources/),
 * never the lab built around them (the world's books, stick, the engines), so no lesson shows a lab line.
 */
export const LISTABLE = /^physics\/(chapter|sources)\/[\w-]+\.ts$/;

export interface RegionLine {
  text: string;
  /** Names of the regions nested inside the requested one that contain this line. */
  regions: string[];
}

const MARKER = /^\s*\/\/\s*#(region|endregion)\b\s*([\w-]*)/;

export function extractRegion(source: string, region: string): RegionLine[] {
  const open: string[] = [];
  const lines: RegionLine[] = [];
  let found = false;
  for (const text of source.split('\n')) {
    const marker = MARKER.exec(text);
    if (marker) {
      const [, kind, name = ''] = marker;
      if (kind === 'region') {
        open.push(name);
        if (name === region) found = true;
      } else {
        const closed = open.pop();
        if (name && closed !== name)
          throw new Error(`#endregion ${name} closes #region ${closed ?? '(none)'}`);
      }
      continue;
    }
    const at = open.indexOf(region);
    if (at >= 0) lines.push({ text, regions: open.slice(at + 1) });
  }
  if (!found) throw new Error(`no region "${region}" in the source`);
  if (open.length > 0) throw new Error(`region "${open.at(-1)}" is never closed`);
  return dedent(lines);
}

function dedent(lines: RegionLine[]): RegionLine[] {
  const indents = lines.filter((l) => l.text.trim() !== '').map((l) => /^ */.exec(l.text)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => ({ ...l, text: l.text.slice(cut) }));
}
