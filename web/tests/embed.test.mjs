// Embedding and sharing end to end: URL parameters (and the notice for bad ones), share
// links and correspondence play by links, the postMessage API driven from
// the example host page (web/embed-example.html), origin restriction, the
// canvas filling iframes of any shape, and serve.py's behaviour.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { click, env, frames, layout, serveOnFreePort, shot, status, useBrowser, waitStatus, waitUntil, withGame } from './helpers.mjs';

useBrowser();

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.resolve(webDir, process.env.OC_SITE_DIR ?? '../build/web/site');

// Console warnings of a page and all its frames.
function collectWarnings(page) {
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  return warnings;
}

// The example host page, ready (its game sent 'ready'), with its event list.
async function openHost(query = '') {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 700 } });
  const page = await context.newPage();
  page.warnings = collectWarnings(page);
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await page.goto(env.baseUrl + 'embed-example.html' + query);
  await page.waitForFunction(() => window.events.some((e) => e.type === 'ready'), null, { timeout: 60000 });
  return page;
}

const send = (page, message) => page.evaluate((m) => document.getElementById('game').contentWindow.postMessage(m, location.origin), message);
const events = (page) => page.evaluate(() => window.events);
async function waitEvents(page, count) {
  await page.waitForFunction((n) => window.events.length >= n, count, { timeout: 20000 });
  return events(page);
}

test('URL parameters configure the game: rules, seats, hints and theme', async () => {
  await withGame('?v=exact5&f=chaos&o=human&c=perfect&hints=on&theme=light&speed=fast&m=c3x', async (page) => {
    const s = await status(page);
    assert.equal(s.variant, 'exact5');
    assert.equal(s.first, 'chaos');
    assert.equal(s.record, 'c3x');
    assert.equal(s.orderSeat, 'human');
    assert.equal(s.chaosSeat, 'perfect');
    assert.equal(s.hints, true);
    assert.equal(s.theme, 'light');
    assert.equal(s.speed, 'fast');
    assert.deepEqual(s.notices, []);
    await shot(page, 'web-params-light');
    assert.deepEqual(page.errors, []);
  });
});

test('invalid parameters show a notice naming each and fall back to the defaults', async () => {
  await withGame('?v=bogus&o=wizard&theme=neon&hints=maybe&n=99&m=c3x&zoom=3', async (page) => {
    const s = await status(page);
    const notices = s.notices.join('\n');
    for (const name of ["'v'", "'o'", "'theme'", "'hints'", "'zoom'", 'board size must be between 4 and 8, not 99; using board size 6']) assert.ok(notices.includes(name), `no notice names ${name}: ${notices}`);
    assert.equal(s.variant, 'classic');
    assert.equal(s.size, 6);
    assert.equal(s.orderSeat, 'human');
    assert.equal(s.theme, 'dark');
    assert.ok(s.record.startsWith('c3x'), s.record);  // the valid part still applies (the computer may have replied)
    // The notices leave no room for the move list: it is below them, and the
    // panel's cards scroll to it.
    const moves = (await layout(page)).targets.moves;
    assert.ok(moves, 'the move list is drawn below the notices');
    await page.mouse.move(moves[0], 300);
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 120);
    await frames(page);
    const t = (await layout(page)).targets;
    assert.ok(t.moves[1] < t.new[1], `scrolled, the move list's title (${t.moves[1]}) is above the actions (${t.new[1]})`);
    await shot(page, 'web-bad-params');
    await click(page, 'notices.dismiss');
    assert.deepEqual((await status(page)).notices, []);
    assert.deepEqual(page.errors, []);
  });
});

// The link the Share card copies, read back from the clipboard.
async function copiedLink(page, target) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.baseUrl });
  await click(page, target);
  await frames(page, 4);
  return page.evaluate(() => navigator.clipboard.readText());
}

test('share: where the browser allows no copying, the card says so and offers the link to copy by hand', async () => {
  const noClipboard = () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
    document.execCommand = () => false;
  };
  await withGame('?m=c3x', { initScript: noClipboard }, async (page) => {
    const prompts = [];
    page.on('dialog', (d) => { prompts.push(d.message()); d.dismiss(); });
    await click(page, 'share');
    await click(page, 'share.copy');
    const s = await waitStatus(page, (st) => st.copyRefused, null, { what: 'the refusal in the card' });
    assert.equal(s.message, '', 'no message under the card');
    assert.deepEqual(prompts, ['Copy this link:']);
    await shot(page, 'web-share-copy-refused');
    // Opened again, the card tells nothing until a copy is tried again.
    await click(page, 'share.close');
    await click(page, 'share');
    assert.equal((await status(page)).copyRefused, false, 'no refusal left from before');
    assert.deepEqual(page.errors, []);
  });
});

