// Accessibility and the quieter touches of the web game: a whole game played
// with the keyboard alone, followed through the page's text view and its
// live announcements (what a screen reader reads); the proven verdict and
// the hint announced; sound with its remembered mute switch, off inside an
// embed; reduced motion followed from the browser's setting; the New game card
// and the Share, Review and Pause controls from the keyboard.
//
//   node --test web/tests/access.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { click, env, frames, framesDrawnAfterSettling, layout, parseRecord, press, record, shot, status, useBrowser,
  waitStatus, withGame } from './helpers.mjs';

useBrowser();

// Collects every text the live region shows, from the page's first script on.
function listenToAnnouncements() {
  window.ocAnnouncements = [];
  document.addEventListener('DOMContentLoaded', () => {
    const live = document.getElementById('sr-live');
    new MutationObserver(() => {
      if (live.textContent) window.ocAnnouncements.push(live.textContent);
    }).observe(live, { childList: true, characterData: true, subtree: true });
  });
}

const announcements = (page) => page.evaluate(() => window.ocAnnouncements.slice());
const textView = (page) => page.evaluate(() => ({
  rows: [...document.querySelectorAll('#sr-board li')].map((li) => li.textContent),
  moves: [...document.querySelectorAll('#sr-moves li')].map((li) => li.textContent),
}));

// The board as the text view tells it: {cell: 'red' | 'blue' | 'empty'}.
function boardFromRows(rows) {
  const cells = {};
  for (const row of rows) {
    for (const item of row.replace(/^Row \d+: /, '').split(', ')) {
      const [cell, what] = item.split(' ');
      cells[cell] = what;
    }
  }
  return cells;
}

test('keyboard only: a whole game, followed through the text view and the announcements', async () => {
  await withGame('?n=4&l=4&c=strong', { initScript: listenToAnnouncements }, async (page) => {
    const n = 4;
    let cursor = { row: 1, col: 1 };  // the cursor starts in the middle: b2
    let turn = 0;
    let s = await status(page);
    while (!s.over) {
      assert.ok(turn < 10, 'the game did not end within 20 moves');
      const view = await textView(page);
      assert.equal(view.rows.length, n, 'one line a row');
      const cells = boardFromRows(view.rows);
      // The text view agrees with the game's record, cell by cell.
      const played = parseRecord(await record(page));
      for (const m of played) assert.equal(cells[m.cell], m.kind === 'x' ? 'red' : 'blue', `the text view for ${m.cell}`);
      assert.equal(Object.values(cells).filter((c) => c !== 'empty').length, played.length, 'no other tokens in the text view');
      assert.equal(view.moves.length, played.length, 'one line a move');

      // Walk the cursor to the first empty cell with the arrow keys; place red or blue in turn.
      const target = Object.keys(cells).find((c) => cells[c] === 'empty');
      const goal = { row: Number(target.slice(1)) - 1, col: target.charCodeAt(0) - 97 };
      while (cursor.row < goal.row) { await press(page, 'ArrowDown'); cursor.row++; }
      while (cursor.row > goal.row) { await press(page, 'ArrowUp'); cursor.row--; }
      while (cursor.col < goal.col) { await press(page, 'ArrowRight'); cursor.col++; }
      while (cursor.col > goal.col) { await press(page, 'ArrowLeft'); cursor.col--; }
      const before = s.moves;
      await press(page, turn % 2 === 0 ? 'r' : 'b');
      s = await waitStatus(page, (st, b) => st.over || (st.moves === b + 2 && !st.computerToMove), before,
        { what: `the move at ${target} and the computer's reply` });
      const said = (await announcements(page)).join(' | ');
      const kind = turn % 2 === 0 ? 'red' : 'blue';
      assert.ok(said.includes(`Order played ${target} ${kind}`), `the move at ${target} was announced: ${said}`);
      if (turn === 0 && !s.over) {
        // A refused move is announced as it is shown: the cursor is still on the cell just taken.
        await press(page, 'r');
        await frames(page, 2);
        const refusal = (await announcements(page)).slice(-1)[0];
        assert.equal(refusal, `${target}: that cell is already taken.`);
        assert.equal((await status(page)).moves, s.moves, 'the refused move changed nothing');
      }
      ++turn;
    }
    const said = await announcements(page);
    assert.ok(said.some((t) => t.includes('Cursor on ')), 'the cursor cell is announced');
    assert.ok(said.some((t) => /Chaos played [a-d][1-4] (red|blue)/.test(t)), 'the computer\'s moves are announced');
    assert.ok(said.some((t) => / wins: .*after \d+ moves/.test(t)), `the result is announced: ${said.slice(-3).join(' | ')}`);
    const view = await textView(page);
    assert.equal(view.moves.length, s.moves, 'the move list of the text view is complete');
    assert.match(view.moves[0], /^Order played [a-d][1-4] red$/);
    assert.deepEqual(page.errors, []);
    await shot(page, 'web-keyboard-only-finished');
  });
});

