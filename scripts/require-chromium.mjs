// Stops the browser tests early with one clear line when Chromium is missing.
import { chromiumMissing } from './chromium.mjs';

if (chromiumMissing) {
  console.error(chromiumMissing);
  process.exit(1);
}