test('share: the copied link reproduces the game exactly', async () => {
  const { before, link } = await withGame('?n=4&l=4&f=chaos&c=casual', async (page) => {
    await waitStatus(page, (s) => s.moves === 1, null, { what: 'the computer (Chaos) opening' });
    await click(page, 'b2');
    await waitStatus(page, (s) => s.moves === 3, null, { what: 'the computer reply' });
    const before = await status(page);
    await click(page, 'share');
    const link = await copiedLink(page, 'share.copy');
    assert.ok(link.startsWith(env.baseUrl), link);
    await shot(page, 'web-share');
    return { before, link };
  });

  await withGame(link.slice(env.baseUrl.length), async (friend) => {
    const after = await status(friend);
    for (const key of ['record', 'variant', 'size', 'line', 'first', 'orderSeat', 'chaosSeat']) assert.equal(after[key], before[key], key);
    assert.deepEqual(after.notices, []);
  });
});

test('correspondence: two players play by links, one move per link', async () => {
  const first = await withGame('?c=human', async (alice) => {
    await click(alice, 'c3');
    await click(alice, 'share');
    const first = await copiedLink(alice, 'share.copy');
    assert.ok(first.includes('corr=1'), first);
    return first;
  });

  const reply = await withGame(first.slice(env.baseUrl.length), async (bob) => {
    assert.equal((await status(bob)).record, 'c3x');
    await click(bob, 'd4', 'right');  // Chaos answers with blue
    let s = await status(bob);
    assert.equal(s.record, 'c3x d4o');
    await click(bob, 'a1');           // a second move on the same link is refused
    s = await status(bob);
    assert.equal(s.record, 'c3x d4o');
    assert.match(s.message, /send the new link/);
    await shot(bob, 'web-correspondence');
    return copiedLink(bob, 'sendback.copy');
  });

  await withGame(reply.slice(env.baseUrl.length), async (aliceAgain) => {
    const s = await status(aliceAgain);
    assert.equal(s.record, 'c3x d4o');
    assert.equal(s.toMove, 'order');
    await click(aliceAgain, 'undo');  // moves that came with the link cannot be taken back
    assert.equal((await status(aliceAgain)).record, 'c3x d4o');
  });
});

test('postMessage: the example host page drives the game and receives its events', async () => {
  const host = await openHost();
  let ev = await events(host);
  assert.equal(ev[0].type, 'ready');
  await send(host, { type: 'newGame', options: { chaos: 'human', moves: ['a1x', 'b1o', 'a2x', 'b2o', 'a3x', 'b3o', 'a4x', 'b4o'] } });
  await send(host, { type: 'setHints', on: true });
  await send(host, { type: 'play', move: 'c1x' });
  await send(host, { type: 'undo' });
  await send(host, { type: 'play', move: 'a5x' });
  ev = await waitEvents(host, 5);
  const kinds = ev.map((e) => e.type);
  assert.deepEqual(kinds, ['ready', 'newGame', 'move', 'undo', 'move', 'gameOver'].slice(0, kinds.length));
  ev = await waitEvents(host, 6);
  assert.equal(ev[1].record, 'a1x b1o a2x b2o a3x b3o a4x b4o');
  assert.equal(ev[2].move, 'c1x');
  assert.equal(ev[2].by, 'order');
  assert.equal(ev[3].undone, 1);
  assert.equal(ev[5].type, 'gameOver');
  assert.equal(ev[5].winner, 'order');
  assert.equal(ev[5].reason, 'line');
  assert.deepEqual(ev[5].winningRun, ['a1', 'a2', 'a3', 'a4', 'a5']);

  // A refused command answers with an error event; malformed messages only warn.
  await send(host, { type: 'play', move: 'b1o' });
  ev = await waitEvents(host, 7);
  assert.equal(ev[6].type, 'error');
  assert.equal(ev[6].command, 'play');
  for (const bad of ['hello', { type: 'fly' }, { type: 'play' }, { type: 'setHints', on: 'yes' }, { type: 'newGame', options: { colour: 'pink' } }, null,
    { type: 'newGame', options: { constructor: 'x' } }]) {
    await send(host, bad);
  }
  // Wait for the seven warnings (a loaded machine delivers them late), then for any stray event.
  const countMalformed = () => host.warnings.filter((w) => w.includes('ignored a malformed message')).length;
  await waitUntil(() => countMalformed() >= 7);
  await host.waitForTimeout(300);
  assert.equal((await events(host)).length, 7, 'malformed messages must not produce events');
  assert.equal(countMalformed(), 7, host.warnings.join('\n'));
  assert.ok(host.warnings.some((w) => w.includes('unknown option "constructor"')), host.warnings.join('\n'));
  await host.screenshot({ path: path.join(webDir, 'test-results', 'web-embed-host.png') });
  assert.deepEqual(host.errors, []);
  await host.context().close();
});

