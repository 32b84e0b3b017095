// Memory over many games (a page may stay open for hundreds): malloc holds
// steady game after game and the heap stays within the browser budget. It
// times nothing, so it runs beside other suites (ui/CMakeLists.txt); the
// figures are printed.
//
//   node --test web/tests/memory.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, waitStatus, withGame } from './helpers.mjs';

useBrowser();

// Once the first games have grown the buffers that keep their largest size
// (ImGui's, the history's), what malloc holds must stay put game after game
// (a leak would show), and the heap (which never shrinks) must stay within
// the browser budget.
test('memory: twenty more computer-vs-computer games leave malloc where five left it', async () => {
  const query = 'n=4&l=4&o=casual&c=casual&speed=fast&hints=on';
  // A phone's screen: where memory is tightest, and a third of the desktop
  // size's pixels for the software WebGL of the tests' browser to draw
  // (the suite alone: 82 -> 60 core-seconds).
  await withGame('?' + query, { viewport: { width: 390, height: 844 } }, async (page) => {
    const heap = () => page.evaluate(() => ({
      wasm: Module.HEAP8.length,
      inUse: Module.ccall('oc_heap_in_use', 'number', [], []),
      js: performance.memory ? performance.memory.usedJSHeapSize : 0,
    }));
    const playOne = async () => {
      await waitStatus(page, (s) => s.over, null, { timeout: 60000, what: 'a computer-vs-computer game to end' });
      const answer = await page.evaluate((q) => Module.ccall('oc_embed_new_game', 'string', ['string'], [q]), query);
      assert.equal(JSON.parse(answer).ok, true, answer);
    };
    for (let i = 0; i < 5; ++i) await playOne();
    const first = await heap();
    for (let i = 0; i < 20; ++i) await playOne();
    const last = await heap();
    const mib = (b) => (b / 2 ** 20).toFixed(2);
    console.log(`memory: malloc in use ${mib(first.inUse)} MiB after 5 games, ${mib(last.inUse)} MiB after 25; ` +
                `wasm heap ${mib(first.wasm)} -> ${mib(last.wasm)} MiB; JS heap ${mib(first.js)} -> ${mib(last.js)} MiB`);
    // Both moments are the same state (a fresh game of the same set-up). Over
    // 100 games malloc's total rose 120 KB in the first ten and then held
    // within 0.2 KB, so 256 KiB over 20 games leaves room for that warm-up
    // while a leak of more than 13 KB a game fails.
    assert.ok(last.inUse - first.inUse < 256 * 1024,
              `malloc in use went from ${first.inUse} to ${last.inUse} bytes over the games`);
    assert.ok(last.wasm <= 64 * 2 ** 20, `the wasm heap grew to ${mib(last.wasm)} MiB, over the 64 MiB budget`);
    assert.deepEqual(page.errors, []);
  });
});
