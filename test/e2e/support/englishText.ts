// Finds English in the interface of a page in another language: words of three or more Latin letters
// in what a reader sees or hears (buttons, labels, headings, notices, table headers, readouts, text
// alternatives), apart from a short list of names that are the same in every language.

/** Names a Chinese page may show as they are: the code's identifiers and programs' names (which
 *  the listings and equations use too), key caps, an SI symbol, a file format, and the name of the
 *  English edition. */
const SAME_IN_EVERY_LANGUAGE: RegExp[] = [
  /^ball\d+(\.(x|y|vx|vy|radius|radisu|mass))?$/, // the balls' names and fields in the code
  /^(vxTotal|absV|atan2|rotate|sin|cos|dist|Math\.\w+)$/, // the chapter's code
  // names in the sources' programs that the mistake demos and the frame-order figure quote
  /^(mass[12]|else-if|testWalls|canStartHere|placeWithoutOverlap|NaN)$/,
  /^(update|collide|render)$/, // CH5EX7's loop, shown as `update → testWalls → collide → render`
  /^(Billiard[1-4]|MultiBilliard2?|CH5EX7|matter-js|planck)$/, // programs and libraries
  /^(Esc|Home|End|Shift|Tab)$/, // key caps
  /^rad$/, // the radian's symbol
  /^CSV$/,
  /^English$/, // the language switch
];

/** A word as the check reads it: letters and digits, joined by dots, hyphens or apostrophes. */
const WORD = /[A-Za-z][A-Za-z0-9]*(?:[.'’-][A-Za-z0-9]+)*/g;

/** The English words of some text: each word with a run of 3+ Latin letters that is not a name. */
export function englishWords(text: string): string[] {
  return (text.match(WORD) ?? []).filter(
    (word) => /[A-Za-z]{3}/.test(word) && !SAME_IN_EVERY_LANGUAGE.some((name) => name.test(word)),
  );
}

/** What a reader meets on the page, as it is now: the texts of interface elements (outside code,
 *  listings and math) and the text alternatives in attributes. Runs in the browser. */
export function interfaceTexts(): string[] {
  const INTERFACE = [
    'title',
    'button',
    'label',
    'legend',
    'h1, h2, h3, h4, h5, h6',
    'summary',
    'th',
    'caption',
    'option',
    'output',
    'dt',
    '[role="status"], [role="alert"], [aria-live]',
    '.notice, .note, .field-error',
    '[data-metric], [data-verdict], .frame-counter, [data-testid^="readout"]',
    '.visually-hidden',
    '.widget-title',
    '.site-header, .site-footer, .pager, .toc',
  ].join(', ');
  const NOT_WORDS = 'code, pre, .katex, math, figure.listing, script, style';
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    const clean = text?.replace(/\s+/g, ' ').trim();
    if (clean) texts.add(clean);
  };
  for (const element of document.querySelectorAll(INTERFACE)) {
    if (element.closest(NOT_WORDS)) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest(NOT_WORDS)) parts.push(node.textContent ?? '');
    add(parts.join(' '));
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [aria-valuetext]')) {
    if (element.closest(NOT_WORDS)) continue;
    for (const name of ['aria-label', 'placeholder', 'alt', 'aria-valuetext'])
      add(element.getAttribute(name));
  }
  add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
  return [...texts];
}