test('screen reader: the proven verdict and the hint are announced', async () => {
  await withGame('?o=human&c=human&hints=on&m=c3x', { initScript: listenToAnnouncements }, async (page) => {
    const s = await waitStatus(page, (st) => st.hint && st.hint.verdictReason && st.hint.move && !st.hint.analysing, null,
      { what: 'a proven verdict and the hint\'s move' });
    await frames(page, 4);
    const hinted = `${s.hint.move.slice(0, -1)} ${s.hint.move.endsWith('x') ? 'red' : 'blue'}`;
    const said = (await announcements(page)).join(' | ');
    assert.match(said, /A game of Order and Chaos on 6 by 6, 1 move played\. Order played c3 red\. Chaos to move\./);
    assert.match(said, /Order can force a win[^|]*proven/, `the verdict is announced as proven: ${said}`);
    assert.ok(said.includes(`Hint: ${hinted}.`), `the hint (${hinted}) is announced: ${said}`);
    // The canvas tells a screen reader what it is and how to play on it.
    const canvas = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { role: c.getAttribute('role'), label: c.getAttribute('aria-label'), tabIndex: c.tabIndex };
    });
    assert.equal(canvas.role, 'application');
    assert.match(canvas.label, /Arrow keys move the cursor/);
    assert.equal(canvas.tabIndex, 0, 'the board can be reached with Tab');
  });
});

test('sound: on in a page of its own, muted with M or the button, remembered; off inside an embed', async () => {
  await withGame('?n=4&l=4&o=human&c=human', async (page) => {
    assert.equal((await status(page)).sound, true, 'sound starts on in a page of its own');
    await click(page, 'a1');
    await waitStatus(page, (s) => s.moves === 1);
    await frames(page, 4);
    assert.deepEqual(await page.evaluate(() => window.ocSoundLog), ['place'], 'a placed token sounds');
    await press(page, 'm');
    assert.equal((await status(page)).sound, false, 'M turns the sound off');
    assert.equal(await page.evaluate(() => localStorage.getItem('order-and-chaos/sound')), 'off');
    await click(page, 'b1');
    await waitStatus(page, (s) => s.moves === 2);
    await frames(page, 4);
    assert.deepEqual(await page.evaluate(() => window.ocSoundLog), ['place'], 'a muted game makes no sound');
    await page.reload();
    await page.waitForFunction(() => window.ocReady === true, null, { timeout: 60000 });
    assert.equal((await status(page)).sound, false, 'the choice survives a reload');
    await click(page, 'sound');
    assert.equal((await status(page)).sound, true, 'the Sound button turns it back on');
    assert.equal(await page.evaluate(() => localStorage.getItem('order-and-chaos/sound')), 'on');
    assert.deepEqual(page.errors, []);
  });

  const context = await env.browser.newContext({ viewport: { width: 1000, height: 700 } });
  try {
    const host = await context.newPage();
    await host.goto(env.baseUrl + 'embed-example.html');
    await host.evaluate((src) => new Promise((resolve) => {
      document.body.innerHTML = '<iframe id="g" style="width:800px;height:600px;border:0"></iframe>';
      const f = document.getElementById('g');
      f.onload = resolve;
      f.src = src;
    }), env.baseUrl + 'index.html?n=4&l=4&o=human&c=human');
    const frame = await (await host.waitForSelector('#g')).contentFrame();
    await frame.waitForFunction(() => window.ocReady === true, null, { timeout: 60000 });
    const s = JSON.parse(await frame.evaluate(() => Module.ccall('oc_status', 'string', [], [])));
    assert.equal(s.sound, false, 'sound starts off inside an embed');
  } finally {
    await context.close();
  }
});

test('reduced motion: the game follows the browser\'s setting', async () => {
  await withGame('?m=c3x', async (plain) => {
    assert.equal((await status(plain)).reducedMotion, false);
  });
  await withGame('?n=4&l=4&o=human&c=human&m=a1x.a2o.b1x.b2o.c1x.c2o', { contextOptions: { reducedMotion: 'reduce' } }, async (page) => {
    assert.equal((await status(page)).reducedMotion, true);
    await click(page, 'd1');  // completes the top row: a winning row that would pulse
    await waitStatus(page, (s) => s.over);
    // Nothing moves: no pulsing row, so the game stops drawing as soon as the
    // win is shown (the check allows 1.5 s for the last frames; with motion,
    // the row pulses for 4 s and the game draws every frame, so it throws).
    // Counted in frames, not in time, so that load cannot change the
    // verdict: this suite runs beside others.
    const drawn = await framesDrawnAfterSettling(page, { settleMs: 1500 });
    console.log(`reduced motion: ${drawn} frames drawn in the 2 s after the win was shown`);
    assert.equal(drawn, 0, `the game drew ${drawn} frames in the 2 s after the win`);
    const s = await status(page);
    assert.equal(s.winner, 'order');
    await shot(page, 'web-reduced-motion-win');
  });
});

