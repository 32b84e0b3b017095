// Browser smoke test of the web build: basic play between two people on one
// screen (hot seat: o=human&c=human; by default the computer plays Chaos),
// the URL query, the set-up card, layouts and the missing-WebGL page.
// Helpers (server, Chromium, clicks at the positions the game reports) are
// in helpers.mjs.
//
//   node --test web/tests/            (from the repo root or web/)
//   OC_SITE_DIR=/path/to/site node --test web/tests/
//
// Screenshots go to web/test-results/*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { click, closeGame, env, frames, layout, record, resultsDir, serveOnFreePort, shot, siteDir, status,
  useBrowser, waitReady, waitStatus, withGame } from './helpers.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

useBrowser();

test('clicks, right click, colour selector and keys play moves; an occupied cell is refused', async () => {
  await withGame('?c=human', async (page) => {
    assert.equal(await record(page), '');
    assert.equal((await status(page)).chaosSeat, 'human');
    await click(page, 'c3');
    await click(page, 'd4', 'right');
    assert.equal(await record(page), 'c3x d4o');

    await click(page, 'c3');
    assert.equal(await record(page), 'c3x d4o', 'a click on an occupied cell must not change the game');
    const refused = await status(page);
    assert.match(refused.message, /already taken/, 'a refused move must show a message');
    await shot(page, 'web-refused');

    await click(page, 'colour.blue');
    assert.equal((await status(page)).selected, 'o');
    await click(page, 'e5');
    assert.equal(await record(page), 'c3x d4o e5o');

    await click(page, 'undo');
    assert.equal(await record(page), 'c3x d4o');
    await click(page, 'redo');
    assert.equal(await record(page), 'c3x d4o e5o');

    // Keyboard: the cursor follows the last click (e5); Left -> d5; R places red.
    await page.keyboard.press('ArrowLeft');
    await frames(page);
    await page.keyboard.press('r');
    await frames(page);
    assert.equal(await record(page), 'c3x d4o e5o d5x');
    await page.keyboard.press('u');
    await frames(page);
    assert.equal(await record(page), 'c3x d4o e5o');
    const s = await status(page);
    assert.equal(s.toMove, 'chaos');
    assert.equal(s.over, false);
    await shot(page, 'web-play');
    assert.deepEqual(page.errors, []);
  });
});

test('a whole game played by clicks ends in an Order win with five in a row', async () => {
  await withGame('?c=human', async (page) => {
    const moves = ['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4', 'a5'];
    for (const [i, cell] of moves.entries()) await click(page, cell, i % 2 === 0 ? 'left' : 'right');
    assert.equal(await record(page), 'a1x b1o a2x b2o a3x b3o a4x b4o a5x');
    const s = await status(page);
    assert.equal(s.over, true);
    assert.equal(s.winner, 'order');
    assert.equal(s.reason, 'line');
    assert.equal(s.banner, true, 'the result banner must show');
    assert.deepEqual([...s.winningRun].sort(), ['a1', 'a2', 'a3', 'a4', 'a5']);
    await shot(page, 'web-order-wins');

    await click(page, 'f1');  // a cell the result banner (over the board's lower half) leaves free
    assert.equal(await record(page), 'a1x b1o a2x b2o a3x b3o a4x b4o a5x', 'no move after the end');
    assert.match((await status(page)).message, /over/);
  });
});

test('a game loaded from the URL ends in a Chaos win when no line is possible', async () => {
  await withGame('?n=4&l=4&m=a1x.b1o.c2x.d2o.a3o.b3x.c4o.d4x.b2o&c=human', async (page) => {
    let s = await status(page);
    assert.equal(s.size, 4);
    assert.equal(s.moves, 9);
    assert.equal(s.toMove, 'chaos');
    await click(page, 'd1', 'right');
    s = await status(page);
    assert.equal(s.record, 'a1x b1o c2x d2o a3o b3x c4o d4x b2o d1o');
    assert.equal(s.winner, 'chaos');
    assert.equal(s.reason, 'noLinePossible');
    assert.equal(s.banner, true);
    await shot(page, 'web-chaos-wins');
  });
});