test('postMessage: the game keeps the keyboard focus off the host page and accepts only the allowed origin', async () => {
  const host = await openHost();
  assert.equal(await host.evaluate(() => document.activeElement && document.activeElement.tagName), 'BODY', 'the game took the focus on load');
  await host.context().close();

  // A page on another origin (localhost vs 127.0.0.1) embedding a game that accepts only 127.0.0.1.
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const warnings = collectWarnings(page);
  const other = env.baseUrl.replace('127.0.0.1', 'localhost');
  await page.goto(other + 'embed-example.html');  // any page on the other origin
  await page.waitForFunction(() => window.events.some((e) => e.type === 'ready'), null, { timeout: 60000 });
  // Wait for the new document's load: until then the frame still holds the old game (on the
  // page's own origin), which would take the command and make the test pass or fail by timing.
  await page.evaluate((src) => new Promise((resolve) => {
    window.events = [];
    const f = document.getElementById('game');
    f.addEventListener('load', resolve, { once: true });
    f.src = src;
  }), env.baseUrl + 'index.html?c=human&origin=' + encodeURIComponent(env.baseUrl.slice(0, -1)));
  const frame = await (await page.waitForSelector('#game')).contentFrame();
  await frame.waitForFunction(() => window.ocReady === true && location.search.includes('origin='), null, { timeout: 60000 });
  await page.evaluate(() => document.getElementById('game').contentWindow.postMessage({ type: 'play', move: 'c3x' }, '*'));
  const refused = () => warnings.some((w) => w.includes('ignored a message from ' + other.slice(0, -1)));
  await waitUntil(refused);
  assert.ok(refused(), warnings.join('\n'));
  await page.waitForTimeout(300);  // time for a wrongly obeyed command to reach the record
  const record = await frame.evaluate(() => Module.ccall('oc_record', 'string', [], []));
  assert.equal(record, '', 'a command from a refused origin was obeyed');
  assert.equal(await page.evaluate(() => window.events.length), 0, 'events went to an origin not on the list');
  await context.close();
});

test('the embedded canvas fills iframes of any shape', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  await page.goto(env.baseUrl + 'embed-example.html');
  for (const [w, h] of [[320, 560], [900, 320], [600, 600], [1200, 500]]) {
    await page.evaluate(([fw, fh, src]) => new Promise((resolve) => {
      document.body.innerHTML = `<iframe id="g" style="width:${fw}px;height:${fh}px;border:0"></iframe>`;
      const f = document.getElementById('g');
      f.onload = resolve;
      f.src = src;
    }), [w, h, env.baseUrl + 'index.html?c=human&m=c3x']);
    const frame = await (await page.waitForSelector('#g')).contentFrame();
    await frame.waitForFunction(() => window.ocReady === true, null, { timeout: 60000 });
    // The canvas takes the iframe's size within a frame or two; a loaded machine takes longer.
    await frame.waitForFunction(([fw, fh]) => JSON.parse(Module.ccall('oc_layout', 'string', [], [])).canvas.join() === `${fw},${fh}`,
      [w, h], { timeout: 20000 }).catch(() => {});
    const l = JSON.parse(await frame.evaluate(() => Module.ccall('oc_layout', 'string', [], [])));
    assert.deepEqual(l.canvas, [w, h], 'the canvas follows the iframe');
    const xs = l.cells.map((c) => c[0]), ys = l.cells.map((c) => c[1]);
    const board = Math.max(...xs) - Math.min(...xs) + l.cellSize;
    // The most the board can have beside (or above) the side panel.
    const limit = l.portrait ? Math.min(w, h - 230) : Math.min(h, w - 320);
    assert.ok(Math.min(...xs) > 0 && Math.max(...xs) < w && Math.min(...ys) > 0 && Math.max(...ys) < h, `cells outside ${w}x${h}`);
    assert.ok(board > 0.72 * limit, `${w}x${h}: the board (${board.toFixed(0)} px) wastes the space (${limit} px)`);
    await page.screenshot({ path: path.join(webDir, 'test-results', `web-iframe-${w}x${h}.png`) });
  }
  await context.close();
});

