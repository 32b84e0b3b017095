// The 16 symmetries of a position: the 8 of the square (Geometry's
// numbering) times swapping the two kinds. Order and Chaos do not care which
// kind is which, so all 16 images of a position have the same value.
// Mapping a bitboard is a handful of table lookups (one per byte), so the
// search can afford an exact canonical form of every position it stores.
#pragma once
#include <cstdint>
#include <vector>

#include "board.h"

namespace oc {

class BoardSymmetry {
 public:
  explicit BoardSymmetry(const Geometry& g);

  static constexpr int kCount = 2 * Geometry::kSymmetries;  // symmetry s >= 8 also swaps the kinds

  Bits mapCells(int symmetry, Bits cells) const {
    const int s = symmetry % Geometry::kSymmetries;
    Bits out = 0;
    for (int byte = 0; byte < bytes_; ++byte)
      out |= table_[static_cast<std::size_t>((s * 8 + byte) * 256 + ((cells >> (8 * byte)) & 0xFF))];
    return out;
  }
  Board map(int symmetry, const Board& b) const;
  Move map(int symmetry, Move m) const;
  // The symmetry that undoes `symmetry`.
  int inverse(int symmetry) const { return inverse_[symmetry]; }

 private:
  Geometry geometry_;
  int bytes_ = 0;
  std::vector<Bits> table_;  // [symmetry][byte][value] -> mapped cells
  int inverse_[kCount] = {};
};

}  // namespace oc
