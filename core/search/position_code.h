// A position as one number, and its canonical form under the 16 symmetries.
// The code of a board reads each cell as a base-3 digit (0 empty, 1 X,
// 2 O), cell 0 the lowest; it fits 64 bits up to 6x6 (3^36 < 2^64). The
// canonical form of a position is the image, among its 16 (board_symmetry.h),
// with the least code; the solved-board proofs are keyed by it.
//
// Two implementations on purpose: the coder below, table-driven, for the
// search, and plainCanonical, cell by cell, for the proof checker, so that
// the checker does not rely on the tables it checks the search with.
#pragma once
#include <cstdint>
#include <vector>

#include "board.h"

namespace oc {

using PositionCode = std::uint64_t;

// The largest board whose codes fit 64 bits.
constexpr int kMaxCodedCells = 36;

struct CanonicalForm {
  PositionCode code = 0;
  int symmetry = 0;  // the image taken: 0..7 geometric, +8 with the kinds swapped
};

// Moves and positions between a board's orientation and its canonical one.
Move symmetricMove(const Geometry& g, int symmetry, Move m);
int inverseSymmetry(const Geometry& g, int symmetry);

// The code of the board as it stands, and back.
PositionCode plainCode(const Geometry& g, const Board& b);
Board boardFromCode(const Geometry& g, PositionCode code);

// Cell by cell over the 16 images: the reference definition.
CanonicalForm plainCanonical(const Geometry& g, const Board& b);

// The same, from per-byte tables: a few dozen lookups a position.
class CanonicalCoder {
 public:
  explicit CanonicalCoder(const Geometry& g);
  CanonicalForm canonical(const Board& b) const {
    PositionCode xs[8], os[8];
    const Bits x = b.tokens(Kind::X), o = b.tokens(Kind::O);
    for (int s = 0; s < 8; ++s) {
      PositionCode cx = 0, co = 0;
      const PositionCode* t = &table_[static_cast<std::size_t>(s * kBytes * 256)];
      for (int byte = 0; byte < bytes_; ++byte, t += 256) {
        cx += t[(x >> (8 * byte)) & 0xFF];
        co += t[(o >> (8 * byte)) & 0xFF];
      }
      xs[s] = cx;
      os[s] = co;
    }
    CanonicalForm best{xs[0] + 2 * os[0], 0};
    for (int s = 0; s < 16; ++s) {
      const PositionCode c = s < 8 ? xs[s] + 2 * os[s] : os[s - 8] + 2 * xs[s - 8];
      if (c < best.code) best = {c, s};
    }
    return best;
  }

 private:
  static constexpr int kBytes = 8;
  int bytes_ = 0;
  std::vector<PositionCode> table_;  // [symmetry][byte][value]: the sum of 3^(image cell) over the bits
};

}  // namespace oc
