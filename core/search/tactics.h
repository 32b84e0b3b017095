// The rules in the form search needs them: flat, precomputed window tables
// per (n, l) and variant, so that a placement is checked for a win by looking
// only at the windows through the cell (and, under exact-five, the windows it
// ends), and Order's immediate wins are read off the windows directly.
// Everything here is allocation-free after construction.
#pragma once
#include <array>
#include <cstdint>

#include "rules.h"

namespace oc {

class Tactics {
 public:
  Tactics(const Geometry& g, Variant v);

  const Geometry& geometry() const { return geometry_; }
  Variant variant() const { return variant_; }

  // Whether placing m (already on the board b) has made a winning run.
  // Inline and table-driven: it runs on every placement of the search.
  bool winsAfter(const Board& b, Move m) const {
    const Bits mine = b.tokens(m.kind), theirs = b.tokens(other(m.kind));
    return variant_ == Variant::Classic ? completesClassic(m.cell, mine) : completesExact(m.cell, mine, theirs);
  }
  // The same check with the variant fixed by the caller (perft's inner loop).
  bool completesClassic(int cell, Bits mine) const {
    const std::size_t c = static_cast<std::size_t>(cell);
    for (std::size_t i = throughStart_[c], end = throughStart_[c + 1]; i < end; ++i)
      if ((mine & throughCells_[i]) == throughCells_[i]) return true;
    return false;
  }
  bool completesExact(int cell, Bits mine, Bits theirs) const {
    const std::size_t c = static_cast<std::size_t>(cell);
    // A full window of the mover's kind with both ends sealed ...
    for (std::size_t i = throughStart_[c], end = throughStart_[c + 1]; i < end; ++i)
      if ((mine & throughCells_[i]) == throughCells_[i] && (theirs & throughEnds_[i]) == throughEnds_[i]) return true;
    // ... or the move seals a pending five of the other kind.
    for (std::size_t i = endedStart_[c], end = endedStart_[c + 1]; i < end; ++i)
      if ((theirs & endedCells_[i]) == endedCells_[i] && (mine & endedEnds_[i]) == endedEnds_[i]) return true;
    return false;
  }

  // The immediate wins made or changed by the last move, on `cell` (which
  // holds it): those in windows through the cell and, under exact-five, in
  // windows it ends.
  // Where the position before the move had no immediate win, these are all
  // of them. At most `max` are written; returns how many exist.
  int threatsAfter(const Board& b, int cell, Move* out, int max) const;

  // The cells of the windows alive for X, for O, and (with their end cells
  // under exact-five) for either: one pass over the flat window arrays.
  struct AliveCells {
    Bits x = 0, o = 0, relevant = 0;
  };
  AliveCells aliveCells(const Board& b) const;

  // The cells whose content can change what threatsAfter() finds for a move
  // on `cell`: the cells of the windows through it and, under exact-five,
  // their end cells and the windows it ends. A token placed anywhere else
  // leaves those threats as they are.
  Bits threatReach(int cell) const { return threatReach_[static_cast<std::size_t>(cell)]; }
  // What a move of kind k on `cell` (already on `b`) threatens: under the
  // classic rule the cells of the windows through the cell that hold k
  // everywhere but at most one empty cell (the windows it completes or
  // threatens to). A token anywhere else leaves those wins and threats as
  // they are. Under exact-five, where a token beyond a window's end matters
  // too, threatReach(cell).
  Bits threatWindows(const Board& b, int cell, Kind k) const;

  // The empty cells where a move of each kind (indexed by kindIndex) might
  // make a threat. Under the classic rule a new threat needs a window
  // through the move, alive for that kind, whose other cells hold it but for
  // one empty cell; under exact-five threats also come from seals, so every
  // empty cell of a window alive for the kind.
  std::array<Bits, 2> threatCandidates(const Board& b) const;

  // Whether some window is still alive for some kind (else Chaos has won).
  bool anyAlive(const Board& b) const;

  // Order's moves that win at once, at most `max` written to `out`; returns
  // how many exist (possibly more than max). Exact for both variants.
  int immediateWins(const Board& b, Move* out, int max) const;

  // Move-ordering weights of an empty cell: for each kind, the live windows
  // of that kind through the cell, each weighing 2^(growth * its tokens)
  // (4^tokens by default). One pass serves both kinds and both views.
  struct CellWeights {
    int x = 0, o = 0;
    // Order's view: what placing kind k there builds.
    int build(Kind k) const { return k == Kind::X ? x : o; }
    // Chaos's view: the other kind's weight it spoils, less its own it feeds.
    int spoil(Kind k) const { return k == Kind::X ? o - x : x - o; }
  };
  CellWeights weights(const Board& b, int cell, int growth = 2) const;

  static constexpr int kMaxWindows = 176;
  // (window, cell) pairs over all windows: at most 520 (8x8, lines of 4).
  static constexpr int kMaxWindowCells = 576;

 private:
  bool alive(int w, Bits mine, Bits theirs) const;
  // Adds the immediate wins of one window (its cells and end cells) under
  // exact-five to out. (The classic rule's are simpler: immediateWins and
  // threatsAfter find them in their own loops.)
  void exactFiveThreats(Bits cells, Bits ends, const Board& b, Move* out, int max, int* found, Bits seen[2]) const;
  // Adds the threat of kind k on the one cell of `cellBit` to out, once per cell and kind (both rules).
  static void reportThreat(Bits cellBit, Kind k, Move* out, int max, int* found, Bits seen[2]);

  Geometry geometry_;
  Variant variant_;
  int windowCount_ = 0;
  std::array<Bits, kMaxWindows> cells_{};
  std::array<Bits, kMaxWindows> ends_{};
  // The win check's tables, flat per cell (cell c's entries run from
  // start[c] to start[c + 1]): the cells and ends of each window through
  // the cell, and of each window the cell ends.
  std::array<std::uint16_t, kMaxCells + 1> throughStart_{};
  std::array<Bits, kMaxWindowCells> throughCells_{};
  std::array<Bits, kMaxWindowCells> throughEnds_{};
  std::array<std::uint16_t, kMaxCells + 1> endedStart_{};
  std::array<Bits, 2 * kMaxWindows> endedCells_{};
  std::array<Bits, 2 * kMaxWindows> endedEnds_{};
  std::array<Bits, kMaxCells> threatReach_{};
};

// Without the popcnt instruction (baseline x86-64), GCC makes
// __builtin_popcountll a call into libgcc that took a third of the search's
// time; the bit-parallel count is a few inline operations instead.
inline int popcount(Bits b) {
#if defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
  return __builtin_popcountll(b);
#else
  b = b - ((b >> 1) & 0x5555555555555555ull);
  b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
  b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<int>((b * 0x0101010101010101ull) >> 56);
#endif
}
inline int lowestCell(Bits b) { return __builtin_ctzll(b); }

}  // namespace oc
