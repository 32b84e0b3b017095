// The board as both searches walk it: the tokens, the 16 symmetric Zobrist
// hashes kept in step with every placement, and the exact canonical form
// the tables store (the image under the symmetry with the least hash).
#pragma once
#include <algorithm>
#include <cstdint>

#include "search/board_symmetry.h"
#include "search/zobrist.h"

namespace oc {

struct PositionKey {
  std::uint64_t hash;  // picks the table slot
  Bits x, o;           // the canonical position, compared in full
};

class SearchPosition {
 public:
  explicit SearchPosition(const Geometry& g) : geometry_(g), symmetry_(g) {
    // Each (cell, kind)'s contribution to the 16 hashes, side by side.
    const Zobrist& z = Zobrist::instance();
    for (int cell = 0; cell < g.cellCount(); ++cell)
      for (Kind k : {Kind::X, Kind::O})
        for (int s = 0; s < Geometry::kSymmetries; ++s) {
          const int c = g.symmetric(s, cell);
          delta_[cell][kindIndex(k)][s] = z.key(c, k);
          delta_[cell][kindIndex(k)][s + Geometry::kSymmetries] = z.key(c, other(k));
        }
  }

  void reset(const Board& board) {
    board_ = Board{};
    for (std::uint64_t& h : hashes_) h = 0;
    empties_ = geometry_.cellCount();
    for (Bits b = board.occupied(); b; b &= b - 1) place(Move{__builtin_ctzll(b), board.kindAt(__builtin_ctzll(b))});
  }

  const Board& board() const { return board_; }
  int empties() const { return empties_; }
  Bits emptyCells() const { return geometry_.allCells() & ~board_.occupied(); }

  void place(Move m) {
    board_.place(m);
    toggle(m);
    --empties_;
  }
  void unplace(Move m) {
    board_.remove(m.cell);
    toggle(m);
    ++empties_;
  }

  PositionKey key() const { return keyOf(hashes_, board_); }
  // The hash of the board as it stands (not its canonical form).
  std::uint64_t boardHash() const { return hashes_[0]; }

  // The key of the position after `m`, without making the move.
  PositionKey keyAfter(Move m) const {
    std::uint64_t h[BoardSymmetry::kCount];
    const std::uint64_t* d = delta_[m.cell][kindIndex(m.kind)];
    for (int s = 0; s < BoardSymmetry::kCount; ++s) h[s] = hashes_[s] ^ d[s];
    Board after = board_;
    after.place(m);
    return keyOf(h, after);
  }
  // Its hash alone (keyAfter(m).hash), without the canonical form.
  std::uint64_t hashAfter(Move m) const {
    const std::uint64_t* d = delta_[m.cell][kindIndex(m.kind)];
    std::uint64_t least = hashes_[0] ^ d[0];
    for (int s = 1; s < BoardSymmetry::kCount; ++s) least = std::min(least, hashes_[s] ^ d[s]);
    return least;
  }

 private:
  PositionKey keyOf(const std::uint64_t* hashes, const Board& b) const {
    int best = 0;
    for (int s = 1; s < BoardSymmetry::kCount; ++s)
      if (hashes[s] < hashes[best]) best = s;
    const Bits x = symmetry_.mapCells(best, b.tokens(Kind::X));
    const Bits o = symmetry_.mapCells(best, b.tokens(Kind::O));
    const bool swap = best >= Geometry::kSymmetries;
    return PositionKey{hashes[best], swap ? o : x, swap ? x : o};
  }
  void toggle(Move m) {
    const std::uint64_t* d = delta_[m.cell][kindIndex(m.kind)];
    for (int s = 0; s < BoardSymmetry::kCount; ++s) hashes_[s] ^= d[s];
  }

  Geometry geometry_;
  BoardSymmetry symmetry_;
  Board board_;
  std::uint64_t hashes_[BoardSymmetry::kCount] = {};
  std::uint64_t delta_[kMaxCells][2][BoardSymmetry::kCount] = {};
  int empties_ = 0;
};

}  // namespace oc
