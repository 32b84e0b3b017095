// The browser's two solver workers (web/solver): the game pairs a second
// worker with the first, the pair decides a hard position with replies the
// helper settled, each worker keeps to the protocol against a stand-in for
// the other (the page holding the other end of their MessageChannel), and
// bad or stale messages change nothing.
//
//   node --test web/tests/solver_workers.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { env, useBrowser, withGame } from './helpers.mjs';

useBrowser();

// Chaos to move, an Order win: about 1.3 s natively on one thread, spread
// over Chaos's replies (the helper's part), the kind of position the
// helper is for.
const HARD = { first: 'chaos', moves: 'c6x.b2o.f2x.a1x', verdict: 'order' };
const request = (tag, p, ms) =>
  `tag=${tag} size=6 line=5 variant=classic first=${p.first} moves=${p.moves} nodes=1000000000 ms=${ms} measure=0`;

// A page of the site's origin with the helpers the tests below use: start(n)
// makes n workers and waits until they are up.
async function workerPage() {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.baseUrl + 'no-such-page');  // same origin, no game
  await page.evaluate(() => {
    window.start = (n) => Promise.all(Array.from({ length: n }, () => new Promise((resolve, reject) => {
      const w = new Worker('solver_worker.js');
      w.onmessage = (e) => (e.data && e.data.type === 'ready' ? resolve(w) : reject(new Error(JSON.stringify(e.data))));
    })));
    window.solve = (w, text) => new Promise((resolve) => {
      w.onmessage = (e) => resolve(e.data);
      w.postMessage({ type: 'solve', slot: 0, text });
    });
  });
  return page;
}

test('the game pairs a helper worker with its solver worker', async () => {
  await withGame('?o=human&c=human', async (page) => {
    await page.waitForFunction(() => window.ocAnalysis.helper() === 'paired', null, { timeout: 20000 });
    assert.equal(await page.evaluate(() => window.ocAnalysis.mode()), 'worker');
    assert.deepEqual(page.errors, []);
  });
});

test('paired, the workers decide a hard position with the replies the helper settled', async () => {
  const page = await workerPage();
  try {
    const reply = await page.evaluate(async (text) => {
      const [main, helper] = await window.start(2);
      const channel = new MessageChannel();
      helper.postMessage({ type: 'pair', role: 'helper' }, [channel.port2]);
      main.postMessage({ type: 'pair', role: 'main' }, [channel.port1]);
      return (await window.solve(main, text)).text;
    }, request(1, HARD, 30000));
    console.log(`# paired: ${reply}`);
    assert.match(reply, new RegExp(`verdict=${HARD.verdict} `));
    const helped = Number(reply.match(/helper-moves=(\d+)/)[1]);
    assert.ok(helped > 0, 'the helper settled some of the replies');
  } finally {
    await page.context().close();
  }
});

test('the main worker asks for help, tells what it settles, and takes no bad or stale news', async () => {
  const page = await workerPage();
  try {
    const seen = await page.evaluate(async (text) => {
      const [main] = await window.start(1);
      const channel = new MessageChannel();  // the page plays the helper
      main.postMessage({ type: 'pair', role: 'main' }, [channel.port1]);
      main.postMessage({ type: 'pair', role: 'main' });  // no port: ignored
      const port = channel.port2;
      const got = [];
      port.onmessage = (e) => {
        got.push(e.data);
        if (e.data.type !== 'help') return;
        // Hostile and stale news: all of it refused, none of it believed.
        for (const bad of [null, 7, 'news', { type: 'news' }, { type: 'news', id: e.data.id, text: 'zz9x=order' },
          { type: 'news', id: e.data.id, text: 'c6x=chaos' }, { type: 'news', id: e.data.id, text: 'a2x=maybe' },
          { type: 'news', id: e.data.id, text: 'a2x.b2o=chaos' }, { type: 'news', id: e.data.id, text: 'a2x=chaos main=c6x' },
          { type: 'news', id: e.data.id, text: 'a2x=chaos '.repeat(600) }, { type: 'news', id: e.data.id + 1, text: 'a2x=chaos' },
          { type: 'news', id: e.data.id, text: { toString: () => 'a2x=chaos' } }]) port.postMessage(bad);
      };
      const result = await window.solve(main, text);
      // The stop message arrives (late on a loaded machine), then time for a second one.
      for (let waited = 0; waited < 10000 && !got.some((m) => m.type === 'stop'); waited += 50) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 200));
      return { got, result };
    }, request(2, HARD, 30000));
    const help = seen.got.filter((m) => m.type === 'help');
    assert.equal(help.length, 1, 'help asked once');
    assert.equal(help[0].text, request(2, HARD, 30000), 'with the request itself');
    const news = seen.got.filter((m) => m.type === 'news');
    assert.ok(news.length > 0, 'the main search tells what it settled');
    for (const m of news) {
      assert.equal(m.id, help[0].id);
      for (const word of m.text.split(' ')) assert.match(word, /^[a-f][1-6][xo]=(order|chaos)$/);
    }
    const stops = seen.got.filter((m) => m.type === 'stop');
    assert.deepEqual(stops, [{ type: 'stop', id: help[0].id }], 'one stop, once the search ended');
    assert.match(seen.result.text, new RegExp(`verdict=${HARD.verdict} `), 'the verdict stands');
    assert.match(seen.result.text, /helper-moves=0/, 'no bad news was taken as a settled reply');
  } finally {
    await page.context().close();
  }
});

test('the helper worker settles replies only while asked, each one right, and stops when told', async () => {
  const page = await workerPage();
  try {
    const seen = await page.evaluate(async (text) => {
      const [helper] = await window.start(1);
      const channel = new MessageChannel();  // the page plays the main worker
      helper.postMessage({ type: 'pair', role: 'helper' }, [channel.port2]);
      const port = channel.port1;
      const got = [];
      port.onmessage = (e) => got.push(e.data);
      port.postMessage({ type: 'help', id: 4, text: 'nonsense' });  // refused: no help given
      port.postMessage({ type: 'news', id: 4, text: 'a2x=order' });
      await new Promise((r) => setTimeout(r, 300));
      const beforeHelp = got.length;
      port.postMessage({ type: 'help', id: 5, text });
      while (!got.some((m) => m.type === 'news')) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 1500));
      port.postMessage({ type: 'stop', id: 5 });
      await new Promise((r) => setTimeout(r, 1000));  // news already on its way (a loaded machine is slow)
      const atStop = got.length;
      await new Promise((r) => setTimeout(r, 1500));
      return { got, beforeHelp, atStop };
    }, request(3, HARD, 30000));
    assert.equal(seen.beforeHelp, 0, 'nothing while no help was asked for');
    assert.equal(seen.got.length, seen.atStop, 'nothing after the stop');
    const settled = seen.got.flatMap((m) => {
      assert.equal(m.type, 'news');
      assert.equal(m.id, 5);
      return m.text.split(' ');
    });
    assert.ok(settled.length > 0);
    // Each reply the helper settled, solved again by a worker alone (a few, for time).
    for (const word of settled.slice(0, 3)) {
      const [move, value] = word.split('=');
      const again = await page.evaluate(async (t) => {
        const [alone] = await window.start(1);
        return (await window.solve(alone, t)).text;
      }, request(4, { first: HARD.first, moves: `${HARD.moves}.${move}` }, 20000));
      assert.match(again, new RegExp(`verdict=${value} `), `${move}: the helper said ${value}`);
    }
  } finally {
    await page.context().close();
  }
});
