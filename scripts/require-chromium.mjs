// npm test runs end-to-end tests in Debian's Chromium; stop early and clearly when it is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `\nChromium was not found at ${path}.\n` +
      'The end-to-end tests need it. Install it with:  sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary). Do not use "npx playwright install" here.\n',
  );
  process.exit(1);
}
