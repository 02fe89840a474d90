// Rasterise the site's icon (app/icon.svg) into the PNGs that installing the site asks for: the
// manifest's 192 and 512 px icons, its maskable icon and the apple-touch-icon. Run by hand when the
// SVG changes (`node scripts/icons.mjs`), and commit the PNGs: the build copies them and never needs
// a browser. It draws with Debian's Chromium (scripts/chromium.mjs) through playwright-core.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumMissing, chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'app/icon.svg'), 'utf8');
// the manifest's background_color (components/offline/webManifest.ts): the page behind the balls
const PAPER = '#fdfcf8';

// The balls of the 32-unit viewBox lie within 14.7 units of (17, 15): their drawing's centre.
const CONTENT = { x: 17, y: 15, radius: 14.7 };

/**
 * Each PNG: its file, size, and how much of the width the drawing's circle may take (`fit`, its
 * diameter over the width), on paper or transparent. The maskable icon keeps the balls inside the
 * safe zone, the centred circle of 40% of the width in radius that every mask shape leaves whole
 * (https://www.w3.org/TR/appmanifest/#icon-masks), with a little room to spare; iOS fills a
 * transparent apple-touch-icon with black, so it gets paper too.
 */
const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, fit: null, paper: false },
  { file: 'public/icons/icon-512.png', size: 512, fit: null, paper: false },
  { file: 'public/icons/maskable-512.png', size: 512, fit: 0.76, paper: true },
  { file: 'app/apple-icon.png', size: 180, fit: 0.84, paper: true },
];

/** The page that draws one icon: the SVG whole (fit null) or scaled so its balls take `fit`. */
function drawing({ size, fit, paper }) {
  const body = `margin:0;width:${size}px;height:${size}px;overflow:hidden;background:${paper ? PAPER : 'transparent'}`;
  if (fit === null)
    return `<body style="${body}">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`;
  // a viewBox centred on the balls, as wide as their circle over `fit`
  const side = (2 * CONTENT.radius) / fit;
  const box = `${CONTENT.x - side / 2} ${CONTENT.y - side / 2} ${side} ${side}`;
  const scaled = svg.replace(/viewBox="[^"]*"/, `viewBox="${box}" width="${size}" height="${size}"`);
  return `<body style="${body}">${scaled}</body>`;
}

if (chromiumMissing) throw new Error(chromiumMissing);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(drawing(icon));
    const png = await page.screenshot({
      omitBackground: !icon.paper,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(path.join(root, icon.file), png);
    console.log(`icons: ${icon.file} ${icon.size}×${icon.size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
