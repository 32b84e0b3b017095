// The analysis board in the browser: opened on the game in progress (key A,
// or the set-up card), tokens placed and taken away with the mouse, touch and
// the keyboard, the side to move switched, a set-up that could not arise
// refused with its reason and nothing changed, the proven value and the
// winning moves, a step through the proven line, playing on from the set-up,
// and the game in progress back unchanged.
//
//   node --test web/tests/analysis.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { click, frames, layout, press, record, shot, status, tap, useBrowser, waitStatus, withGame } from './helpers.mjs';

useBrowser();

const board = (s) => s.analysisBoard;
const tokens = (text) => (text.trim() === '' ? [] : text.trim().split(/\s+/)).sort();

// The analysis board's moves all solved and the hint settled, for waitStatus
// (it runs in the page, so it names nothing of this file).
const everyMoveSolved = (st) => Boolean(st.analysisBoard) && st.analysisBoard.solved === st.analysisBoard.moves
  && Boolean(st.hint) && !st.hint.analysing;

test('mouse: set up a position on the game in progress, refuse a five, go back to the game', async () => {
  await withGame('?o=human&c=human&m=c3x.d4o', async (page) => {
    await press(page, 'a');
    let s = await waitStatus(page, (st) => st.analysisBoard, null, { what: 'the analysis board' });
    assert.equal(s.analysisBoard.setupPly, 2, 'the position on the board is the set-up');
    assert.deepEqual(tokens(await record(page)), ['c3x', 'd4o']);
    assert.equal(s.hints, true, 'the hint card shows the proven value');
    // Left click places the selected colour (red), right-click the other.
    await click(page, 'a1');
    await click(page, 'b1', 'right');
    assert.deepEqual(tokens(await record(page)), ['a1x', 'b1o', 'c3x', 'd4o']);
    // Clicking a token of the selected colour takes it away; the other colour turns it over.
    await click(page, 'a1');
    await click(page, 'b1');
    assert.deepEqual(tokens(await record(page)), ['b1x', 'c3x', 'd4o']);
    s = await status(page);
    assert.equal(s.toMove, 'order', 'the side to move stays as chosen while tokens come and go');
    assert.equal(s.first, 'chaos', 'Order to move after three tokens: Chaos moved first');
    await click(page, 'analysis.side.1');
    s = await waitStatus(page, (st) => st.toMove === 'chaos', null, { what: 'Chaos to move' });
    assert.equal(s.first, 'order');
    await click(page, 'analysis.side.0');
    s = await waitStatus(page, (st) => st.toMove === 'order', null, { what: 'Order to move again' });
    // Four reds in row 1, then a fifth: refused with the reason, nothing changes.
    for (const cell of ['a1', 'c1', 'd1']) await click(page, cell);
    const before = await record(page);
    await click(page, 'e1');
    s = await status(page);
    assert.match(s.message, /^Red already has five in a row \(a1 b1 c1 d1 e1\), so Order has already won \u2014 the set-up stays as it was$/);
    assert.equal(await record(page), before, 'the refused token is not placed');
    assert.equal(s.toMove, 'order');
    // With four reds in a row and Order to move, Order wins at once: e1 red is among the winning moves.
    await click(page, 'a1');  // a1 away: b1 c1 d1 red, three in a row
    s = await waitStatus(page, (st) => st.analysisBoard && st.analysisBoard.solved === st.analysisBoard.moves && st.hint
      && st.hint.verdict !== '', null, { timeout: 60000, what: 'every move solved' });
    assert.ok(s.analysisBoard.winning.length > 0, 'Order has winning moves');
    assert.ok(s.analysisBoard.winning.includes(s.hint.move), `the hint's move ${s.hint.move} is a winning move`);
    for (const m of s.analysisBoard.winning) assert.ok(!s.analysisBoard.losing.includes(m));
    await shot(page, 'web-analysis-board');
    await click(page, 'analysis.close');
    s = await waitStatus(page, (st) => !st.analysisBoard, null, { what: 'the board closed' });
    assert.equal(await record(page), 'c3x d4o', 'the game in progress is back');
    assert.equal(s.setupPly, 0);
    assert.deepEqual(page.errors, []);
  });
});

