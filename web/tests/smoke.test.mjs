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
import path from 'node:path';
import {
  click, closeGame, env, frames, layout, openGame, record, resultsDir, shot, status, useBrowser,
} from './helpers.mjs';

useBrowser();

test('clicks, right click, colour selector and keys play moves; an occupied cell is refused', async () => {
  const page = await openGame('?c=human');
  try {
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
  } finally {
    await closeGame(page);
  }
});

test('a whole game played by clicks ends in an Order win with five in a row', async () => {
  const page = await openGame('?c=human');
  try {
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

    await click(page, 'f6');
    assert.equal(await record(page), 'a1x b1o a2x b2o a3x b3o a4x b4o a5x', 'no move after the end');
    assert.match((await status(page)).message, /over/);
  } finally {
    await closeGame(page);
  }
});

test('a game loaded from the URL ends in a Chaos win when no line is possible', async () => {
  const page = await openGame('?n=4&l=4&m=a1x.b1o.c2x.d2o.a3o.b3x.c4o.d4x.b2o&c=human');
  try {
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
  } finally {
    await closeGame(page);
  }
});

test('the exact-five variant opens from the URL', async () => {
  const page = await openGame('?m=c3x.d4o&v=exact5&f=chaos&c=human');
  try {
    const s = await status(page);
    assert.equal(s.variant, 'exact5');
    assert.equal(s.first, 'chaos');
    assert.equal(s.record, 'c3x d4o');
    assert.equal(s.toMove, 'chaos');
    assert.equal(s.chaosSeat, 'human');
    assert.equal(s.computerToMove, false);
    assert.deepEqual(s.notices, []);
  } finally {
    await closeGame(page);
  }
});

test('an invalid query still gives a running game and names the problems', async () => {
  const page = await openGame('?v=bogus&n=99&m=zz9&what=1&c=human');
  try {
    const s = await status(page);
    assert.ok(s.notices.length >= 3, `expected notices for the bad parameters, got ${JSON.stringify(s.notices)}`);
    assert.equal(s.size, 6);
    await shot(page, 'web-bad-query');
    await click(page, 'c3');
    assert.equal(await record(page), 'c3x');
    await click(page, 'notices.dismiss');
    assert.deepEqual((await status(page)).notices, []);
  } finally {
    await closeGame(page);
  }
});

test('the set-up card starts a 4x4 game with Chaos first', async () => {
  const page = await openGame('?m=c3x&c=human');
  try {
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
  } finally {
    await closeGame(page);
  }
});

test('portrait phone layout on a HiDPI screen', async () => {
  const phone = await openGame('?m=c3x.d4o.c4x&c=human', { viewport: { width: 400, height: 820 }, deviceScaleFactor: 2 });
  try {
    await frames(phone, 10);
    const l = await layout(phone);
    assert.equal(l.portrait, true);
    assert.equal(await phone.evaluate(() => window.devicePixelRatio), 2);
    const canvasPixels = await phone.evaluate(() => [document.getElementById('canvas').width, document.getElementById('canvas').height]);
    assert.deepEqual(canvasPixels, [800, 1640], 'the drawing buffer must be CSS size x devicePixelRatio');
    await click(phone, 'e5');
    assert.equal(await record(phone), 'c3x d4o c4x e5x');
    await shot(phone, 'web-portrait-hidpi');
  } finally {
    await closeGame(phone);
  }
});

test('the canvas follows a window resize', async () => {
  const page = await openGame('?m=c3x&c=human');
  try {
    await page.setViewportSize({ width: 900, height: 600 });
    await frames(page, 10);
    const l = await layout(page);
    assert.deepEqual(l.canvas, [900, 600]);
    await click(page, 'd4', 'right');
    assert.equal(await record(page), 'c3x d4o');
    await shot(page, 'web-resized');
  } finally {
    await closeGame(page);
  }
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