test('serve.py: MIME types, no way out of the site folder, one log line per request', async () => {
  const { port, server } = await serveOnFreePort(siteDir);
  let log = '';  // the request lines, logged after the start
  server.stdout.on('data', (d) => { log += d; });
  server.stderr.on('data', (d) => { log += d; });
  try {
    const base = `http://127.0.0.1:${port}`;
    const types = { '/': 'text/html', '/index.js': 'text/javascript', '/index.wasm': 'application/wasm', '/embed_api.js': 'text/javascript' };
    for (const [p, type] of Object.entries(types)) {
      const r = await fetch(base + p);
      assert.equal(r.status, 200, p);
      assert.ok(r.headers.get('content-type').startsWith(type), `${p}: ${r.headers.get('content-type')}`);
    }
    for (const p of ['/../README.md', '/%2e%2e/README.md', '/..%2fREADME.md', '//etc/passwd']) {
      const r = await fetch(base + p);
      assert.ok(r.status === 403 || r.status === 404 || r.status === 400, `${p} gave ${r.status}`);
    }
    await new Promise((r) => setTimeout(r, 200));
    const lines = log.split('\n').filter((l) => /GET /.test(l));
    assert.equal(lines.length, 8, log);
  } finally {
    server.kill('SIGTERM');
  }
});

// GET `base + p` with `headers`, taking the body as it comes (no decoding).
const rawGet = (url, headers = {}) => new Promise((resolve, reject) => {
  http.get(url, { headers }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
  }).on('error', reject);
});

