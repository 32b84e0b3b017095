// Shared helpers of the browser tests (smoke.test.mjs, game.test.mjs): serves
// the site folder with serve.py, drives Debian's Chromium through
// playwright-core, clicks cells and controls at the positions the game
// reports (test hook oc_layout) and reads the game through the other hooks
// (oc_record, oc_status).
//
//   node --test web/tests/            (from the repo root or web/)
//   OC_SITE_DIR=/path/to/site node --test web/tests/
//
// Screenshots go to web/test-results/*.png.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(webDir, '..');
export const siteDir = path.resolve(webDir, process.env.OC_SITE_DIR ?? '../build/web/site');
export const resultsDir = path.join(webDir, 'test-results');
const chromiumPath = process.env.OC_CHROMIUM ?? '/usr/bin/chromium';

// Where the game keeps settings and the game in progress (shell: ui/storage.cpp).
export const STORAGE_KEY = 'order-and-chaos/session';

// The browser and the server of this test file, set by useBrowser()'s before hook.
export const env = { browser: null, baseUrl: null, server: null, viewport: null };

// How every browser test and benchmark (web/bench/) launches Chromium.
// launch() runs it with a fresh temporary user data dir, removed on close.
// Headless Chromium's own software WebGL 2: forcing ANGLE's SwiftShader
// (--use-angle=swiftshader) made the page's first WebGL context take about
// 0.9 s to start its GPU process, on every new browser.
export const chromiumOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--disable-quic'],
};

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// Debian's own Python where it is there (scripts/install-deps.sh installs it): the first python3 on PATH
// may be a version manager's shim, which costs a third of a second of CPU a start (scripts/emscripten-env.sh).
const python = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

// Starts serve.py on `port` for the site folder `dir`; resolves to its process once it listens.
function startServer(port, dir = siteDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(python, [path.join(repoDir, 'serve.py'), '--dir', dir, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve.py did not start:\n${output}`)), 15000);
    const onData = (d) => {
      output += d;
      if (output.includes('Serving ')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => { output += d; });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve.py exited with ${code}:\n${output}`));
    });
  });
}

