// Playing in the browser tests: a simple Order player, a move played by
// clicking, waiting for the computer's reply, a few moves against it, and
// the page's long tasks recorded from its start.
import assert from 'node:assert/strict';
import { click, parseRecord, status, waitStatus, windows } from './helpers.mjs';

const cellName = (n, idx) => String.fromCharCode(97 + (idx % n)) + String(Math.floor(idx / n) + 1);

// A simple Order player for the tests: the empty cell and colour that add
// most to the windows still open for that colour (ties: the first cell).
export function orderMove(recordText, n, l) {
  const board = new Array(n * n).fill('');
  for (const m of parseRecord(recordText)) board[m.row * n + m.col] = m.kind;
  const wins = windows(n, l);
  let best = null;
  for (let c = 0; c < n * n; ++c) {
    if (board[c]) continue;
    for (const kind of ['x', 'o']) {
      const other = kind === 'x' ? 'o' : 'x';
      let score = 0;
      for (const w of wins) {
        if (!w.includes(c) || w.some((i) => board[i] === other)) continue;
        const mine = w.filter((i) => board[i] === kind).length;
        score += (mine + 1) ** 2;
      }
      if (!best || score > best.score) best = { cell: cellName(n, c), kind, score };
    }
  }
  return best;
}

// Plays `move` ({cell, kind}) by clicking: left places the selected colour,
// right the other one.
export async function clickMove(page, move) {
  const { selected } = await status(page);
  await click(page, move.cell, move.kind === selected ? 'left' : 'right');
}

// After a human move: the computer has replied (or the game is over).
// A status predicate (waitStatus): the game review has solved every position it will.
export const reviewDone = (st) => st.review && !st.review.running;

export const computerReplied = (s, movesBefore) => s.over || (s.moves === movesBefore + 2 && !s.computerToMove);

// Plays `count` human moves from the current position, each answered by the
// computer; returns the status after the last reply.
export async function playAgainstComputer(page, count, n = 6, l = 5) {
  let s = await status(page);
  for (let i = 0; i < count; ++i) {
    const before = s;
    const move = orderMove(before.record, n, l);
    await clickMove(page, move);
    s = await waitStatus(page, computerReplied, before.moves, { what: `the computer's reply to ${move.cell}${move.kind}` });
    assert.ok(s.record.startsWith(`${before.record} ${move.cell}${move.kind}`.trim()), s.record);
  }
  return s;
}

// Long main-thread tasks, recorded from the start of the page (Chrome's Long Tasks API).
export function recordLongTasks() {
  window.ocLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.ocLongTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    window.ocLongTasks = null;
  }
}