test('the exact-five variant opens from the URL', async () => {
  await withGame('?m=c3x.d4o&v=exact5&f=chaos&c=human', async (page) => {
    const s = await status(page);
    assert.equal(s.variant, 'exact5');
    assert.equal(s.first, 'chaos');
    assert.equal(s.record, 'c3x d4o');
    assert.equal(s.toMove, 'chaos');
    assert.equal(s.chaosSeat, 'human');
    assert.equal(s.computerToMove, false);
    assert.deepEqual(s.notices, []);
  });
});

test('an invalid query still gives a running game and names the problems', async () => {
  await withGame('?v=bogus&n=99&m=zz9&what=1&c=human', async (page) => {
    const s = await status(page);
    assert.ok(s.notices.length >= 3, `expected notices for the bad parameters, got ${JSON.stringify(s.notices)}`);
    assert.equal(s.size, 6);
    await shot(page, 'web-bad-query');
    await click(page, 'c3');
    assert.equal(await record(page), 'c3x');
    await click(page, 'notices.dismiss');
    assert.deepEqual((await status(page)).notices, []);
  });
});

test('the set-up card starts a 4x4 game with Chaos first', async () => {
  await withGame('?m=c3x&c=human', async (page) => {
    await click(page, 'new');
    await click(page, 'setup.board.1');  // 4x4 mini
    await click(page, 'setup.first.1');  // Chaos first
    await shot(page, 'web-setup');
    await click(page, 'setup.start');
    const s = await status(page);
    assert.equal(s.moves, 0, 'Start begins a new game');
    assert.equal(s.size, 4);
    assert.equal(s.line, 4);
    assert.equal(s.first, 'chaos');
    assert.equal(s.toMove, 'chaos');
    await click(page, 'b2');
    assert.equal(await record(page), 'b2x');
    // N opens the card again; Cancel keeps the game.
    await page.keyboard.press('n');
    await frames(page);
    await click(page, 'setup.cancel');
    assert.equal(await record(page), 'b2x');
  });
});

test('the set-up card sets a custom board with its - / + steppers, at their limits too', async () => {
  await withGame('?c=human', async (page) => {
    await click(page, 'new');
    await click(page, 'setup.board.2');  // Custom: starts at 6x6, line 5
    for (let i = 0; i < 3; ++i) await click(page, 'setup.size.plus');  // 7, 8, and 8 stays the largest
    await click(page, 'setup.line.minus');  // line 4
    await shot(page, 'web-setup-custom');
    await click(page, 'setup.start');
    let s = await status(page);
    assert.equal(s.size, 8);
    assert.equal(s.line, 4);
    // Shrinking the board below the line shortens the line with it.
    await click(page, 'new');
    await click(page, 'setup.board.2');
    for (let i = 0; i < 2; ++i) await click(page, 'setup.line.plus');  // line 6 on the 8x8 board
    for (let i = 0; i < 6; ++i) await click(page, 'setup.size.minus');  // down to 4, the smallest
    await click(page, 'setup.start');
    s = await status(page);
    assert.equal(s.size, 4);
    assert.equal(s.line, 4);
  });
});

test('portrait phone layout on a HiDPI screen', async () => {
  await withGame('?m=c3x.d4o.c4x&c=human', { viewport: { width: 400, height: 820 }, deviceScaleFactor: 2 }, async (phone) => {
    await frames(phone, 10);
    const l = await layout(phone);
    assert.equal(l.portrait, true);
    assert.equal(await phone.evaluate(() => window.devicePixelRatio), 2);
    const canvasPixels = await phone.evaluate(() => [document.getElementById('canvas').width, document.getElementById('canvas').height]);
    assert.deepEqual(canvasPixels, [800, 1640], 'the drawing buffer must be CSS size x devicePixelRatio');
    await click(phone, 'e5');
    assert.equal(await record(phone), 'c3x d4o c4x e5x');
    await shot(phone, 'web-portrait-hidpi');
  });
});

