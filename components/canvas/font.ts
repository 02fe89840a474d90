// The font of every word and number drawn on a canvas. A canvas does not take the page's CSS, so the
// family is written here: the system's UI font, then the Simplified Chinese system fonts (the stack of
// app/globals.css), so a label in Chinese finds its glyphs on every system.
const FAMILY =
  'system-ui, "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", sans-serif';

/** A canvas `font` string: `size` in the drawing's units, semibold when `bold`. */
export function canvasFont(size: number, bold = false): string {
  return `${bold ? '600 ' : ''}${size}px ${FAMILY}`;
}
