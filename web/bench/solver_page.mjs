// What the browser benchmarks of the solver's workers share: the site served
// by serve.py, Debian's Chromium as the tests launch it, and a page of the
// site's origin (a 404 page will do) from which they start workers.
import { chromiumOptions, freePort, siteDir, startServer } from '../tests/helpers.mjs';

// Calls fn(page, browser) and closes everything after it, whatever happens.
export async function withSolverPage(fn) {
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const server = await startServer(port, siteDir);
  try {
    const browser = await chromium.launch(chromiumOptions);
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/no-such-page`);
      return await fn(page, browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}