test('the proven value and the winning moves of a known position; step through the line; play on from it', async () => {
  // Order to move after d4o d2x c4o e4x c5o c3x: Order wins (b5o would throw it away).
  await withGame('?o=human&c=human&m=d4o.d2x.c4o.e4x.c5o.c3x', async (page) => {
    await press(page, 'a');
    let s = await waitStatus(page, everyMoveSolved, null, { timeout: 90000, what: 'the position and every move solved' });
    assert.match(s.hint.verdict, /^Order can force a win/);
    assert.ok(s.analysisBoard.winning.includes(s.hint.move));
    assert.ok(!s.analysisBoard.winning.includes('b5o'), 'b5o gives the win away');
    assert.ok(s.analysisBoard.winning.every((m) => /^[a-f][1-6][xo]$/.test(m)));
    await shot(page, 'web-analysis-known');
    // The other side to move: the moves are valued again, for Chaos, then back for Order.
    await press(page, 's');
    s = await waitStatus(page, (st) => st.toMove === 'chaos' && st.analysisBoard.mover === 'chaos'
      && st.analysisBoard.solved === st.analysisBoard.moves && st.hint && !st.hint.analysing, null,
    { timeout: 90000, what: "Chaos's moves solved" });
    if (/^Chaos can hold/.test(s.hint.verdict)) assert.ok(s.analysisBoard.winning.includes(s.hint.move), `${s.hint.move} holds`);
    else assert.deepEqual(s.analysisBoard.winning, [], 'no Chaos move holds');
    await press(page, 's');
    s = await waitStatus(page, (st) => st.toMove === 'order' && st.analysisBoard.mover === 'order'
      && st.analysisBoard.solved === st.analysisBoard.moves && st.hint && !st.hint.analysing, null,
    { timeout: 90000, what: "Order's moves solved again" });
    assert.ok(s.analysisBoard.winning.includes(s.hint.move));
    // Step: the line's next move is played; Undo steps back to the set-up, no further.
    await waitStatus(page, (st) => st.analysisBoard.step, null, { what: 'a line to step through' });
    await click(page, 'analysis.step');
    s = await waitStatus(page, (st) => st.moves === 7, null, { what: 'one step' });
    assert.equal(s.analysisBoard.setupPly, 6);
    await press(page, 'u');
    s = await waitStatus(page, (st) => st.moves === 6, null, { what: 'back to the set-up' });
    await press(page, 'u');
    s = await status(page);
    assert.equal(s.moves, 6, 'undo stops at the set-up');
    // Play on against the computer as Order: the computer (perfect) answers as Chaos.
    await click(page, 'analysis.asOrder');
    s = await waitStatus(page, (st) => !st.analysisBoard, null, { what: 'the game from the set-up' });
    assert.equal(s.orderSeat, 'human');
    assert.equal(s.chaosSeat, 'perfect');
    assert.deepEqual(s.players, ['You', 'Computer \u00b7 perfect']);
    assert.equal(s.setupPly, 6);
    assert.match(await page.evaluate(() => location.search), /setup=6/, 'the address keeps the set-up');
    await click(page, s.hint.move.slice(0, 2), s.hint.move.endsWith(s.selected) ? 'left' : 'right');
    s = await waitStatus(page, (st) => st.moves === 8 && !st.computerToMove, null, { timeout: 30000, what: "the computer's reply" });
    assert.deepEqual(page.errors, []);
  });
});

