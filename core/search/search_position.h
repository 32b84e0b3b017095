// The board as both searches walk it: the tokens, the 16 symmetric Zobrist
// hashes kept in step with every placement, and the exact canonical form
// the tables store (the image under the symmetry with the least hash).
#pragma once
#include <cstdint>

#include "board_symmetry.h"
#include "zobrist.h"

namespace oc {

struct PositionKey {
  std::uint64_t hash;  // picks the table slot
  Bits x, o;           // the canonical position, compared in full
};

class SearchPosition {
 public:
  explicit SearchPosition(const Geometry& g) : geometry_(g), symmetry_(g) {}

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

  PositionKey key() const {
    int best = 0;
    for (int s = 1; s < BoardSymmetry::kCount; ++s)
      if (hashes_[s] < hashes_[best]) best = s;
    const Bits x = symmetry_.mapCells(best, board_.tokens(Kind::X));
    const Bits o = symmetry_.mapCells(best, board_.tokens(Kind::O));
    const bool swap = best >= Geometry::kSymmetries;
    return PositionKey{hashes_[best], swap ? o : x, swap ? x : o};
  }

 private:
  void toggle(Move m) {
    const Zobrist& z = Zobrist::instance();
    for (int s = 0; s < Geometry::kSymmetries; ++s) {
      const int c = geometry_.symmetric(s, m.cell);
      hashes_[s] ^= z.key(c, m.kind);
      hashes_[s + Geometry::kSymmetries] ^= z.key(c, other(m.kind));
    }
  }

  Geometry geometry_;
  BoardSymmetry symmetry_;
  Board board_;
  std::uint64_t hashes_[BoardSymmetry::kCount] = {};
  int empties_ = 0;
};

}  // namespace oc
