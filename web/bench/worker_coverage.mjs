// The share of positions the browser's solver decides within its budget, in
// Debian's Chromium, with the solver's Web Workers as the game runs them:
// one worker alone, and two paired (the second helping the first,
// web/solver/helper_driver.js), side by side in one run, one position at a
// time. A benchmark: it prints figures and judges nothing.
//
//   node web/bench/worker_coverage.mjs [--ms 2000] [--min-ms N] [--bench-wasm PATH] FILE...
//
// FILE: positions as `ovc positions` writes them ("order c3x.d4o"), or the
// lines of `ovc bench --coverage FILE --list` ("order c3x.d4o order # 12 ms,
// ..."), whose verdicts are checked (a different proven verdict counts as
// wrong) and whose native time `--min-ms N` filters on: positions natively
// decided in less are left out (a budget run natively in under N ms is
// decided in the browser too; say so with the figures).
//
// Its first line says how fast the machine is: the plain perft that `ovc
// bench --coverage` prints (`plain-perft-mnps`), taken from the WebAssembly
// bench under node just before the browser starts (--bench-wasm, by default
// the bench of the web build whose site is served: build/web/bench/bench_wasm.js
// beside build/web/site), so that two runs are compared only where the
// machines were alike.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../tests/helpers.mjs';
import { withSolverPage } from './solver_page.mjs';

const args = process.argv.slice(2);
let ms = 2000, minMs = 0;
let benchWasm = path.resolve(siteDir, '../bench/bench_wasm.js');
const files = [];
for (let i = 0; i < args.length; ++i) {
  if (args[i] === '--ms') ms = Number(args[++i]);
  else if (args[i] === '--min-ms') minMs = Number(args[++i]);
  else if (args[i] === '--bench-wasm') benchWasm = args[++i];
  else files.push(args[i]);
}
if (!files.length || !(ms > 0) || !(minMs >= 0) || !benchWasm) {
  console.error('usage: node web/bench/worker_coverage.mjs [--ms 2000] [--min-ms N] [--bench-wasm PATH] FILE...');
  process.exit(2);
}

// The machine's speed, or why it is not known: a missing bench is no reason
// to skip the browser's figures.
const machineSpeed = () => {
  try {
    const out = execFileSync(process.execPath, [benchWasm, 'plain-perft'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const mnps = (out.match(/plain-perft-mnps=([0-9.]+)/) || [])[1];
    return mnps ? `plain-perft-mnps=${mnps} (WebAssembly under node, ${benchWasm})` : `unknown (${benchWasm} printed no speed)`;
  } catch (e) {
    return `unknown (${benchWasm}: ${String(e.message).split('\n')[0]})`;
  }
};
console.log(`# machine: ${machineSpeed()}`);

// The positions: first player, moves ('-' for none), the native verdict if given.
const positions = [];
for (const file of files) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const words = line.split('#')[0].trim().split(/\s+/);
    if (words.length < 2 || !['order', 'chaos'].includes(words[0])) continue;
    const native = ['order', 'chaos', 'unknown'].includes(words[2]) ? words[2] : null;
    const nativeMs = Number((line.match(/# ([0-9.]+) ms/) || [])[1] ?? Infinity);
    if (nativeMs < minMs) continue;
    positions.push({ first: words[0], moves: words[1], native, file: path.basename(file) });
  }
}

const buckets = [[0, 3], [4, 7], [8, 11], [12, 15], [16, 99]];
const bucketOf = (moves) => {
  const plies = moves === '-' ? 0 : moves.split('.').length;
  return buckets.findIndex(([lo, hi]) => plies >= lo && plies <= hi);
};

await withSolverPage(async (page, browser) => {
  await page.evaluate(async () => {
    const ready = (w) => new Promise((resolve, reject) => {
      w.onmessage = (e) => (e.data && e.data.type === 'ready' ? resolve() : reject(new Error(JSON.stringify(e.data))));
    });
    const alone = new Worker('solver_worker.js'), main = new Worker('solver_worker.js'), helper = new Worker('solver_worker.js');
    await Promise.all([ready(alone), ready(main), ready(helper)]);
    const channel = new MessageChannel();  // paired as analysis_bridge.js pairs them
    helper.postMessage({ type: 'pair', role: 'helper' }, [channel.port2]);
    main.postMessage({ type: 'pair', role: 'main' }, [channel.port1]);
    window.benchSolve = (mode, text) => new Promise((resolve) => {
      const w = mode === 'alone' ? alone : main;
      w.onmessage = (e) => resolve(e.data.text ?? e.data.message);
      w.postMessage({ type: 'solve', slot: 0, text });
    });
  });
  const modes = ['alone', 'paired'];
  const tally = Object.fromEntries(modes.map((m) => [m, buckets.map(() => ({ n: 0, decided: 0, times: [], wrong: 0 }))]));
  let tag = 0;
  for (const p of positions) {
    for (const mode of modes) {
      const text = `tag=${++tag} size=6 line=5 variant=classic first=${p.first} moves=${p.moves} nodes=1000000000 ms=${ms} measure=0`;
      const reply = await page.evaluate(([m, t]) => window.benchSolve(m, t), [mode, text]);
      const verdict = (reply.match(/verdict=(\w+)/) || [])[1] ?? 'error';
      const verdictMs = Number((reply.match(/verdict-ms=([0-9.e+-]+)/) || [])[1]);
      const b = tally[mode][bucketOf(p.moves)];
      ++b.n;
      if (verdict === 'order' || verdict === 'chaos') {
        ++b.decided;
        b.times.push(verdictMs);
        if (p.native && p.native !== 'unknown' && p.native !== verdict) ++b.wrong;
      } else {
        console.log(`# ${mode} unknown: ${p.first} ${p.moves} (${p.file}): ${reply}`);
      }
    }
  }
  const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : 0);
  console.log(`# ${positions.length} positions${minMs ? ` (natively ${minMs} ms or more)` : ''}, ${ms} ms each, Chromium ${browser.version()}`);
  for (const mode of modes) {
    buckets.forEach(([lo, hi], i) => {
      const b = tally[mode][i];
      if (!b.n) return;
      console.log(`${mode} plies=${lo}-${hi < 99 ? hi : '+'} positions=${b.n} decided=${b.decided} unknown=${b.n - b.decided} ` +
        `median-ms=${median(b.times).toFixed(1)} wrong=${b.wrong}`);
    });
    const all = tally[mode].reduce((s, b) => ({ n: s.n + b.n, d: s.d + b.decided, w: s.w + b.wrong }), { n: 0, d: 0, w: 0 });
    console.log(`${mode} summary positions=${all.n} decided=${all.d} unknown=${all.n - all.d} wrong=${all.w}`);
  }
});
