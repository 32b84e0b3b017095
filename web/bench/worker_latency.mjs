// How long a new request waits while the solver's worker is busy: the
// worker searches a hard position (a game review's slot), and after a
// delay the computer player's slot asks about an easy one, which interrupts
// it between slices (web/solver/solver_driver.js). Prints, per delay, the
// time from the easy request to its reply in Debian's Chromium, one worker
// alone as the game runs it without a helper. A benchmark: it judges nothing.
//
//   node web/bench/worker_latency.mjs [--delays 50,300,1000] FILE
//
// FILE: hard positions as `ovc positions` writes them ("chaos c6x.a1o"), or
// `ovc bench --coverage --list` lines.
import fs from 'node:fs';
import { withSolverPage } from './solver_page.mjs';

const args = process.argv.slice(2);
let delays = [50, 300, 1000];
const files = [];
for (let i = 0; i < args.length; ++i) {
  if (args[i] === '--delays') delays = args[++i].split(',').map(Number);
  else files.push(args[i]);
}
if (files.length !== 1 || delays.some((d) => !(d >= 0))) {
  console.error('usage: node web/bench/worker_latency.mjs [--delays 50,300,1000] FILE');
  process.exit(2);
}
const positions = fs.readFileSync(files[0], 'utf8').split('\n')
  .map((line) => line.split('#')[0].trim().split(/\s+/))
  .filter((w) => w.length >= 2 && ['order', 'chaos'].includes(w[0]))
  .map((w) => ({ first: w[0], moves: w[1] }));

await withSolverPage(async (page, browser) => {
  await page.evaluate(async () => {
    const worker = new Worker('solver_worker.js');
    await new Promise((resolve, reject) => {
      worker.onmessage = (e) => (e.data && e.data.type === 'ready' ? resolve() : reject(new Error(JSON.stringify(e.data))));
    });
    // slot -> the tag asked for and its resolve: a reply of an earlier request
    // in the slot (one that finished before its cancel arrived) is dropped.
    const waiting = {};
    let tags = 0;
    worker.onmessage = (e) => {
      const w = waiting[e.data.slot], tag = Number((String(e.data.text).match(/tag=(\d+)/) || [])[1]);
      if (!w || (e.data.type === 'result' && tag !== w.tag)) return;  // (an error reply carries no tag)
      delete waiting[e.data.slot];
      w.resolve(e.data);
    };
    const ask = (slot, text) => new Promise((resolve) => {
      waiting[slot] = { tag: ++tags, resolve };
      worker.postMessage({ type: 'solve', slot, text: `tag=${tags} ${text}` });
    });
    // The hard search in slot 2; after `delay` ms the easy one in slot 0: ms until its reply.
    window.latency = async (hard, easy, delay) => {
      const hardDone = ask(2, hard);
      let finishedFirst = false;
      hardDone.then(() => { finishedFirst = true; });
      await new Promise((r) => setTimeout(r, delay));
      if (finishedFirst) return null;  // decided before the delay: nothing to interrupt
      const start = performance.now();
      await ask(0, easy);
      const waited = performance.now() - start;
      worker.postMessage({ type: 'cancel', slot: 2 });
      delete waiting[2];
      return waited;
    };
  });
  const easy = 'size=6 line=5 variant=classic first=order moves=c3x nodes=1000000000 ms=2000 measure=0';
  const results = Object.fromEntries(delays.map((d) => [d, []]));
  for (const p of positions) {
    for (const d of delays) {
      const hard = `size=6 line=5 variant=classic first=${p.first} moves=${p.moves} nodes=1000000000 ms=10000 measure=0`;
      const waited = await page.evaluate(([h, e, delay]) => window.latency(h, e, delay), [hard, easy, d]);
      if (waited !== null) results[d].push(waited);
    }
  }
  const at = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  console.log(`# ${positions.length} hard positions, Chromium ${browser.version()}: ms from the easy request to its reply`);
  for (const d of delays) {
    const xs = results[d].sort((a, b) => a - b);
    if (!xs.length) continue;
    console.log(`delay=${d} measured=${xs.length} median-ms=${at(xs, 0.5).toFixed(1)} p90-ms=${at(xs, 0.9).toFixed(1)} max-ms=${xs[xs.length - 1].toFixed(1)}`);
  }
});
