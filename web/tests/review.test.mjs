// Learning from the solver in the browser: the game review (the marked
// mistakes, the moves that kept the value, the value strip), a link or an
// embedding command that opens a game under review or a puzzle, and a
// puzzle's proven line played on after the solution (the puzzles' answers
// are puzzles.test.mjs; the review of a whole game, timed, is
// performance.test.mjs).
//
//   node --test web/tests/review.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESKTOP_VIEWPORT, click, env, frames, layout, record, shot, status, tap, useBrowser, waitStatus, withGame } from './helpers.mjs';
import { clickMove, recordLongTasks, reviewDone } from './playing.mjs';

// A desktop window: the move list shows every move of the loaded games beside
// the review (at 1000x640 it scrolls, and a click on an early move misses).
useBrowser({ viewport: DESKTOP_VIEWPORT });

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shipped = fs.readFileSync(path.join(repo, 'data', 'puzzles', 'classic-6x6.jsonl'), 'utf8')
  .split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => JSON.parse(l));

// Order's b5o (ply 7) lets a won game go; Chaos's d5x (ply 8) hands it back.
const BLUNDERS = 'd4o.d2x.c4o.e4x.c5o.c3x.b5o.d5x';

test('review: the solver marks the two blunders of a loaded game and names the moves that kept the value', async () => {
  await withGame(`?m=${BLUNDERS}&c=human`, { initScript: recordLongTasks }, async (page) => {
    await click(page, 'review');
    let s = await waitStatus(page, reviewDone, null, { what: 'the review', timeout: 30000 });
    assert.equal(s.review.positions, 9);
    assert.equal(s.review.solved, 9);
    assert.deepEqual(s.review.mistakes.map((m) => m.ply), [7, 8]);
    assert.ok(s.review.mistakes.every((m) => /^[a-f][1-6][xo]$/.test(m.better)), 'each mistake names the move that kept the value');
    const longTasks = await page.evaluate(() => window.ocLongTasks.length);
    console.log(`# review of 8 moves: main-thread tasks over 50 ms meanwhile: ${longTasks}; the game's longest frame work ${s.longestTickMs.toFixed(2)} ms`);
    // Looking back at the position after the first blunder says what kept the win.
    await click(page, 'move.7');
    s = await status(page);
    assert.equal(s.moves, 7);
    assert.ok(s.review, 'looking back keeps the review');
    await shot(page, 'web-review');
    // Playing another move there changes the game: the review is dropped.
    await clickMove(page, { cell: 'f6', kind: 'x' });
    s = await status(page);
    assert.equal(s.review, undefined);
    assert.deepEqual(page.errors, []);
  });
});

test('the value strip: a letter a position, the blunders where the value flips, a click looks at that position', async () => {
  await withGame(`?m=${BLUNDERS}&c=human`, async (page) => {
    await click(page, 'review');
    let s = await waitStatus(page, reviewDone, null, { what: 'the review', timeout: 30000 });
    assert.equal(s.review.values.length, 9, 'one value per position, the empty board included');
    assert.match(s.review.values, /^[oc?]{9}$/, 'every position solved');
    assert.equal(s.review.values.slice(6), 'oco', 'won before b5o, held after it, won again after d5x');
    assert.deepEqual(s.review.mistakes.map((m) => m.ply), [7, 8]);
    await click(page, 'review.strip.3');
    s = await status(page);
    assert.equal(s.moves, 3, 'the strip looks at the position after three moves');
    assert.ok(s.review, 'looking back keeps the review');
    await click(page, 'review.strip.7');
    assert.equal((await status(page)).moves, 7);
    await page.waitForFunction(() => location.search.includes('review=on'), null, { timeout: 5000 });
    await shot(page, 'web-review-strip');
    await click(page, 'review.strip.8');
    assert.equal((await status(page)).moves, 8);
    assert.deepEqual(page.errors, []);
  });
});

test('a link with review=on opens the game under review; a bad value is named and the game still opens', async () => {
  await withGame(`?m=${BLUNDERS}&c=human&review=on`, async (page) => {
    const s = await waitStatus(page, reviewDone, null, { what: 'the review from the link', timeout: 30000 });
    assert.equal(s.moves, 8);
    assert.deepEqual(s.review.mistakes.map((m) => m.ply), [7, 8]);
    assert.deepEqual(s.notices, []);
    assert.deepEqual(page.errors, []);
  });
  await withGame('?m=c3x.d4o&c=human&review=maybe', async (page) => {
    const s = await status(page);
    assert.equal(s.record, 'c3x d4o');
    assert.equal(s.review, undefined);
    assert.ok(s.notices.some((n) => n.includes("Invalid value 'maybe' for 'review'")), JSON.stringify(s.notices));
    assert.deepEqual(page.errors, []);
  });
});

test('a review link holds the computer that is to move until the review is closed, then it plays on', async () => {
  // Five moves: Chaos, the computer (strong by default), is to move.
  await withGame('?m=c3x.d4o.b2x.e5o.c4x&review=on', async (page) => {
    let s = await waitStatus(page, reviewDone, null, { what: 'the review from the link', timeout: 30000 });
    assert.equal(s.waiting, 'reviewing');
    // Four times the computer's pause at normal speed (0.6 s): it does not move under the review.
    await page.waitForTimeout(2400);
    s = await status(page);
    assert.equal(s.moves, 5, 'the computer moved while the game was under review');
    assert.ok(s.review, 'the review stays open');
    await shot(page, 'web-review-holds-computer');
    await click(page, 'review.playon');
    s = await waitStatus(page, (st) => st.moves === 6, null, { what: "the computer's move once the review closed" });
    assert.equal(s.review, undefined);
    assert.equal(s.waiting, '');
    assert.deepEqual(page.errors, []);
  });
});

