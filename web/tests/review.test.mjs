// Learning from the solver in the browser, beyond the move list's marks
// (game.test.mjs) and the puzzles' answers (puzzles.test.mjs): the review's
// value strip, a link or an embedding command that opens a game under
// review or a puzzle, and a puzzle's proven line played on after the
// solution.
//
//   node --test web/tests/review.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { click, closeGame, env, frames, openGame, record, shot, status, useBrowser, waitStatus } from './helpers.mjs';

useBrowser();

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shipped = fs.readFileSync(path.join(repo, 'data', 'puzzles', 'classic-6x6.jsonl'), 'utf8')
  .split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => JSON.parse(l));

// Order's b5o (ply 7) lets a won game go; Chaos's d5x (ply 8) hands it back.
const BLUNDERS = 'd4o.d2x.c4o.e4x.c5o.c3x.b5o.d5x';
const reviewDone = (st) => st.review && !st.review.running;

test('the value strip: a letter a position, the blunders where the value flips, a click looks at that position', async () => {
  const page = await openGame(`?m=${BLUNDERS}&c=human`);
  try {
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
  } finally {
    await closeGame(page);
  }
});

test('a link with review=on opens the game under review; a bad value is named and the game still opens', async () => {
  let page = await openGame(`?m=${BLUNDERS}&c=human&review=on`);
  try {
    const s = await waitStatus(page, reviewDone, null, { what: 'the review from the link', timeout: 30000 });
    assert.equal(s.moves, 8);
    assert.deepEqual(s.review.mistakes.map((m) => m.ply), [7, 8]);
    assert.deepEqual(s.notices, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await closeGame(page);
  }
  page = await openGame('?m=c3x.d4o&c=human&review=maybe');
  try {
    const s = await status(page);
    assert.equal(s.record, 'c3x d4o');
    assert.equal(s.review, undefined);
    assert.ok(s.notices.some((n) => n.includes("Invalid value 'maybe' for 'review'")), JSON.stringify(s.notices));
    assert.deepEqual(page.errors, []);
  } finally {
    await closeGame(page);
  }
});

test("after a puzzle's solution, Play on steps through the proven line to Order's win", async () => {
  const number = 1;
  const puzzle = shipped[number - 1];
  const orderMoves = Number(/win in (\d)/.exec(puzzle.kind)[1]);
  const page = await openGame(`?puzzle=${number}`);
  try {
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
  } finally {
    await closeGame(page);
  }
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
