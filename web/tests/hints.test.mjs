// The strategy hints in the browser: Order's mirror strategy, Chaos's
// pairing in the exact-five game, and the note when Order leaves its
// strategy.
//
//   node --test web/tests/hints.test.mjs     (from the repo root or web/)
//
// Screenshots go to web/test-results/*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP_VIEWPORT, click, layout, press, record, shot, status, useBrowser, waitStatus, withGame } from './helpers.mjs';
import { clickMove, computerReplied } from './playing.mjs';

useBrowser();

test('hints for Order follow the mirror strategy; the recommended move can be played', async () => {
  await withGame('?m=c3x.a4o&c=human', async (page) => {
    assert.equal((await status(page)).hints, false);
    assert.equal((await status(page)).hint, undefined, 'no hint object while hints are off');
    await press(page, 'h');
    let s = await waitStatus(page, (st) => st.hints && st.hint && st.hint.move !== '', null, { what: 'a hint' });
    assert.equal(s.hint.side, 'order');
    assert.equal(s.hint.source, 'strategy');
    assert.equal(s.hint.move, 'f4x');
    assert.match(s.hint.reason, /^Mirror/);
    assert.equal(s.hint.plan, "Order's proven strategy");
    assert.equal(s.hint.planApplies, true);
    assert.ok(s.hint.liveWindows > 0, 'live windows are counted');
    // The verdict says what proves it (the card shows this line under the badge).
    s = await waitStatus(page, (st) => st.hint.verdictReason !== '', null, { what: 'the verdict\u2019s reason' });
    assert.match(s.hint.verdict, /^Order/);
    assert.match(s.hint.verdictReason, /^proven by /);
    await shot(page, 'web-hints-order');

    // The Hints button toggles them too.
    await click(page, 'hints');
    assert.equal((await status(page)).hints, false);
    await click(page, 'hints');
    s = await waitStatus(page, (st) => st.hints && st.hint && st.hint.move === 'f4x', null, { what: 'the hint again' });

    // Follow the hint.
    await clickMove(page, { cell: 'f4', kind: 'x' });
    s = await status(page);
    assert.equal(s.record, 'c3x a4o f4x');
    assert.equal(s.hint.side, 'chaos', 'the hint follows the side to move');
    assert.match(s.hint.note, /Order has followed its proven strategy/);
    assert.deepEqual(page.errors, []);
  });
});

test("hints for Chaos in the exact-five game follow Chaos's pairing", async () => {
  await withGame('?v=exact5&m=c3x&c=human', async (page) => {
    await click(page, 'hints');
    const s = await waitStatus(page, (st) => st.hints && st.hint && st.hint.move !== '', null, { what: 'a hint' });
    assert.equal(s.toMove, 'chaos');
    assert.equal(s.hint.side, 'chaos');
    assert.equal(s.hint.source, 'strategy');
    assert.equal(s.hint.plan, "Chaos's pairing strategy");
    assert.equal(s.hint.planApplies, true);
    assert.match(s.hint.reason, /^Pair/);
    assert.match(s.hint.move, /^[a-f][1-6][xo]$/);
    await shot(page, 'web-hints-chaos');
    const move = { cell: s.hint.move.slice(0, -1), kind: s.hint.move.slice(-1) };
    await clickMove(page, move);
    assert.equal(await record(page), `c3x ${s.hint.move}`);
    assert.deepEqual(page.errors, []);
  });
});

test('after Order leaves the strategy (a1 instead of c3) the hint says it no longer applies', async () => {
  // Casual answers at once; the strong computer takes about ten seconds here in headless Chromium.
  await withGame('?hints=on&c=casual', { viewport: DESKTOP_VIEWPORT }, async (page) => {
    let s = await waitStatus(page, (st) => st.hints && st.hint && st.hint.move !== '', null, { what: 'the opening hint' });
    assert.equal(s.chaosSeat, 'casual', 'the computer plays Chaos');
    assert.equal(s.hint.move, 'c3x');
    assert.equal(s.hint.source, 'strategy');
    await click(page, 'a1');
    s = await waitStatus(page, computerReplied, 0, { what: "the computer's reply" });
    assert.equal(s.toMove, 'order');
    assert.match(s.record, /^a1x [a-f][1-6][xo]$/);
    assert.equal(s.hint.side, 'order');
    assert.equal(s.hint.plan, "Order's proven strategy");
    assert.equal(s.hint.planApplies, false);
    assert.match(s.hint.note, /no longer applies/);
    assert.match(s.hint.note, /a1x instead of c3x/);
    assert.notEqual(s.hint.source, 'strategy', 'the strategy cannot recommend a move any more');
    assert.ok((await layout(page)).targets['hint.notes'], 'a 1200x760 window has room for the note');
    await shot(page, 'web-hints-plan-left');
    assert.deepEqual(page.errors, []);
  });
});

test('a low window leaves the note on the plan out, for the move list', async () => {
  await withGame('?hints=on&m=a1x.c4o', { viewport: { width: 1280, height: 700 } }, async (page) => {
    const s = await waitStatus(page, (st) => st.hint && st.hint.move !== '', null, { what: 'the hint' });
    assert.match(s.hint.note, /no longer applies/);
    assert.equal((await layout(page)).targets['hint.notes'], undefined);
  });
});
