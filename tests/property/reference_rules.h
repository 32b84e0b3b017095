// An independent, deliberately plain implementation of the win rules of
// docs/rules.md, sections 2 and 3, written from the text and sharing no code
// with core/ (it includes no core header). It works on a `char cell[8][8]`
// holding 'X', 'O' and '.', finds maximal runs by walking along each line
// (the engine tests precomputed windows against bitboards instead), and
// counts the live windows by scanning every window cell by cell.
// test_differential.cpp compares it with the engine.
#pragma once

namespace ref {

struct Position {
  int n = 6;           // board size
  int l = 5;           // line length
  bool exact = false;  // exact-five rule (otherwise classic "l or more")
  char cell[8][8];     // [row][col], row 0 at the top: 'X', 'O' or '.'
};

enum Winner { kNoWinner, kOrder, kChaos };
enum Reason { kNoReason, kLine, kNoLinePossible, kBoardFull };

struct Verdict {
  Winner winner = kNoWinner;
  Reason reason = kNoReason;
  char runKind = '?';           // the kind of the winning runs reported ('X' first)
  bool winX[8][8] = {};         // cells of winning runs of X
  bool winO[8][8] = {};         // cells of winning runs of O
  int runsX = 0, runsO = 0;     // number of winning maximal runs of each kind
  int aliveX = 0, aliveO = 0;   // windows alive for each kind
  int windows = 0;              // windows on the board (per kind)
};

// The four directions: horizontal, vertical, diagonal (down-right) and
// anti-diagonal (up-right).
inline const int kDr[4] = {0, 1, 1, -1};
inline const int kDc[4] = {1, 0, 1, 1};

inline bool inside(const Position& p, int r, int c) { return r >= 0 && c >= 0 && r < p.n && c < p.n; }

// The content of a cell, '#' when it is off the board.
inline char at(const Position& p, int r, int c) { return inside(p, r, c) ? p.cell[r][c] : '#'; }

inline char otherKind(char s) { return s == 'X' ? 'O' : 'X'; }

// Classic: a maximal run of s of length >= l wins. Exact-five: a maximal run
// of exactly l wins when the cell just beyond each end is off the board or
// holds the other kind (an empty end leaves it pending; a longer run never
// wins). Marks the cells of every winning run; returns how many runs win.
inline int winningRuns(const Position& p, char s, bool mark[8][8]) {
  int runs = 0;
  for (int d = 0; d < 4; ++d) {
    for (int r = 0; r < p.n; ++r) {
      for (int c = 0; c < p.n; ++c) {
        if (at(p, r, c) != s) continue;
        if (at(p, r - kDr[d], c - kDc[d]) == s) continue;  // not where a maximal run starts
        int len = 0;
        while (at(p, r + len * kDr[d], c + len * kDc[d]) == s) ++len;
        bool wins;
        if (!p.exact) {
          wins = len >= p.l;
        } else {
          const char before = at(p, r - kDr[d], c - kDc[d]);
          const char after = at(p, r + len * kDr[d], c + len * kDc[d]);
          const bool sealedBefore = before == '#' || before == otherKind(s);
          const bool sealedAfter = after == '#' || after == otherKind(s);
          wins = len == p.l && sealedBefore && sealedAfter;
        }
        if (!wins) continue;
        ++runs;
        for (int k = 0; k < len; ++k) mark[r + k * kDr[d]][c + k * kDc[d]] = true;
      }
    }
  }
  return runs;
}

// A window (l consecutive cells in one direction) is alive for s when none of
// its cells holds the other kind; under exact-five, additionally neither cell
// just beyond the window along its line holds s. Returns how many windows are
// alive for s; *windows receives how many windows the board has.
inline int aliveWindows(const Position& p, char s, int* windows) {
  int alive = 0, count = 0;
  for (int d = 0; d < 4; ++d) {
    for (int r = 0; r < p.n; ++r) {
      for (int c = 0; c < p.n; ++c) {
        const int endR = r + (p.l - 1) * kDr[d], endC = c + (p.l - 1) * kDc[d];
        if (!inside(p, endR, endC)) continue;
        ++count;
        bool ok = true;
        for (int k = 0; k < p.l; ++k) {
          if (at(p, r + k * kDr[d], c + k * kDc[d]) == otherKind(s)) ok = false;
        }
        if (p.exact) {
          if (at(p, r - kDr[d], c - kDc[d]) == s) ok = false;
          if (at(p, endR + kDr[d], endC + kDc[d]) == s) ok = false;
        }
        if (ok) ++alive;
      }
    }
  }
  if (windows) *windows = count;
  return alive;
}

inline bool full(const Position& p) {
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (p.cell[r][c] == '.') return false;
  return true;
}

// Order wins when a winning run stands (X reported first when both kinds have
// one, as the engine does); otherwise Chaos wins when the board is full
// (reported as "board full" even though no window is alive then either) or
// when no window is alive for either kind; otherwise the game goes on.
inline Verdict judge(const Position& p) {
  Verdict v;
  v.runsX = winningRuns(p, 'X', v.winX);
  v.runsO = winningRuns(p, 'O', v.winO);
  v.aliveX = aliveWindows(p, 'X', &v.windows);
  v.aliveO = aliveWindows(p, 'O', nullptr);
  if (v.runsX > 0 || v.runsO > 0) {
    v.winner = kOrder;
    v.reason = kLine;
    v.runKind = v.runsX > 0 ? 'X' : 'O';
  } else if (full(p)) {
    v.winner = kChaos;
    v.reason = kBoardFull;
  } else if (v.aliveX == 0 && v.aliveO == 0) {
    v.winner = kChaos;
    v.reason = kNoLinePossible;
  }
  return v;
}

}  // namespace ref
