// Where the browser tests find Chromium. Debian packages Chromium 156's engine two ways: the browser
// (`chromium`, /usr/bin/chromium) and the same build without a browser's window, tabs and their
// WebUI (`chromium-headless-shell`), the binary Playwright itself runs headless tests in. Both are
// the same Blink and V8. The shell costs a fresh page far less CPU (twelve fresh loads of a lesson:
// 10.4 CPU-seconds against 25–27 in the browser; five figure-heavy specs 255 against 364), which on
// two cores is most of the browser tests' time. So:
// - `shellPath` runs the site and timing projects;
// - `chromiumPath`, the browser a reader runs, runs the returning-visitor project (service worker,
//   offline, two tabs, the folder copy of the crowds) and the benches, which measure what a reader gets.
// $CHROMIUM_PATH and $CHROMIUM_SHELL_PATH point at others.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const shellPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const missing = (path, variable, pkg) =>
  existsSync(path)
    ? null
    : `Chromium not found at ${path}: install it with "sudo apt-get install -y ${pkg}" or set ${variable}.`;

/** Why the benches cannot run (no browser), or null. */
export const chromiumMissing = missing(chromiumPath, 'CHROMIUM_PATH', 'chromium');
/** Why the browser tests cannot run (either binary missing), or null. */
export const browsersMissing =
  chromiumMissing ?? missing(shellPath, 'CHROMIUM_SHELL_PATH', 'chromium-headless-shell');