test('phone: the move list and the review sit below the fold; a drag scrolls the panel and presses nothing', async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, contextOptions: { hasTouch: true, isMobile: true } };
  await withGame(`?m=${BLUNDERS}&c=human&review=on`, phone, async (page) => {
    let s = await waitStatus(page, reviewDone, null, { what: 'the review from the link', timeout: 30000 });
    const before = await layout(page);
    assert.ok(before.targets.review && before.targets['review.strip.3'], `the move list is drawn, targets: ${Object.keys(before.targets).join(' ')}`);
    // A finger on Undo drags the panel up by 100 px (less than the panel can scroll, so
    // Undo moves along under the finger).
    const box = await page.locator('#canvas').boundingBox();
    const [x, y] = before.targets.undo;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, dy) => cdp.send('Input.dispatchTouchEvent',
      { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y - dy }] });
    await touch('touchStart', 0);
    for (let dy = 10; dy <= 100; dy += 10) {
      await touch('touchMove', dy);
      await frames(page, 1);
    }
    await touch('touchEnd', 100);
    await frames(page);
    const after = await layout(page);
    const moved = before.targets.review[1] - after.targets.review[1];
    assert.ok(moved >= 90, `the panel scrolled by ${moved} px`);
    s = await status(page);
    assert.equal(s.moves, 8, 'the drag that began on Undo did not undo');
    assert.ok(s.review, 'the review stays open');
    await shot(page, 'web-phone-review-scrolled');
    // What the drag brought into view works: a tap on the strip looks back.
    await tap(page, 'review.strip.3');
    assert.equal((await status(page)).moves, 3);
    assert.deepEqual(page.errors, []);
  });
});

test("after a puzzle's solution, Play on steps through the proven line to Order's win", async () => {
  const number = 1;
  const puzzle = shipped[number - 1];
  const orderMoves = Number(/win in (\d)/.exec(puzzle.kind)[1]);
  await withGame(`?puzzle=${number}`, async (page) => {
    await waitStatus(page, (st, n) => st.puzzle && st.puzzle.number === n, number);
    await frames(page);
    await click(page, 'puzzle.solution');
    let s = await waitStatus(page, (st) => st.puzzle.state === 'shown');
    let line = `${puzzle.record} ${puzzle.solution[0]}`;
    assert.equal(await record(page), line);
    let steps = 0;
    while (!s.over) {
      s = await waitStatus(page, (st) => st.puzzle.playOn, null, { what: 'the next move of the proven line' });
      assert.ok(s.hint.verdictReason, 'each step follows a proven verdict');
      const move = s.hint.move;
      await click(page, 'puzzle.step');
      line += ` ${move}`;
      s = await status(page);
      assert.equal(s.record, line, 'Play on plays the hint\'s move');
      ++steps;
      assert.ok(steps <= 2 * orderMoves, `the line lasts at most ${orderMoves} Order moves`);
    }
    assert.equal(s.winner, 'order');
    assert.equal(steps, 2 * orderMoves - 2, `${puzzle.kind}: the answer, then ${orderMoves - 1} more Order moves and the defence before each`);
    assert.equal(s.puzzle.playOn, false, 'nothing to play after the end');
    await shot(page, 'web-puzzle-played-on');
    assert.deepEqual(page.errors, []);
  });
});

test("the embedding page's newGame opens a game under review, or a puzzle", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 760 } });
  try {
    const host = await context.newPage();
    await host.goto(env.baseUrl + 'embed-example.html');
    await host.waitForFunction(() => window.events.some((e) => e.type === 'ready'), null, { timeout: 60000 });
    const frame = host.frames().find((f) => f.url().includes('index.html'));
    const gameStatus = async () => JSON.parse(await frame.evaluate(() => Module.ccall('oc_status', 'string', [], [])));
    const send = (message) => host.evaluate((m) => document.getElementById('game').contentWindow.postMessage(m, location.origin), message);

    await send({ type: 'newGame', options: { moves: BLUNDERS.split('.'), order: 'human', chaos: 'human', review: true } });
    await frame.waitForFunction(() => {
      const st = JSON.parse(Module.ccall('oc_status', 'string', [], []));
      return st.review && !st.review.running;
    }, null, { timeout: 30000 });
    assert.deepEqual((await gameStatus()).review.mistakes.map((m) => m.ply), [7, 8]);

    await send({ type: 'newGame', options: { puzzle: 3 } });
    await frame.waitForFunction(() => {
      const st = JSON.parse(Module.ccall('oc_status', 'string', [], []));
      return st.puzzle && st.puzzle.number === 3;
    }, null, { timeout: 20000 });
    assert.equal((await gameStatus()).record, shipped[2].record);

    // A bad value is refused with an error event, and the puzzle stays.
    await send({ type: 'newGame', options: { puzzle: 'tomorrow' } });
    await host.waitForFunction(() => window.events.some((e) => e.type === 'error' && e.command === 'newGame'), null, { timeout: 20000 });
    const error = await host.evaluate(() => window.events.find((e) => e.type === 'error' && e.command === 'newGame'));
    assert.match(error.message, /puzzle/);
    assert.equal((await gameStatus()).puzzle.number, 3);
  } finally {
    await context.close();
  }
});
