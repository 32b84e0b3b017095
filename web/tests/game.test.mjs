// End-to-end tests of playing in the web build: a full game against the
// computer on the 4x4 board, the move list, undo and redo against the
// computer, themes, touch, the set-up card's seats and the exact rule's notes.
// The hints, the saved game and the page's responsiveness have files of their
// own.
//
//   node --test web/tests/game.test.mjs     (from the repo root or web/)
//
// Screenshots go to web/test-results/*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkClassicGame, click, frames, layout, parseRecord, press, record, shot, status, tap, useBrowser,
  waitStatus, withGame } from './helpers.mjs';
import { clickMove, computerReplied, orderMove } from './playing.mjs';

useBrowser();

test('a full game against the computer on the 4x4 board', async () => {
  await withGame('?n=4&l=4&c=strong', async (page) => {
    let s = await status(page);
    assert.equal(s.size, 4);
    assert.equal(s.line, 4);
    assert.equal(s.orderSeat, 'human');
    assert.equal(s.chaosSeat, 'strong');
    assert.equal(s.toMove, 'order');
    assert.equal(s.computerToMove, false);
    let humanMoves = 0;
    while (!s.over) {
      assert.equal(s.toMove, 'order', `the human (Order) must be to move, status ${JSON.stringify(s)}`);
      const before = s;
      const move = orderMove(before.record, 4, 4);
      await clickMove(page, move);
      ++humanMoves;
      s = await waitStatus(page, computerReplied, before.moves, { what: `the computer's reply to ${move.cell}${move.kind}` });
      const played = parseRecord(s.record);
      assert.equal(played.length >= before.moves + 1, true);
      assert.equal(`${played[before.moves].cell}${played[before.moves].kind}`, `${move.cell}${move.kind}`,
        `the human move must be in the record: ${s.record}`);
      assert.ok(s.record.startsWith(before.record), 'earlier moves stay');
      if (s.moves === before.moves + 1) {
        assert.equal(s.over, true, 'the computer must reply to every move that does not end the game');
      } else {
        assert.equal(s.moves, before.moves + 2, 'exactly one computer reply per human move');
      }
      assert.ok(humanMoves <= 8, 'a 4x4 game lasts at most 16 moves');
    }
    assert.notEqual(s.winner, 'none');
    assert.equal(s.banner, true, 'the result banner must show');
    // It leaves the last move in view (on a full 4x4 board every spot covers tokens).
    const l = await layout(page);
    const played = parseRecord(s.record);
    const last = played[played.length - 1];
    const [x, y] = l.cells[last.row * 4 + last.col];
    const [x0, y0, x1, y1] = l.banner;
    assert.ok(x < x0 || x > x1 || y < y0 || y > y1, `the banner ${l.banner} covers the last move ${last.cell} at ${x},${y}`);
    const replay = checkClassicGame(s.record, 4, 4);
    assert.deepEqual({ winner: s.winner, reason: s.reason }, { winner: replay.winner, reason: replay.reason },
      `the result must follow from the record ${s.record}`);
    await shot(page, 'web-game-finished');
    // Nothing moves after the end, and the computer stays idle.
    await frames(page, 20);
    assert.equal((await status(page)).record, s.record);
    assert.deepEqual(page.errors, []);
  });
});

test('on a short window the move list shows the last move of a loaded game, and follows new moves', async () => {
  // 660 px high with hints on leaves the move list room for about two rows.
  await withGame('?hints=on&o=human&c=human&m=c3x.d4o.a1x.f6o.b2x.e5o.c4x.d3o', { viewport: { width: 1100, height: 660 } }, async (page) => {
    await waitStatus(page, (st) => st.moves === 8 && st.hint && st.hint.verdict !== '', null, { what: 'the loaded game and its hint' });
    await frames(page, 5);
    const visible = async (name) => {
      const t = (await layout(page)).targets;
      assert.ok(t[name], `no target ${name}`);
      return t[name][1] > t.moves[1] && t[name][1] < t.new[1] - 20;
    };
    assert.ok(await visible('move.8'), 'the last move is in view');
    assert.ok(!(await visible('move.1')), 'the first move has scrolled out of view (the test needs a list too short for all)');
    await click(page, 'a6');
    await waitStatus(page, (st) => st.moves === 9, null, { what: 'the ninth move' });
    await frames(page, 5);
    assert.ok(await visible('move.9'), 'a new move comes into view');
    await shot(page, 'web-short-move-list');
    assert.deepEqual(page.errors, []);
  });
});

test("undo against the computer takes back its reply and the human move; redo restores them", async () => {
  await withGame('?c=casual', async (page) => {
    await click(page, 'c3');
    let s = await waitStatus(page, computerReplied, 0, { what: "the computer's first reply" });
    const afterFirst = s.record;
    await click(page, 'd4', 'right');
    s = await waitStatus(page, computerReplied, 2, { what: "the computer's second reply" });
    assert.equal(s.moves, 4);
    const afterSecond = s.record;

    await click(page, 'undo');
    s = await status(page);
    assert.equal(s.moves, 2, 'undo takes back two moves');
    assert.equal(s.record, afterFirst);
    assert.equal(s.redo, 2);
    assert.equal(s.toMove, 'order');
    await press(page, 'u');
    s = await status(page);
    assert.equal(s.moves, 0);
    assert.equal(s.redo, 4);
    // Looking back: the computer does not play meanwhile.
    await frames(page, 30);
    assert.equal((await status(page)).moves, 0);

    await click(page, 'redo');
    s = await status(page);
    assert.equal(s.record, afterFirst, 'redo replays the human move and the reply');
    await press(page, 'Control+y');
    s = await status(page);
    assert.equal(s.record, afterSecond);
    assert.equal(s.redo, 0);
    await press(page, 'Control+z');
    assert.equal((await status(page)).record, afterFirst);

    // A new move after an undo replaces the undone ones, and the computer answers it.
    await click(page, 'e5');
    s = await waitStatus(page, computerReplied, 2, { what: 'the reply after a new move' });
    assert.ok(s.record.startsWith(`${afterFirst} e5x `), s.record);
    assert.equal(s.redo, 0);
    assert.deepEqual(page.errors, []);
  });
});