test('keyboard: arrows, R and B place, Delete takes away, S switches the side, L steps', async () => {
  await withGame('?o=human&c=human', async (page) => {
    await press(page, 'a');
    await waitStatus(page, (st) => st.analysisBoard, null, { what: 'the analysis board' });
    // The cursor starts in the middle (c3 on 6x6).
    await press(page, 'r');
    await press(page, 'ArrowRight');
    await press(page, 'b');
    await press(page, 'ArrowDown');
    await press(page, 'r');
    assert.deepEqual(tokens(await record(page)), ['c3x', 'd3o', 'd4x']);
    await press(page, 'Delete');
    assert.deepEqual(tokens(await record(page)), ['c3x', 'd3o']);
    let s = await status(page);
    assert.equal(s.toMove, 'order');
    await press(page, 's');
    s = await waitStatus(page, (st) => st.toMove === 'chaos', null, { what: 'Chaos to move' });
    await press(page, 's');
    s = await waitStatus(page, (st) => st.toMove === 'order' && st.analysisBoard.step, null, { timeout: 30000, what: 'a proven line' });
    await press(page, 'l');
    await waitStatus(page, (st) => st.moves === 3, null, { what: 'a step by L' });
    // Esc goes back to the game in progress (an empty board here), as Back does; A opens the board again and closes it.
    await press(page, 'Escape');
    s = await waitStatus(page, (st) => !st.analysisBoard, null, { what: 'the game again, by Esc' });
    assert.equal(s.moves, 0);
    await press(page, 'a');
    await waitStatus(page, (st) => st.analysisBoard, null, { what: 'the analysis board again' });
    await press(page, 'a');
    await waitStatus(page, (st) => !st.analysisBoard, null, { what: 'the game again, by A' });
    assert.deepEqual(page.errors, []);
  });
});

test('touch and the set-up card: another board, tokens by the colour popup, hot-seat from the set-up (phone)', async () => {
  await withGame('', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, contextOptions: { hasTouch: true, isMobile: true } }, async (page) => {
    await tap(page, 'new');
    await frames(page);
    await tap(page, 'setup.variant.1');
    await tap(page, 'setup.analysis');
    let s = await waitStatus(page, (st) => st.analysisBoard, null, { what: 'the analysis board' });
    assert.equal(s.variant, 'exact5');
    assert.equal(s.moves, 0);
    await tap(page, 'c3');
    await tap(page, 'popup.blue');
    await tap(page, 'd4');
    await tap(page, 'popup.red');
    assert.deepEqual(tokens(await record(page)), ['c3o', 'd4x']);
    // Esc closes the colour popup and only that: the board stays.
    const popupShown = async () => 'popup.red' in (await layout(page)).targets;
    await tap(page, 'e5');
    assert.ok(await popupShown(), 'the colour popup is open');
    await press(page, 'Escape');
    await frames(page, 3);
    assert.ok(!(await popupShown()), 'Esc closed the colour popup');
    s = await status(page);
    assert.ok(s.analysisBoard, 'the analysis board stays open');
    assert.deepEqual(s.players, ['You', 'You'], 'one player sets up the analysis board');
    assert.deepEqual(tokens(await record(page)), ['c3o', 'd4x']);
    // Every move solved first: when the search ends, the card's result adds a
    // line and moves the buttons below it down (a tap on Hot-seat aimed while
    // the search ran was once not taken).
    await waitStatus(page, everyMoveSolved, null, { timeout: 90000, what: 'every move solved' });
    await frames(page);
    await shot(page, 'web-analysis-phone');
    await tap(page, 'analysis.hotseat');
    s = await waitStatus(page, (st) => !st.analysisBoard, null, { what: 'hot-seat from the set-up' });
    assert.equal(s.orderSeat, 'human');
    assert.equal(s.chaosSeat, 'human');
    assert.deepEqual(s.players, ['Human', 'Human'], 'two people share the screen');
    assert.equal(s.setupPly, 2);
    assert.deepEqual(page.errors, []);
  });
});