test('keyboard only: the New game card, with Tab, the arrows and Enter', async () => {
  await withGame('?c=casual', async (page) => {
    const cardOpen = async () => (await layout(page)).targets['setup.start'] !== undefined;
    await page.focus('#canvas');  // as a keyboard user's first Tab does
    await press(page, 'n');
    assert.ok(await cardOpen(), 'N opens the card');
    await press(page, 'Tab');  // the first key shows the focus, on the rule
    await press(page, 'ArrowRight');  // exact
    await press(page, 'Tab');
    await press(page, 'ArrowRight');  // 4x4 mini
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight');  // Chaos first
    await press(page, 'ArrowDown');   // Order: human, kept
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight');  // Chaos: casual -> strong
    await shot(page, 'web-setup-keyboard');
    assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.id), 'canvas',
      'Tab stays in the game while the card is open');
    await press(page, 'Enter');
    assert.equal(await cardOpen(), false, 'Enter starts the game');
    const s = await status(page);
    assert.deepEqual([s.variant, s.size, s.first, s.orderSeat, s.chaosSeat], ['exact5', 4, 'chaos', 'human', 'strong']);

    // Up from the first stop wraps to Start; Left moves to Cancel, Enter presses it.
    await press(page, 'n');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowUp');
    await press(page, 'ArrowLeft');
    await shot(page, 'web-setup-keyboard-cancel');
    await press(page, 'ArrowRight');  // on the focused Cancel button, Left/Right move along the buttons
    await press(page, 'ArrowLeft');
    await press(page, 'Enter');
    assert.equal(await cardOpen(), false, 'Enter on Cancel closes the card');
    const after = await status(page);
    assert.deepEqual([after.variant, after.size, after.first, after.chaosSeat], ['exact5', 4, 'chaos', 'strong'], 'Cancel keeps the game');
    // Tab is the page's again once the card is closed.
    await press(page, 'Tab');
    assert.notEqual(await page.evaluate(() => document.activeElement && document.activeElement.id), 'canvas');
    assert.deepEqual(page.errors, []);
  });
});

test('keyboard only: C shares, V reviews, P pauses two computers', async () => {
  await withGame('?c=casual&m=c3x.d4o', async (page) => {
    await page.focus('#canvas');
    await press(page, 'v');
    assert.ok((await status(page)).review, 'V opens the review');
    await press(page, 'v');
    assert.equal((await status(page)).review, undefined, 'V again closes it');
    await press(page, 'c');
    assert.ok((await layout(page)).targets['share.close'], 'C opens the Share card');
    await press(page, 'Escape');
    assert.equal((await layout(page)).targets['share.close'], undefined, 'Esc closes it');
    // Its buttons from the keyboard: Tab shows the focus on Copy link, Enter
    // copies (or says the browser refused); Tab to Close, Enter closes.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.baseUrl });
    await press(page, 'c');
    await press(page, 'Tab');
    await press(page, 'Enter');
    await frames(page, 4);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /m=c3x\.d4o/, 'Enter on Copy link copies the link');
    await shot(page, 'web-keys-share');
    await press(page, 'Tab');
    await press(page, 'Enter');
    assert.equal((await layout(page)).targets['share.close'], undefined, 'Enter on Close closes the card');
    assert.deepEqual(page.errors, []);
  });
  await withGame('?o=casual&c=casual&speed=slow', async (page) => {
    await page.focus('#canvas');
    await press(page, 'p');
    assert.equal((await status(page)).waiting, 'paused', 'P pauses the computers');
    const moves = (await status(page)).moves;
    await page.waitForTimeout(2000);  // slow speed: a move every 1.5 s, were they playing
    assert.equal((await status(page)).moves, moves, 'no move while paused');
    await press(page, 'p');
    assert.notEqual((await status(page)).waiting, 'paused', 'P again resumes');
    assert.deepEqual(page.errors, []);
  });
});

test('keyboard only: the help card scrolls with the arrows, Page Down and End, and Enter closes it', async () => {
  await withGame('', { viewport: { width: 390, height: 844 } }, async (page) => {
    await page.focus('#canvas');
    await press(page, 'F1');
    assert.equal((await status(page)).help, true);
    await page.waitForTimeout(500);  // ImGui fades the page's dimming in behind the card (about 0.2 s)
    const top = await page.screenshot();
    await press(page, 'End');
    const end = await page.screenshot();
    assert.notDeepEqual(end, top, 'End scrolls the card');
    await press(page, 'Home');
    assert.deepEqual(await page.screenshot(), top, 'Home scrolls it back to the top');
    await press(page, 'PageDown');
    assert.notDeepEqual(await page.screenshot(), top, 'Page Down scrolls it');
    await shot(page, 'web-help-scrolled');
    await press(page, 'Enter');
    assert.equal((await status(page)).help, false, 'Enter closes it');
    assert.deepEqual(page.errors, []);
  });
});
