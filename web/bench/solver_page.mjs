// What the browser benchmarks of the solver's workers share: the site served
// by serve.py, Debian's Chromium as the tests launch it, and a page of the
// site's origin (a 404 page will do) from which they start workers.
import { chromiumOptions, serveOnFreePort } from '../tests/helpers.mjs';

// Calls fn(page, browser) and closes everything after it, whatever happens.
export async function withSolverPage(fn) {
  const { chromium } = await import('playwright-core');
  const { url, server } = await serveOnFreePort();
  try {
    const browser = await chromium.launch(chromiumOptions);
    try {
      const page = await browser.newPage();
      await page.goto(`${url}no-such-page`);
      return await fn(page, browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}
