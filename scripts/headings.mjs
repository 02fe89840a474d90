// After `next build`: every page's headings go down one level at a time (an h3 only under an h2), so
// a screen reader's list of headings has no gap (axe's heading-order; Lighthouse found h1 → h3 on
// the embed pages of two-panel figures). Read from the server HTML, before the RSC payload.
/** The problems of the built pages (`pages`: URL path → HTML, as readPages gives them). */
export function headingProblemsOf(pages) {
  const problems = [];
  for (const [url, html] of pages) {
    const end = html.indexOf('<script>self.__next_f');
    const levels = [...(end < 0 ? html : html.slice(0, end)).matchAll(/<h([1-6])[\s>]/g)].map((m) =>
      Number(m[1]),
    );
    let previous = 0;
    for (const level of levels) {
      if (level > previous + 1) {
        problems.push(
          `${url}: an h${level} follows ${previous ? `an h${previous}` : 'no heading'} (skips a level)`,
        );
        break;
      }
      previous = level;
    }
  }
  return problems;
}