// Phone sizes both ways (down to 280 px, a narrow iframe), and a desktop window. A label too wide for
// its control is cut at the control's edge (the result banner's "New game"
// was "New gar" on a phone's board): the game reports every label it drew
// cut short in the frame (oc_layout's cutShort), and there should be none.
// Each screen opens once, at the smallest size, and is checked at every size
// by resizing the page: the layout follows the window's size every frame
// (ui/platform/web/imgui_impl_html5.cpp, followCanvasSize), as on a phone
// turned sideways. 4 page loads instead of 28 took the test from 124 s to
// 31 s (alone, on a two-core machine).
test('every button and choice shows its whole label, at phone and desktop sizes, on every screen', async () => {
  const sizes = [{ width: 280, height: 420 }, { width: 320, height: 568 }, { width: 390, height: 844 }, { width: 568, height: 320 },
    { width: 640, height: 360 }, { width: 844, height: 390 }, { width: 1200, height: 760 }];
  const smallest = sizes[0];
  // Checks the screen at every size, the smallest last: the page opened
  // there and is left there, where a control is hardest to hit, for the next
  // step's click.
  const atEverySize = async (page, where, shotName) => {
    for (const size of [...sizes.slice(1), smallest]) {
      await page.setViewportSize(size);
      await frames(page, 8);
      const l = await layout(page);
      assert.deepEqual(l.canvas, [size.width, size.height], `the canvas did not follow the window to ${size.width}x${size.height}`);
      assert.deepEqual(l.cutShort, [], `labels cut short ${where} at ${size.width}x${size.height}`);
      if (shotName && size.width === 320) await shot(page, shotName);
    }
  };
  // A finished game (the banner over the board), then the New game card.
  await withGame('?m=a1x.f6o.b1x.f5o.c1x.f4o.d1x.f3o.e1x', { viewport: smallest }, async (page) => {
    assert.equal((await status(page)).banner, true);
    await atEverySize(page, 'with the result banner', 'web-banner-320');
    await click(page, 'new');
    await atEverySize(page, 'in the New game card', 'web-setup-320');
  });
  // A game in progress with hints on, then the help card.
  await withGame('?hints=on&m=c3x.d4o.b2x', { viewport: smallest }, async (page) => {
    await atEverySize(page, 'with hints on');
    await click(page, 'help');
    await atEverySize(page, 'in the help card');
  });
  // The analysis board; a puzzle with its solution shown.
  await withGame('?o=human&c=human&m=c3x.d4o', { viewport: smallest }, async (page) => {
    await page.keyboard.press('a');
    await waitStatus(page, (st) => st.analysisBoard, null, { what: 'the analysis board' });
    await atEverySize(page, 'on the analysis board');
  });
  await withGame('?puzzle=1', { viewport: smallest }, async (page) => {
    await waitStatus(page, (st) => st.puzzle && st.puzzle.number === 1, null, { what: 'puzzle 1' });
    await frames(page);
    await click(page, 'puzzle.solution');
    await atEverySize(page, 'in a puzzle with its solution');
  });
});

// A phone held sideways, less the browser's bars: the board goes beside the
// panel wherever it is bigger there than above it (it was 120 px above a
// cramped panel at 640x360).
test('a short wide window puts the board beside the panel, as big as the height allows', async () => {
  for (const [w, h] of [[640, 360], [640, 300], [600, 340]]) {
    await withGame('?m=c3x.d4o&c=human', { viewport: { width: w, height: h } }, async (page) => {
      await frames(page, 8);
      const l = await layout(page);
      assert.equal(l.portrait, false, `${w}x${h} must be laid out in landscape`);
      const xs = l.cells.map((c) => c[0]);
      const board = Math.max(...xs) - Math.min(...xs) + l.cellSize;
      const limit = Math.min(h, w - 320);
      assert.ok(board > 0.72 * limit, `${w}x${h}: the board (${board.toFixed(0)} px) wastes the space (${limit} px)`);
      assert.deepEqual(l.cutShort, [], `labels cut short at ${w}x${h}`);
      await click(page, 'e5');
      assert.equal(await record(page), 'c3x d4o e5x');
      if (w === 640 && h === 360) await shot(page, 'web-landscape-640x360');
    });
  }
});

