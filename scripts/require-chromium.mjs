// Stops the browser tests early with one clear line when Chromium is missing.
import { browsersMissing } from './chromium.mjs';

if (browsersMissing) {
  console.error(browsersMissing);
  process.exit(1);
}
