/** Debian's Chromium (apt-get install chromium): Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network and a root user: no sandbox, no background calls home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