test('the canvas follows a window resize', async () => {
  await withGame('?m=c3x&c=human', async (page) => {
    await page.setViewportSize({ width: 900, height: 600 });
    await frames(page, 10);
    const l = await layout(page);
    assert.deepEqual(l.canvas, [900, 600]);
    await click(page, 'd4', 'right');
    assert.equal(await record(page), 'c3x d4o');
    await shot(page, 'web-resized');
  });
});

test('without WebGL 2 the page says so plainly', async () => {
  const page = await (await env.browser.newContext()).newPage();
  try {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return type === 'webgl2' ? null : original.call(this, type, ...rest);
      };
    });
    await page.goto(env.baseUrl);
    await page.waitForFunction(() => window.ocError, null, { timeout: 20000 });
    await assert.doesNotReject(page.getByText('WebGL 2 is not available').waitFor({ timeout: 5000 }));
    await page.screenshot({ path: path.join(resultsDir, 'web-no-webgl2.png') });
  } finally {
    await closeGame(page);
  }
});

test('the page loads with no 404 and no console error; the manifest, icons and service worker are served', async (t) => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const problems = [];
  const encodings = new Map();  // file -> Content-Encoding it came with
  page.on('response', (r) => encodings.set(new URL(r.url()).pathname.slice(1), r.headers()['content-encoding']));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} for ${r.url()}`); });
  try {
    // The solver's worker fetches solver.wasm on its own schedule, which
    // may end after the first frame when the machine is busy: wait for it.
    const solverFetched = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/solver.wasm'));
    // If the page fails to load, the failure is reported once, by goto or
    // waitReady: this wait, never reached, must not fail a second time unheard.
    solverFetched.catch(() => {});
    await page.goto(env.baseUrl);
    await waitReady(page);
    await solverFetched;
    // The first visit, nothing cached: how long to the first frame, and what came compressed how.
    const firstFrameMs = await page.evaluate(() => window.ocReadyAt);
    const transferred = await page.evaluate(() => performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
      .reduce((sum, e) => sum + e.transferSize, 0));
    t.diagnostic(`first frame ${firstFrameMs.toFixed(0)} ms after the page's start, ${(transferred / 1000).toFixed(1)} KB transferred`);
    for (const file of ['index.wasm', 'index.js', 'solver.wasm']) assert.equal(encodings.get(file), 'br', `${file} comes as brotli`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const links = await page.evaluate(() => [...document.querySelectorAll('link[rel~=icon], link[rel=manifest], link[rel=apple-touch-icon]')]
      .map((l) => l.getAttribute('href')));
    const manifest = await page.evaluate(async () => {
      const r = await fetch('manifest.webmanifest');
      return { type: r.headers.get('content-type'), body: await r.json() };
    });
    assert.equal(manifest.type, 'application/manifest+json');
    assert.equal(manifest.body.name, 'Order and Chaos');
    assert.equal(manifest.body.display, 'standalone');
    const icons = [...new Set([...links.filter((h) => h !== 'manifest.webmanifest'), ...manifest.body.icons.map((i) => i.src)])];
    assert.ok(icons.length >= 4, `icons: ${icons}`);
    for (const src of icons) {
      const icon = await page.evaluate(async (u) => {
        const r = await fetch(u);
        const bytes = new Uint8Array(await r.arrayBuffer());
        return { status: r.status, type: r.headers.get('content-type'), size: bytes.length, head: [...bytes.slice(0, 4)] };
      }, src);
      assert.equal(icon.status, 200, src);
      assert.match(icon.type, src.endsWith('.svg') ? /^image\/svg\+xml/ : /^image\/png$/, src);
      if (src.endsWith('.png')) assert.deepEqual(icon.head, [0x89, 0x50, 0x4e, 0x47], `${src} is a PNG`);
    }
    // A declared size is the PNG's real size (its IHDR width and height).
    for (const icon of manifest.body.icons.filter((i) => i.type === 'image/png')) {
      const wh = await page.evaluate(async (u) => {
        const v = new DataView(await (await fetch(u)).arrayBuffer());
        return `${v.getUint32(16)}x${v.getUint32(20)}`;
      }, icon.src);
      assert.equal(wh, icon.sizes, icon.src);
    }
    await frames(page, 10);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});


