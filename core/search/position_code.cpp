#include "search/position_code.h"

namespace oc {

namespace {

PositionCode powerOfThree(int cell) {
  PositionCode p = 1;
  for (int i = 0; i < cell; ++i) p *= 3;
  return p;
}

}  // namespace

Move symmetricMove(const Geometry& g, int symmetry, Move m) {
  return Move{g.symmetric(symmetry % Geometry::kSymmetries, m.cell), symmetry >= Geometry::kSymmetries ? other(m.kind) : m.kind};
}

int inverseSymmetry(const Geometry& g, int symmetry) {
  const int geometric = symmetry % Geometry::kSymmetries;
  for (int t = 0; t < Geometry::kSymmetries; ++t) {
    bool undoes = true;
    for (int cell = 0; cell < g.cellCount() && undoes; ++cell) undoes = g.symmetric(t, g.symmetric(geometric, cell)) == cell;
    if (undoes) return t + (symmetry >= Geometry::kSymmetries ? Geometry::kSymmetries : 0);
  }
  return 0;  // unreachable: the symmetries of the square form a group
}

PositionCode plainCode(const Geometry& g, const Board& b) {
  PositionCode code = 0;
  for (int cell = g.cellCount() - 1; cell >= 0; --cell) {
    code *= 3;
    if (!b.isEmpty(cell)) code += b.kindAt(cell) == Kind::X ? 1 : 2;
  }
  return code;
}

Board boardFromCode(const Geometry& g, PositionCode code) {
  Board b;
  for (int cell = 0; cell < g.cellCount(); ++cell, code /= 3) {
    if (code % 3 == 1) b.place({cell, Kind::X});
    if (code % 3 == 2) b.place({cell, Kind::O});
  }
  return b;
}

CanonicalForm plainCanonical(const Geometry& g, const Board& b) {
  CanonicalForm best{plainCode(g, b), 0};
  for (int s = 1; s < 2 * Geometry::kSymmetries; ++s) {
    Board image;
    for (int cell = 0; cell < g.cellCount(); ++cell)
      if (!b.isEmpty(cell)) image.place(symmetricMove(g, s, Move{cell, b.kindAt(cell)}));
    const PositionCode c = plainCode(g, image);
    if (c < best.code) best = {c, s};
  }
  return best;
}

CanonicalCoder::CanonicalCoder(const Geometry& g) : bytes_((g.cellCount() + 7) / 8) {
  table_.assign(static_cast<std::size_t>(8 * kBytes * 256), 0);
  for (int s = 0; s < 8; ++s)
    for (int byte = 0; byte < bytes_; ++byte)
      for (int v = 0; v < 256; ++v) {
        PositionCode sum = 0;
        for (int b = 0; b < 8; ++b) {
          const int cell = byte * 8 + b;
          if ((v >> b & 1) && cell < g.cellCount()) sum += powerOfThree(g.symmetric(s, cell));
        }
        table_[static_cast<std::size_t>((s * kBytes + byte) * 256 + v)] = sum;
      }
}

}  // namespace oc
