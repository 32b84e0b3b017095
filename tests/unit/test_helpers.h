// Shared helpers for the core tests: positions drawn as text.
#pragma once
#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <unordered_map>
#include <stdexcept>
#include <string>
#include <utility>

#include "board.h"
#include "geometry.h"
#include "notation.h"
#include "rules.h"

namespace oc::test {

// How many games or positions a heavy property test runs: `n` times
// OC_TEST_SCALE (a fraction in (0, 1]; scripts/sanitize.sh sets it, since
// there every step runs instrumented and the point is memory and undefined
// behaviour, not volume), at least 1. Unset or malformed: `n`.
inline int scaledCount(int n) {
  const char* text = std::getenv("OC_TEST_SCALE");
  if (!text) return n;
  char* end = nullptr;
  const double scale = std::strtod(text, &end);
  if (end == text || *end != '\0' || !(scale > 0.0) || scale > 1.0) return n;
  return std::max(1, static_cast<int>(n * scale));
}

// A board from rows top to bottom: 'X' / 'O' tokens, '.' empty, spaces ignored.
inline Board boardFrom(const Geometry& g, std::initializer_list<const char*> rows) {
  Board b;
  int r = 0;
  for (const char* row : rows) {
    int c = 0;
    for (const char* p = row; *p; ++p) {
      if (*p == ' ') continue;
      if (*p == 'X') b.place({g.index(r, c), Kind::X});
      else if (*p == 'O') b.place({g.index(r, c), Kind::O});
      else if (*p != '.') throw std::invalid_argument("bad diagram character");
      ++c;
    }
    if (c != g.size()) throw std::invalid_argument("diagram row has the wrong width");
    ++r;
  }
  if (r != g.size()) throw std::invalid_argument("diagram has the wrong height");
  return b;
}

// Cells of a run of `length` starting at (row, col) stepping (dr, dc).
inline Bits runCells(const Geometry& g, int row, int col, int dr, int dc, int length) {
  Bits bits = 0;
  for (int k = 0; k < length; ++k) bits |= bit(g.index(row + dr * k, col + dc * k));
  return bits;
}

// A game with the given rules and record; fails the test on a bad record.
inline Game gameFrom(const Rules& r, const char* record) {
  Game g(r);
  std::string error;
  if (!loadRecord(g, record, &error)) throw std::invalid_argument("bad record: " + error);
  return g;
}

// A position (X tokens, O tokens) as a key of the reference searches'
// memos: hash maps, since those searches visit hundreds of thousands of
// positions each, and ordered maps made them the slowest tests.
struct PositionHash {
  std::size_t operator()(const std::pair<Bits, Bits>& p) const {
    return static_cast<std::size_t>((p.first * 0x9E3779B97F4A7C15ull) ^ (p.second * 0xC2B2AE3D27D4EB4Full));
  }
};

// Plain minimax over Game, the rules engine alone: whether Order can force
// a win. `memo` is keyed by the position (keep one per set of rules).
using MinimaxMemo = std::unordered_map<std::pair<Bits, Bits>, bool, PositionHash>;
inline bool minimaxOrderWins(Game& g, MinimaxMemo& memo) {
  if (g.over()) return g.outcome().winner == Winner::Order;
  const std::pair<Bits, Bits> key{g.board().tokens(Kind::X), g.board().tokens(Kind::O)};
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  const bool orderToMove = g.toMove() == Role::Order;
  bool result = !orderToMove;
  for (int cell = 0; cell < g.geometry().cellCount() && result != orderToMove; ++cell) {
    if (!g.board().isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      g.play({cell, k});
      const bool wins = minimaxOrderWins(g, memo);
      g.undo();
      if (wins == orderToMove) {
        result = orderToMove;
        break;
      }
    }
  }
  memo[key] = result;
  return result;
}

}  // namespace oc::test