test('serve.py: the brotli or gzip copy to browsers that take it, never a stale one, and 304 for an unchanged file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-serve-'));
  for (const f of ['index.html', 'index.wasm', 'index.wasm.gz', 'index.wasm.br']) fs.copyFileSync(path.join(siteDir, f), path.join(dir, f));
  const stale = 'function old() {}\n'.repeat(100);
  fs.writeFileSync(path.join(dir, 'a.js.gz'), zlib.gzipSync(stale));
  fs.writeFileSync(path.join(dir, 'a.js'), 'function fresh() {}\n'.repeat(100));
  const past = new Date(Date.now() - 60000);
  fs.utimesSync(path.join(dir, 'a.js.gz'), past, past);
  const { port, server } = await serveOnFreePort(dir);
  try {
    const base = `http://127.0.0.1:${port}`;
    const plain = await rawGet(base + '/index.wasm');
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'no gzip to a client that did not ask for it');
    const brotli = await rawGet(base + '/index.wasm', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br', 'brotli first to a browser that takes it');
    assert.equal(brotli.headers['content-type'], 'application/wasm');
    assert.ok(zlib.brotliDecompressSync(brotli.body).equals(plain.body), 'the brotli copy holds the same bytes');
    const zipped = await rawGet(base + '/index.wasm', { 'Accept-Encoding': 'gzip, deflate' });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.ok(brotli.body.length < zipped.body.length, `brotli ${brotli.body.length} < gzip ${zipped.body.length} bytes`);
    assert.notEqual(brotli.headers.etag, zipped.headers.etag, 'each copy has its own tag');
    assert.equal(zipped.headers['content-type'], 'application/wasm');
    assert.match(zipped.headers.vary, /Accept-Encoding/);
    assert.match(zipped.headers['cache-control'], /no-cache/);
    assert.ok(zlib.gunzipSync(zipped.body).equals(plain.body), 'the gzip copy holds the same bytes');
    assert.ok(zipped.body.length < plain.body.length * 0.6, `gzip ${zipped.body.length} of ${plain.body.length} bytes`);
    const refused = await rawGet(base + '/index.wasm', { 'Accept-Encoding': 'gzip;q=0, br;q=0' });
    assert.equal(refused.headers['content-encoding'], undefined, 'q=0 refuses an encoding');
    const again = await rawGet(base + '/index.wasm', { 'Accept-Encoding': 'gzip', 'If-None-Match': zipped.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const changed = await rawGet(base + '/index.wasm', { 'If-None-Match': zipped.headers.etag });
    assert.equal(changed.status, 200, 'the plain file has its own tag');
    const fresh = await rawGet(base + '/a.js', { 'Accept-Encoding': 'gzip, br' });
    assert.equal(fresh.headers['content-encoding'], undefined, 'a copy older than its file is not sent');
    assert.match(fresh.body.toString(), /fresh/);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// Random postMessage payloads (a host page may send anything): shapes, types and values drawn at
// random, well-formed and not, sent as fast as the page takes them. The
// game must never throw, every event must be well formed, and the game it
// reports must stay a legal one (its record replays through the URL query).
test('postMessage fuzz: 1500 random payloads never break the game', async () => {
  const host = await openHost();
  const sent = await host.evaluate(async () => {
    let seed = 12345;
    const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    const pick = (a) => a[rand(a.length)];
    // Mostly cells of the board in play (4x4 or 6x6), some off it.
    const cells = () => String.fromCharCode(97 + rand(rand(4) === 0 ? 9 : 4)) + String(rand(4) === 0 ? rand(9) : 1 + rand(4));
    const junk = () => pick([null, undefined, 0, -1, 1e308, NaN, true, '', 'x'.repeat(rand(300)), [], {}, [1, 2], { a: 1 }, '\u0000', '%ZZ', '&m=a1x', '<script>']);
    const value = () => pick([junk(), cells() + pick(['x', 'o', 'z', '']), pick(['classic', 'exact5', 'bogus']), rand(12), pick(['human', 'casual', 'strong', 'perfect', 'robot'])]);
    const options = () => {
      const o = {};
      for (let i = rand(4); i > 0; --i) o[pick(['variant', 'size', 'line', 'first', 'order', 'chaos', 'hints', 'theme', 'speed', 'moves', 'origin', 'zzz'])] = value();
      return pick([o, junk()]);
    };
    const goodMove = () => ({ type: 'play', move: cells() + pick(['x', 'o']) });
    const payload = () => pick([
      goodMove, goodMove, goodMove, goodMove,
      () => ({ type: 'play', move: value() }),
      () => ({ type: 'newGame', options: options() }),
      () => ({ type: 'undo' }),
      () => ({ type: 'setHints', on: pick([true, false, value()]) }),
      () => ({ type: value(), move: value() }),
      () => junk(),
    ])();
    const frame = document.getElementById('game').contentWindow;
    for (let i = 0; i < 1500; ++i) {
      // Human seats on both sides now and then, so that play commands land.
      frame.postMessage(i % 100 === 0 ? { type: 'newGame', options: { chaos: 'human', size: 4, line: 4 } } : payload(), location.origin);
      if (i % 50 === 0) await new Promise((r) => setTimeout(r, 0));
    }
    return 1500;
  });
  assert.equal(sent, 1500);
  await host.waitForTimeout(1500);
  const ev = await events(host);
  for (const e of ev) {
    assert.equal(e.source, 'order-and-chaos');
    assert.ok(['ready', 'move', 'undo', 'newGame', 'gameOver', 'error'].includes(e.type), JSON.stringify(e));
    if (e.type === 'error') continue;
    assert.equal(typeof e.record, 'string');
    // Every reported game is legal so far: well-formed moves on distinct cells, one per turn.
    const moves = e.record.split(' ').filter(Boolean);
    assert.equal(moves.length, e.moves, JSON.stringify(e));
    assert.ok(moves.every((m) => /^[a-h][1-8][xo]$/.test(m)), e.record);
    assert.equal(new Set(moves.map((m) => m.slice(0, -1))).size, moves.length, `a cell played twice: ${e.record}`);
  }
  assert.deepEqual(host.errors, []);
  const moves = ev.filter((e) => e.type === 'move').length;
  assert.ok(moves >= 100, `only ${moves} moves were played: the payloads hardly reach the game`);
  const frame = host.frames().find((f) => f.url().includes('index.html'));
  const state = JSON.parse(await frame.evaluate(() => Module.ccall('oc_status', 'string', [], [])));
  assert.deepEqual(frame.isDetached(), false);
  // The game it ends with is a legal one: its record opens cleanly as a link.
  const replayQuery = '?n=' + state.size + '&l=' + state.line + '&v=' + state.variant + '&f=' + state.first +
                      '&c=human&m=' + state.record.split(' ').filter(Boolean).join('.');
  await withGame(replayQuery, async (replay) => {
    const again = await status(replay);
    assert.deepEqual(again.notices, []);
    assert.equal(again.record, state.record);
    console.log(`postMessage fuzz: 1500 payloads, ${ev.length} events (${moves} moves, ${ev.filter((e) => e.type === 'error').length} refusals), ` +
                `${host.warnings.filter((w) => w.includes('malformed')).length} malformed warnings; final record '${state.record}'`);
  });
  await host.context().close();
});
