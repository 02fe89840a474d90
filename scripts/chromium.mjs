// Where the browser tests find Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumMissing = existsSync(chromiumPath)
  ? null
  : `Chromium not found at ${chromiumPath}: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`;
