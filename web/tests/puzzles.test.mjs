// Puzzles in the browser: a link opens one, a wrong answer is marked with what
// it gave away and can be taken back and tried again (undo never leaves the
// puzzle's position), the right one solves it (streak, embed event), the clue
// and the solution, the daily puzzle (from the set-up card too), bad links. The
// answers come from the shipped set file, not from the game.
//
//   node --test web/tests/puzzles.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { click, env, frames, layout, position, record, shot, status, useBrowser, waitStatus,
  withGame } from './helpers.mjs';

useBrowser();

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shipped = fs.readFileSync(path.join(repo, 'data', 'puzzles', 'classic-6x6.jsonl'), 'utf8')
  .split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => JSON.parse(l));

// Clicks move "c3o": left places the selected colour, right the other.
async function play(page, move) {
  const { selected } = await status(page);
  await click(page, move.slice(0, -1), move.endsWith(selected) ? 'left' : 'right');
}

// A move of the puzzle's position that is not an answer (every other move
// gives the value away: the set was made so).
function wrongMove(puzzle) {
  const taken = new Set(puzzle.record.split(' ').map((m) => m.slice(0, -1)));
  for (const col of 'abcdef') {
    for (let row = 1; row <= 6; ++row) {
      const cell = `${col}${row}`;
      if (taken.has(cell)) continue;
      for (const kind of 'xo') if (!puzzle.solution.includes(cell + kind)) return cell + kind;
    }
  }
  throw new Error('no wrong move');
}

// The daily puzzle's number, as core/session/puzzles.cpp picks it.
function dailyNumber(count) {
  const days = BigInt(Math.floor(Date.now() / 86400000));
  let x = (days * 0x9E3779B97F4A7C15n) & 0xFFFFFFFFFFFFFFFFn;
  x ^= x >> 31n;
  return Number(x % BigInt(count)) + 1;
}

test('a puzzle link: a wrong answer, another try, the right answer', async () => {
  const number = 17;
  const puzzle = shipped[number - 1];
  await withGame(`?puzzle=${number}`, async (page) => {
    let s = await waitStatus(page, (st, n) => st.puzzle && st.puzzle.number === n, number, { what: `puzzle ${number}` });
    await frames(page);  // the puzzle card is drawn (its buttons are where the layout says)
    assert.equal(s.puzzle.count, shipped.length);
    assert.equal(s.puzzle.state, 'solving');
    assert.equal(await record(page), puzzle.record, 'the puzzle\'s position is on the board');
    assert.equal(s.toMove, puzzle.to_move);
    assert.deepEqual(s.players, ['You', 'You'], 'one player answers a puzzle (not "Human")');
    assert.match(s.puzzle.task, new RegExp(`^${puzzle.to_move === 'order' ? 'Order' : 'Chaos'} to play`));
    assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('puzzle')), String(number), 'the address names the puzzle');
    await shot(page, 'web-puzzle-open');

    const wrong = wrongMove(puzzle);
    await play(page, wrong);
    s = await waitStatus(page, (st) => st.puzzle.state === 'missed', null, { what: `${wrong} judged` });
    assert.ok(s.puzzle.outcome.startsWith(`${wrong} gives`), s.puzzle.outcome);
    assert.equal(s.puzzle.streak, 0);
    await shot(page, 'web-puzzle-missed');
    // The wrong move stays on the board until it is taken back; no other move is played meanwhile.
    const missedRecord = `${puzzle.record} ${wrong}`;
    assert.equal(await record(page), missedRecord);
    await play(page, wrongMove({ record: missedRecord, solution: [] }));
    s = await status(page);
    assert.equal(s.record, missedRecord, 'a move after a missed answer is refused');
    assert.match(s.message, /^Take your move back first/);
    assert.equal(s.puzzle.state, 'missed');
    await click(page, 'puzzle.retry');
    s = await waitStatus(page, (st) => st.puzzle.state === 'solving');
    assert.equal(await record(page), puzzle.record, 'another try starts from the puzzle\'s position');
    // Undo takes a missed answer back as Try again does; it never goes before the puzzle's
    // position, and redo does not replay the answer taken back.
    await play(page, wrong);
    await waitStatus(page, (st) => st.puzzle.state === 'missed', null, { what: `${wrong} judged again` });
    await click(page, 'undo');
    s = await waitStatus(page, (st) => st.puzzle.state === 'solving', null, { what: 'undo as another try' });
    assert.equal(s.record, puzzle.record);
    await click(page, 'undo');
    await click(page, 'redo');
    s = await status(page);
    assert.equal(s.record, puzzle.record, 'undo and redo stay at the puzzle\'s position');
    assert.equal(s.puzzle.state, 'solving');

    await play(page, puzzle.solution[0]);
    s = await waitStatus(page, (st) => st.puzzle.state === 'solved', null, { what: 'the answer accepted' });
    assert.equal(s.puzzle.streak, 1);
    assert.ok(s.puzzle.outcome.startsWith(`Solved: ${puzzle.solution[0]} keeps`), s.puzzle.outcome);
    await shot(page, 'web-puzzle-solved');

    // The next puzzle keeps the streak going, and the streak survives a reload.
    await click(page, 'puzzle.next');
    s = await waitStatus(page, (st, n) => st.puzzle.number === n, number + 1);
    await frames(page);
    assert.equal(await record(page), shipped[number].record);
    await play(page, shipped[number].solution[0]);
    s = await waitStatus(page, (st) => st.puzzle.state === 'solved');
    assert.equal(s.puzzle.streak, 2);
    await page.reload();
    await page.waitForFunction(() => window.ocReady === true, null, { timeout: 60000 });
    s = await waitStatus(page, (st, n) => st.puzzle && st.puzzle.number === n, number + 1, { what: 'the puzzle after a reload' });
    assert.equal(s.puzzle.streak, 2, 'the streak is remembered');
    assert.deepEqual(page.errors, []);
  });
});