test('themes: colour-blind, the 4x4 board, and light through the Theme button and T', async () => {
  await withGame('?theme=colourblind&m=c3x.d4o.e5x.b2o.d3x&c=human', async (page) => {
    assert.equal((await status(page)).theme, 'colourblind');
    await shot(page, 'web-colourblind');
  });
  await withGame('?n=4&l=4&m=b2x.c3o.b3x&hints=on', async (page) => {
    const s = await status(page);
    assert.equal(s.size, 4);
    await waitStatus(page, (st) => st.hint && !st.hint.analysing, null, { what: 'the hint verdict on 4x4' });
    await shot(page, 'web-mini');
  });
  await withGame('?m=c3x.d4o&c=human', async (page) => {
    assert.equal((await status(page)).theme, 'dark');
    await click(page, 'theme');
    assert.equal((await status(page)).theme, 'light');
    await shot(page, 'web-light');
    await press(page, 't');
    assert.equal((await status(page)).theme, 'colourblind');
    await press(page, 't');
    assert.equal((await status(page)).theme, 'colourblind-light');
    await shot(page, 'web-colourblind-light');
    await press(page, 't');
    assert.equal((await status(page)).theme, 'dark');
    assert.deepEqual(page.errors, []);
  });
});

test('touch: a tap opens the colour popup; tapping blue plays an O', async () => {
  await withGame('?c=casual', {
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, contextOptions: { hasTouch: true, isMobile: true },
  }, async (page) => {
    let l = await layout(page);
    assert.equal(l.portrait, true);
    assert.equal(l.targets['popup.blue'], undefined, 'no popup before a tap');
    await tap(page, 'c3');
    await frames(page, 4);
    l = await layout(page);
    assert.ok(l.targets['popup.red'] && l.targets['popup.blue'], `the colour popup must open, targets: ${Object.keys(l.targets).join(' ')}`);
    assert.equal(await record(page), '', 'a tap alone does not play');
    await shot(page, 'web-touch-popup');
    await tap(page, 'popup.blue');
    let s = await status(page);
    assert.match(s.record, /^c3o/, 'the move is played with blue (o)');
    assert.equal((await layout(page)).targets['popup.blue'], undefined, 'the popup closes');
    s = await waitStatus(page, computerReplied, 0, { what: "the computer's reply" });
    // A tap on an occupied cell opens no popup and explains.
    await tap(page, 'c3');
    l = await layout(page);
    assert.equal(l.targets['popup.blue'], undefined);
    assert.match((await status(page)).message, /already taken/);
    await shot(page, 'web-touch-played');
    assert.deepEqual(page.errors, []);
  });
});

test('the set-up card seats the computer on Order, which then moves first by itself', async () => {
  await withGame('', async (page) => {
    await click(page, 'new');
    await click(page, 'setup.chaos.0');  // Chaos: Human
    await click(page, 'setup.order.1');  // Order: Casual
    await shot(page, 'web-setup-seats');
    await click(page, 'setup.start');
    let s = await status(page);
    assert.equal(s.orderSeat, 'casual');
    assert.equal(s.chaosSeat, 'human');
    assert.equal(s.first, 'order');
    s = await waitStatus(page, (st) => st.moves === 1 && st.toMove === 'chaos' && !st.computerToMove, null,
      { what: 'the computer (Order) opening' });
    // The human plays Chaos; the computer answers.
    const cell = ['c3', 'd4', 'a1'].find((c) => !s.record.startsWith(c));
    await click(page, cell, 'right');
    s = await waitStatus(page, computerReplied, 1, { what: "the computer's reply to Chaos" });
    assert.equal(s.moves, 3);
    assert.equal(s.toMove, 'chaos');
    assert.deepEqual(page.errors, []);
  });
});

test('exact rule: a pending five and a six are explained on the board as they are made', async () => {
  for (const [viewport, name] of [[{ width: 1200, height: 760 }, 'desktop'], [{ width: 390, height: 844 }, 'phone']]) {
    await withGame('?v=exact5&o=human&c=human&m=a3x.a1o.b3x.a6o.c3x.f6o.d3x.f1o', { viewport }, async (page) => {
      await press(page, 'r');
      await click(page, 'e3');
      let s = await status(page);
      assert.match(s.record, /e3x$/);
      assert.equal(s.message, 'Five red in a row, open at f3: blue there wins, red spoils it');
      await shot(page, `web-exact-pending-${name}`);
      await click(page, 'f3');
      s = await status(page);
      assert.match(s.record, /f3x$/);
      assert.equal(s.over, false, 'a six does not win under the exact rule');
      assert.equal(s.message, 'Six red in a row: no win, only exactly five counts');
      await shot(page, `web-exact-six-${name}`);
      assert.deepEqual(page.errors, []);
    });
  }
});
