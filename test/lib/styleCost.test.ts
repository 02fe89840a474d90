// A style rule can cost every frame of every page (issue 25, part two): `body:has(.embed) > :not(main)`
// made Chromium match main's styles again whenever an element was inserted anywhere in the page (a
// chart's mark), 10 ms of a readout's frame at a 4× CPU throttle. No stylesheet anchors :has() on the
// page's root elements with a negation as its subject; such a rule names what it styles.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const styleSheets = ['app', 'components'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file)),
);

describe('the stylesheets', () => {
  it('never make a negation the subject of a :has() on html, body or main', () => {
    const rootHas = /(?:\bhtml|\bbody|\bmain)\)?:has\([^{]*?>\s*:not\(/;
    const offenders = styleSheets.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('}')
        .map((rule) => rule.split('{')[0]?.trim() ?? '')
        .filter((selector) => rootHas.test(selector) && !/print/.test(file))
        .map((selector) => `${file}: ${selector}`),
    );
    expect(styleSheets.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
