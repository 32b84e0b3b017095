// Solved set-ups in the browser: the perfect player plays a small board from
// its checked proof (fetched from the site's proofs/ folder when first
// needed) and never loses, against random moves and the strong computer:
// Order where Order wins, Chaos (up to the proof's pairings, then by them)
// where Chaos wins.
//
//   node --test web/tests/values.test.mjs     (from the repo root or web/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { click, parseRecord, record, shot, status, useBrowser, waitStatus, withGame } from './helpers.mjs';

useBrowser();

// A random legal move for the human side: an empty cell, a random colour.
async function playRandomMove(page, n, rng) {
  const taken = new Set(parseRecord(await record(page)).map((m) => m.cell));
  const empty = [];
  for (let row = 1; row <= n; ++row) for (const col of 'abcdefgh'.slice(0, n)) if (!taken.has(`${col}${row}`)) empty.push(`${col}${row}`);
  await click(page, empty[Math.floor(rng() * empty.length)], rng() < 0.5 ? 'left' : 'right');
}

// A small deterministic generator, so a failure can be replayed.
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6D2B79F5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SETUPS = [
  { query: 'n=4&l=3', n: 4, winner: 'order' },  // 4x4, three in a row: Order wins
  { query: 'n=5&l=4', n: 5, winner: 'order' },  // 5x5, four in a row: Order wins
  { query: 'n=5&l=5', n: 5, winner: 'chaos' },  // 5x5, five in a row, Order first: Chaos wins
];
const loserOf = (winner) => (winner === 'order' ? 'chaos' : 'order');
// The players of a game in which the perfect computer plays the winner.
const players = (winner, loser) => (winner === 'order' ? `o=perfect&c=${loser}` : `o=${loser}&c=perfect`);
const roleName = (role) => role[0].toUpperCase() + role.slice(1);

for (const setup of SETUPS) {
  const winner = roleName(setup.winner), loser = loserOf(setup.winner);
  test(`perfect ${winner} plays ${setup.n}x${setup.n} (${setup.query}) from its proof and beats random ${roleName(loser)}`, async () => {
    const rng = mulberry32(setup.n * 7919);
    // Three games in one page, the next one started as a player would (New
    // game, then Start on the set-up card, which keeps the rules and seats):
    // a page load costs more than a game here.
    await withGame(`?${setup.query}&${players(setup.winner, 'human')}&speed=fast`, async (page) => {
      await waitStatus(page, (st) => st.proofLoaded, null, { what: 'the proof fetched and registered' });
      const first = await status(page);
      for (let game = 0; game < 3; ++game) {
        if (game > 0) {
          await click(page, 'new');
          await click(page, 'setup.start');
          const again = await waitStatus(page, (st) => !st.over && st.moves <= 1, null, { what: `game ${game + 1} started` });
          assert.deepEqual([again.size, again.line, again.orderSeat, again.chaosSeat, again.proofLoaded],
            [first.size, first.line, first.orderSeat, first.chaosSeat, true], 'the next game keeps the set-up and its proof');
        }
        let s = await status(page);
        while (!s.over) {
          s = await waitStatus(page, (st, side) => st.over || (st.toMove === side && !st.computerToMove), loser,
            { what: `${loser} (random) to move`, timeout: 30000 });
          if (s.over) break;
          await playRandomMove(page, setup.n, rng);
          s = await status(page);
        }
        assert.equal(s.winner, setup.winner, `perfect ${winner} lost in game ${game + 1}: ${s.record}`);
        if (game === 0) await shot(page, `web-values-${setup.n}x${setup.n}-l${setup.query.slice(-1)}`);
      }
      assert.deepEqual(page.errors, []);
    });
  });

  test(`perfect ${winner} plays ${setup.n}x${setup.n} (${setup.query}) from its proof and beats the strong computer`, async () => {
    await withGame(`?${setup.query}&${players(setup.winner, 'strong')}&speed=fast`, async (page) => {
      const s = await waitStatus(page, (st) => st.over, null, { what: 'the computers\' game', timeout: 60000 });
      assert.equal(s.winner, setup.winner, `perfect ${winner} lost: ${s.record}`);
      assert.equal(s.proofLoaded, true);
      assert.deepEqual(page.errors, []);
    });
  });
}