test('a clue ends the streak; the solution plays the answer and explains it', async () => {
  const number = 2;
  const puzzle = shipped[number - 1];
  await withGame(`?puzzle=${number}`, async (page) => {
    await waitStatus(page, (st, n) => st.puzzle && st.puzzle.number === n, number);
    await frames(page);
    await click(page, 'puzzle.clue');
    let s = await waitStatus(page, (st) => st.puzzle.clue !== '');
    assert.match(s.puzzle.clue, /^Look at /);
    await click(page, 'puzzle.solution');
    s = await waitStatus(page, (st) => st.puzzle.state === 'shown');
    assert.equal(await record(page), `${puzzle.record} ${puzzle.solution[0]}`, 'the answer is played');
    assert.ok(s.puzzle.outcome.includes(puzzle.solution[0]), s.puzzle.outcome);
    assert.equal(s.hints, true, 'the hint card explains what follows');
    assert.equal(s.puzzle.streak, 0);
    await waitStatus(page, (st) => st.hint && st.hint.verdictReason, null, { what: 'the proven verdict after the answer' });
    await frames(page);
    // The puzzle, status, colour and hint cards overflow this 760-pixel panel: they
    // scroll, and the actions keep the panel's foot, all of each button in view.
    const l = await layout(page);
    const canvas = await page.locator('#canvas').boundingBox();
    for (const name of ['new', 'undo', 'redo', 'hints', 'share', 'theme', 'help']) {
      assert.ok(l.targets[name], `the ${name} button is drawn`);
      assert.ok(l.targets[name][1] + 22 <= canvas.height, `the ${name} button is cut off at y ${l.targets[name][1]} of ${canvas.height}`);
    }
    await shot(page, 'web-puzzle-solution');
  });
});

test('the daily puzzle: from a link and from the set-up card; bad links are refused with a notice', async () => {
  const expected = dailyNumber(shipped.length);
  await withGame('?puzzle=daily', async (page) => {
    const s = await waitStatus(page, (st) => st.puzzle, null, { what: 'the daily puzzle' });
    assert.equal(s.puzzle.number, expected, 'the same puzzle for everyone today');
    assert.equal(await record(page), shipped[expected - 1].record);
  });

  await withGame('?c=human&m=c3x', async (page) => {
    await click(page, 'new');
    await frames(page);
    // The card's choices scroll in a window of 1000x640: the wheel over them
    // brings the Daily puzzle button into sight, as a player's would.
    const over = await position(page, 'setup.board.1');
    await page.mouse.move(over.x, over.y);
    await page.mouse.wheel(0, 1000);
    await frames(page);
    await click(page, 'setup.puzzle');
    const s = await waitStatus(page, (st) => st.puzzle, null, { what: 'the daily puzzle from the set-up card' });
    assert.equal(s.puzzle.number, expected);
  });

  await withGame('?puzzle=abc&c=human&m=c3x', async (page) => {
    const s = await status(page);
    assert.equal(s.puzzle, undefined);
    assert.ok(s.notices.some((n) => n.includes('puzzle=abc')), `a notice names the bad link: ${s.notices}`);
    assert.equal(await record(page), 'c3x', 'the rest of the link still opens its game');
  });

  await withGame('?puzzle=99999', async (page) => {
    const s = await waitStatus(page, (st) => st.puzzle, null, { what: 'the first puzzle instead' });
    assert.equal(s.puzzle.number, 1);
    assert.ok(s.notices.some((n) => n.includes('does not exist')), `a notice says so: ${s.notices}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'web-puzzle-phone');
  });
});

test('an embedded puzzle tells the host page when it is solved', async () => {
  const puzzle = shipped[0];
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 760 } });
  try {
    const host = await context.newPage();
    await host.goto(env.baseUrl + 'embed-example.html');
    await host.evaluate((src) => new Promise((resolve) => {
      window.puzzleEvents = [];
      window.addEventListener('message', (e) => {
        if (e.data && e.data.source === 'order-and-chaos') window.puzzleEvents.push(e.data);
      });
      document.body.innerHTML = '<iframe id="p" style="width:1000px;height:700px;border:0"></iframe>';
      const f = document.getElementById('p');
      f.onload = resolve;
      f.src = src;
    }), env.baseUrl + 'index.html?puzzle=1');
    await host.waitForFunction(() => window.puzzleEvents.some((e) => e.type === 'ready'), null, { timeout: 60000 });
    const frame = await (await host.waitForSelector('#p')).contentFrame();
    await frame.waitForFunction(() => JSON.parse(Module.ccall('oc_status', 'string', [], [])).puzzle, null, { timeout: 20000 });
    await host.evaluate((move) => document.getElementById('p').contentWindow.postMessage({ type: 'play', move }, location.origin),
      puzzle.solution[0]);
    await host.waitForFunction(() => window.puzzleEvents.some((e) => e.type === 'puzzleSolved'), null, { timeout: 20000 });
    const solved = await host.evaluate(() => window.puzzleEvents.find((e) => e.type === 'puzzleSolved'));
    assert.equal(solved.puzzle, 1);
    assert.equal(solved.move, puzzle.solution[0]);
    assert.equal(solved.streak, 1);
  } finally {
    await context.close();
  }
});