async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => { server.once('exit', resolve); });
  server.kill('SIGTERM');
  await exited;
}

// Waits until the service worker controls the page (it has cached the game).
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });

// The first visit of the service-worker tests: the game at `url` in a new
// page of `context`, cached by its service worker, with c3x played.
async function firstVisitWithMove(context, url) {
  const page = await context.newPage();
  await page.goto(url + '?c=human');
  await waitReady(page);
  await controlled(page);
  await click(page, 'c3');
  assert.equal(await record(page), 'c3x');
  return page;
}

test('after the first visit the game starts and plays offline, with the saved game', async () => {
  const { url, server } = await serveOnFreePort(siteDir);
  const context = await env.browser.newContext();
  try {
    const page = await firstVisitWithMove(context, url);
    await stopServer(server);
    await context.setOffline(true);
    const failed = [];
    // Chromium's own favicon loader goes around service workers
    // (crbug.com/448427), so offline it may fail to fetch the page's icon now
    // and then: that request is the browser's, not the game's. The icon
    // itself must still come from the cache when the page asks for it (below).
    const favicon = new URL('icons/icon.svg', url).href;
    page.on('requestfailed', (r) => { if (r.url() !== favicon) failed.push(r.url()); });
    await page.reload();
    await waitReady(page);
    assert.equal(await record(page), 'c3x', 'the saved game continues offline');
    await click(page, 'd4', 'right');
    assert.equal(await record(page), 'c3x d4o', 'the game plays offline');
    assert.deepEqual(failed, [], 'every file came from the cache');
    assert.equal(await page.evaluate((u) => fetch(u).then((r) => r.status), favicon), 200, 'the icon comes from the cache');
    assert.equal(await page.evaluate(() => window.ocAnalysis.mode()), 'worker', 'the solver worker started offline');
    await shot(page, 'web-offline');
    // The puzzles were cached with the game, though the first visit never opened one.
    await page.goto(url + '?puzzle=3');
    await waitReady(page);
    await waitStatus(page, (s) => s.puzzle && s.puzzle.number === 3, null, { what: 'puzzle 3, offline' });
    assert.deepEqual(failed, [], 'the puzzles came from the cache');
  } finally {
    await context.close();
    await stopServer(server);
  }
});

test('a new build is picked up on the next start, and the saved game survives it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-site-'));
  fs.cpSync(siteDir, dir, { recursive: true });
  const { url, server } = await serveOnFreePort(dir);
  const context = await env.browser.newContext();
  try {
    const page = await firstVisitWithMove(context, url);
    const buildMark = () => document.querySelector('meta[name=oc-test-build]')?.content ?? null;
    assert.equal(await page.evaluate(buildMark), null);
    // The next build: a changed page, and the service worker the build writes for it.
    const index = path.join(dir, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<head>', '<head>\n<meta name="oc-test-build" content="2">'));
    const built = spawnSync('python3', [path.join(webDir, 'build_service_worker.py'), path.join(webDir, 'sw.js'), dir], { encoding: 'utf8' });
    assert.equal(built.status, 0, built.stderr);
    // This start still runs the cached build; the browser finds the new worker, which caches the new build.
    await page.reload();
    await waitReady(page);
    const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const expected = [`order-and-chaos-${sw.match(/const VERSION = '([0-9a-f]+)'/)[1]}`];
    let keys = [];
    for (let i = 0; i < 150 && JSON.stringify(keys) !== JSON.stringify(expected); ++i) {
      await new Promise((resolve) => { setTimeout(resolve, 200); });
      keys = await page.evaluate(() => caches.keys());
    }
    assert.deepEqual(keys, expected, 'the new build is cached, and only it');
    // The next start runs the new build, with the game in progress.
    await page.reload();
    await waitReady(page);
    assert.equal(await page.evaluate(buildMark), '2', 'the new build runs');
    assert.equal(await record(page), 'c3x', 'the saved game survives the update');
  } finally {
    await context.close();
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
