// The game in progress survives a reload (with its seats, theme and hints,
// and from a page opened with a query), and corrupt saved data is set aside
// with a notice while a new game starts (with the saved game's rules and the
// player's settings, where the data is a saved game whose moves are bad).
//
//   node --test web/tests/saved_game.test.mjs     (from the repo root or web/)
//
// Screenshots go to web/test-results/*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { click, press, saved, shot, status, STORAGE_KEY, useBrowser, waitReady, withGame } from './helpers.mjs';
import { playAgainstComputer } from './playing.mjs';

useBrowser();

test('a reload continues the saved game with its seats, theme and hints', async () => {
  // Settings come from the query (casual answers at once), the Theme button
  // and the H key; then the plain address (no query) must find them saved.
  await withGame('?c=casual', async (page) => {
    await press(page, 'h');
    await click(page, 'theme');
    let s = await status(page);
    assert.equal(s.theme, 'light');
    assert.equal(s.hints, true);
    s = await playAgainstComputer(page, 2);
    const before = s;
    assert.ok((await saved(page)) !== null, 'the session is saved in local storage');

    const expectRestored = async (what) => {
      await waitReady(page);
      assert.ok((await page.evaluate(() => window.ocSavedAtStart)) !== null, `${what}: the page found the saved session`);
      const r = await status(page);
      assert.deepEqual(
        [r.record, r.orderSeat, r.chaosSeat, r.theme, r.hints, r.toMove, r.notices],
        [before.record, 'human', 'casual', 'light', true, 'order', []], `${what}: the saved game and settings come back`);
      return r;
    };
    await page.goto(page.url().replace(/\?.*$/, ''));
    await expectRestored('opening the plain address');
    await page.reload();
    s = await expectRestored('a reload');
    await shot(page, 'web-reloaded');

    // Play on.
    s = await playAgainstComputer(page, 1);
    assert.equal(s.moves, 6);
    assert.ok(s.record.startsWith(before.record), s.record);
    assert.deepEqual(page.errors, []);
  });
});

// README: "settings and the game in progress survive a reload". A page
// opened from a link with a query (e.g. the README's embedding example
// ?c=perfect&hints=on) is reloaded with the same query.
test('a reload of a page opened with a query keeps the game in progress', async () => {
  await withGame('?c=casual&hints=on&theme=light', async (page) => {
    const before = await playAgainstComputer(page, 1);
    await page.reload();
    await waitReady(page);
    const s = await status(page);
    assert.deepEqual([s.record, s.chaosSeat, s.theme, s.hints], [before.record, 'casual', 'light', true],
      'the game played before the reload must come back');
  });
});

for (const [label, garbage] of [
  ['garbage', '\u0000not a saved game {{%%'],
  ['a saved game with an illegal move', null],  // filled in from a real saved state below
  ['too large to read', `{${'x'.repeat(200000)}}`],
]) {
  test(`corrupt saved data (${label}) gives a notice and a playable new game`, async () => {
    let value = garbage;
    // What a saved game that cannot be restored still keeps (its rules and
    // the player's settings); nothing when the data is not a saved game.
    let kept = { chaosSeat: 'strong', theme: 'dark', hints: false };
    if (value === null) {
      // A real saved state, with its moves replaced by an impossible one.
      kept = { chaosSeat: 'casual', theme: 'light', hints: true };
      await withGame('?m=c3x.d4o&c=casual&theme=light&hints=on', async (probe) => {
        value = await saved(probe);
      });
      assert.match(value, /c3x/, `unexpected saved state '${value}'`);
      value = value.replace(/c3x[.%2Ea-z0-9]*/i, 'c3x.c3o');
    }
    await withGame('', {
      initScript: ([key, v]) => {
        // Only before the first load: later loads must see what the game saved.
        if (!sessionStorage.getItem('oc-test-seeded')) {
          localStorage.setItem(key, v);
          sessionStorage.setItem('oc-test-seeded', '1');
        }
      },
      initArg: [STORAGE_KEY, value],
    }, async (page) => {
      assert.equal(await page.evaluate(() => window.ocSavedAtStart), value, 'the corrupt data was there at start-up');
      assert.equal(await page.evaluate((key) => localStorage.getItem(`${key}.unreadable`), STORAGE_KEY), value,
        'the corrupt data is set aside as it was');
      let s = await status(page);
      assert.equal(s.moves, 0, 'a new game starts');
      assert.equal(s.notices.length, 1, `one notice, got ${JSON.stringify(s.notices)}`);
      assert.match(s.notices[0], /saved game could not be read/);
      assert.deepEqual({ chaosSeat: s.chaosSeat, theme: s.theme, hints: s.hints }, kept, 'the settings the saved data still gives');
      await shot(page, `web-corrupt-${label.replace(/\W+/g, '-')}`);
      await click(page, 'c3');
      s = await status(page);
      assert.match(s.record, /^c3x/, 'the new game is playable');
      assert.equal(s.computerToMove || s.moves === 2, true, 'the computer answers');
      assert.notEqual(await saved(page), value, 'the new game is saved in place of the corrupt data');
      await click(page, 'notices.dismiss');
      assert.deepEqual((await status(page)).notices, []);
      // The new game survives a reload without a notice.
      await page.reload();
      await waitReady(page);
      s = await status(page);
      assert.deepEqual(s.notices, []);
      assert.match(s.record, /^c3x( [a-f][1-6][xo])?$/);
      assert.deepEqual(page.errors, []);
    });
  });
}