// Starts serve.py for `dir` on a port the system found free. Another
// process may take that port before serve.py binds it: then it tries
// another, up to three times.
export async function serveOnFreePort(dir = siteDir) {
  for (let attempt = 1; ; ++attempt) {
    const port = await freePort();
    try {
      return { port, url: `http://127.0.0.1:${port}/`, server: await startServer(port, dir) };
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

// Registers the file's before/after hooks: one static server and one
// headless Chromium for all the tests of the file. `viewport` is the window
// its tests open unless they name one (default: DEFAULT_VIEWPORT).
export function useBrowser({ viewport = null } = {}) {
  before(async () => {
    env.viewport = viewport ?? DEFAULT_VIEWPORT;
    if (!fs.existsSync(path.join(siteDir, 'index.html')) || !fs.existsSync(path.join(siteDir, 'index.wasm'))) {
      throw new Error(`The web build is missing: no index.html/index.wasm in ${siteDir}.\n` +
        'Build it first: emcmake cmake -S . -B build/web -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node && cmake --build build/web\n' +
        '(or point OC_SITE_DIR at the site folder).');
    }
    if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath}; run scripts/install-deps.sh browser-tests`);
    let chromium;
    try {
      ({ chromium } = await import('playwright-core'));
    } catch {
      throw new Error('playwright-core is missing; run `npm ci` in web/ (scripts/install-deps.sh browser-tests does)');
    }
    fs.mkdirSync(resultsDir, { recursive: true });
    ({ server: env.server, url: env.baseUrl } = await serveOnFreePort());
    env.browser = await chromium.launch(chromiumOptions);
  });

  after(async () => {
    try {
      if (env.browser) await env.browser.close();
    } finally {
      if (env.server && env.server.exitCode === null) env.server.kill('SIGTERM');
    }
  });
}

// Each page load records what the game found saved when it started, so a
// test can check it began from nothing (or from what it saved before a reload).
function recordSavedAtStart(key) {
  try {
    window.ocSavedAtStart = window.localStorage.getItem(key);
  } catch (e) {
    window.ocSavedAtStart = `unreadable: ${e}`;
  }
}

// Waits until the game draws its first frames (or the page reports an error).
export async function waitReady(page) {
  await page.waitForFunction(() => window.ocReady === true || window.ocError, null, { timeout: 60000 });
  const error = await page.evaluate(() => window.ocError);
  assert.equal(error, undefined, `the page reported an error: ${error}`);
}

// The window a test opens unless it or its suite (useBrowser) asks for
// another: a small laptop's browser window, the board beside the panel.
// The tests' Chromium draws WebGL in software, at a cost that follows the
// pixels (a game's frame took its GPU process 41 ms at 1200x760, 23 ms at
// 800x500), and drawing is most of what the browser suites cost. Suites
// whose checks need the room of a larger window name DESKTOP_VIEWPORT.
export const DEFAULT_VIEWPORT = { width: 1000, height: 640 };
export const DESKTOP_VIEWPORT = { width: 1200, height: 760 };

// Opens the game with a URL query in a fresh browser context (so with empty
// local storage: nothing saved by an earlier test) and waits until its first
// frames are drawn. Close with closeGame(). `contextOptions` go to
// browser.newContext (touch, mobile); `initScript` runs before the page's own
// scripts on every load.
export async function openGame(query = '', {
  viewport = env.viewport ?? DEFAULT_VIEWPORT, deviceScaleFactor = 1, contextOptions = {}, initScript, initArg,
} = {}) {
  const context = await env.browser.newContext({ viewport, deviceScaleFactor, ...contextOptions });
  if (initScript) await context.addInitScript(initScript, initArg);
  await context.addInitScript(recordSavedAtStart, STORAGE_KEY);
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await page.goto(env.baseUrl + query);
  await waitReady(page);
  if (!initScript) {
    assert.equal(await page.evaluate(() => window.ocSavedAtStart), null, 'a new browser context must start with nothing saved');
  }
  return page;
}

export const closeGame = (page) => page.context().close();

// The one set-up of a browser test: opens the game as openGame(query,
// options) does, runs `fn(page)` and always closes the page's context, also
// when `fn` throws. Returns what `fn` returns (a link to open next, say).
export async function withGame(query, options, fn) {
  if (typeof options === 'function') [options, fn] = [{}, options];
  const page = await openGame(query, options);
  try {
    return await fn(page);
  } finally {
    await closeGame(page);
  }
}
export const hook = (page, name) => page.evaluate((n) => Module.ccall(n, 'string', [], []), name);
export const record = (page) => hook(page, 'oc_record');
export const status = async (page) => JSON.parse(await hook(page, 'oc_status'));
export const layout = async (page) => JSON.parse(await hook(page, 'oc_layout'));
export const saved = (page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

// Lets the game run a few frames (ImGui takes one input event per frame).
export const frames = (page, n = 6) => page.evaluate((count) => new Promise((resolve) => {
  const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
  step(count);
}), n);

// Waits until `predicate(status, arg)` holds, polling oc_status() in the page
// each animation frame. The predicate runs in the page: it must not use
// variables of the test (pass them in `arg`). Returns the status that passed.
export async function waitStatus(page, predicate, arg = null, { timeout = 20000, what = String(predicate) } = {}) {
  try {
    await page.waitForFunction(([src, a]) => {
      // eslint-disable-next-line no-eval
      const fn = (0, eval)(`(${src})`);
      return fn(JSON.parse(Module.ccall('oc_status', 'string', [], [])), a);
    }, [predicate.toString(), arg], { timeout, polling: 'raf' });
  } catch (e) {
    const s = await status(page).catch(() => ({}));
    throw new Error(`timed out waiting for ${what}; status now ${JSON.stringify(s)}\n${e.message.split('\n')[0]}`);
  }
  return status(page);
}

// Page coordinates of a cell ("c3") or a named control ("undo", "colour.blue").
export async function position(page, name) {
  const l = await layout(page);
  const box = await page.locator('#canvas').boundingBox();
  let xy = l.targets[name];
  if (!xy) {
    const col = name.charCodeAt(0) - 97;
    const row = Number(name.slice(1)) - 1;
    assert.ok(/^[a-z][0-9]+$/.test(name) && col >= 0 && col < l.n && row >= 0 && row < l.n,
      `no cell or control named ${name} (controls now: ${Object.keys(l.targets).join(' ')})`);
    xy = l.cells[row * l.n + col];
  }
  return { x: box.x + xy[0], y: box.y + xy[1] };
}

// Waits until `condition()` holds, checked here on the test's side (console messages
// collected from a page, say), or `timeout` ms pass; whether it held. For what a loaded
// machine delivers late, instead of a fixed sleep.
export async function waitUntil(condition, { timeout = 20000, step = 100 } = {}) {
  for (let waited = 0; !condition(); waited += step) {
    if (waited >= timeout) return false;
    await new Promise((resolve) => { setTimeout(resolve, step); });
  }
  return true;
}

// Frames the game draws over `windowMs` once it has stopped drawing (no new
// frame for `quietMs`, within `settleMs`, or this throws): 0 where nothing
// moves. It reads the game's own frame count (oc_status().framesDrawn), not
// the time the page was busy, so a loaded machine cannot change the answer.
export async function framesDrawnAfterSettling(page, { quietMs = 500, settleMs = 10000, windowMs = 2000 } = {}) {
  const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
  const drawn = async () => (await status(page)).framesDrawn;
  const start = Date.now();
  let last = await drawn();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() - start > settleMs) throw new Error(`the game kept drawing for ${settleMs} ms (${last} frames so far)`);
    await sleep(100);
    const now = await drawn();
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
  await sleep(windowMs);
  return (await drawn()) - last;
}

// The share of wall time the page's main thread was busy over `ms`
// milliseconds, from Chrome's own task accounting (DevTools Protocol
// Performance.getMetrics: TaskDuration and Timestamp, both in seconds).
export async function mainThreadBusyShare(page, ms) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await read();
    await new Promise((resolve) => { setTimeout(resolve, ms); });
    const after = await read();
    return (after.TaskDuration - before.TaskDuration) / (after.Timestamp - before.Timestamp);
  } finally {
    await cdp.detach();
  }
}

// A control can move on its way to being pressed (a card above it grows when a search
// ends): aim until two reads two frames apart agree, so that the press lands on what the
// test named. `move` takes the pointer there first (a mouse; a finger has no hover).
async function aim(page, name, move) {
  let at = await position(page, name);
  for (let aims = 0; aims < 5; aims++) {
    if (move) await page.mouse.move(at.x, at.y);
    await frames(page, 2);
    const again = await position(page, name);
    const still = Math.abs(again.x - at.x) < 1 && Math.abs(again.y - at.y) < 1;
    at = again;
    if (still) break;
  }
  return at;
}

export async function click(page, name, button = 'left') {
  const at = await aim(page, name, true);
  await page.mouse.click(at.x, at.y, { button });
  await frames(page);
}

export async function tap(page, name) {
  const at = await aim(page, name, false);
  await page.touchscreen.tap(at.x, at.y);
  await frames(page);
}

export async function press(page, key) {
  await page.keyboard.press(key);
  await frames(page);
}

export async function shot(page, name) {
  await page.waitForTimeout(300); // the placement animation is 120 ms
  const file = path.join(resultsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// ---- The rules, independently of the game, to check what it reports ----

// Cell names of a record ("c3x d4o") as [{cell, kind, col, row}].
export function parseRecord(text) {
  return text.trim() === '' ? [] : text.trim().split(/\s+/).map((m) => {
    const match = /^([a-z])([0-9]+)([xo])$/.exec(m);
    assert.ok(match, `bad move '${m}' in the record '${text}'`);
    return { cell: match[1] + match[2], kind: match[3], col: match[1].charCodeAt(0) - 97, row: Number(match[2]) - 1 };
  });
}

// Every window of `l` cells in a line (rows, columns, both diagonals).
export function windows(n, l) {
  const out = [];
  const dirs = [[0, 1], [1, 0], [1, 1], [1, -1]];
  for (let r = 0; r < n; ++r) {
    for (let c = 0; c < n; ++c) {
      for (const [dr, dc] of dirs) {
        const er = r + dr * (l - 1), ec = c + dc * (l - 1);
        if (er < 0 || er >= n || ec < 0 || ec >= n) continue;
        out.push(Array.from({ length: l }, (_, i) => (r + dr * i) * n + (c + dc * i)));
      }
    }
  }
  return out;
}

// Checks a classic-variant record move by move: cells on the board and
// empty, nothing after the end; returns the outcome as {winner, reason} in
// oc_status's words (core/rules.cpp decides the same way).
export function checkClassicGame(text, n, l) {
  const board = new Array(n * n).fill('');
  const wins = windows(n, l);
  const moves = parseRecord(text);
  let winner = 'none';
  let reason = 'none';
  for (const [i, m] of moves.entries()) {
    assert.equal(winner, 'none', `move ${i + 1} (${m.cell}) was played after the game ended`);
    assert.ok(m.col < n && m.row < n, `move ${i + 1} (${m.cell}) is off the ${n}x${n} board`);
    const idx = m.row * n + m.col;
    assert.equal(board[idx], '', `move ${i + 1} (${m.cell}) is on an occupied cell`);
    board[idx] = m.kind;
    if (wins.some((w) => w.every((c) => board[c] === m.kind))) [winner, reason] = ['order', 'line'];
    else if (board.every((k) => k !== '')) [winner, reason] = ['chaos', 'boardFull'];
    else if (wins.every((w) => w.some((c) => board[c] === 'x') && w.some((c) => board[c] === 'o'))) [winner, reason] = ['chaos', 'noLinePossible'];
  }
  return { winner, reason, board };
}
