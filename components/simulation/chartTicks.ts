// Round tick values for a chart axis: steps of 1, 2 or 5 times a power of ten, about `count` of
// them, covering min..max.
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 0.5; v += step) {
    // multiply back from an integer, so 0.1 + 0.2 does not become a tick of 0.30000000000000004
    ticks.push(Number((Math.round(v / step) * step).toPrecision(12)));
    if (ticks.length > 20) break;
  }
  return ticks;
}
