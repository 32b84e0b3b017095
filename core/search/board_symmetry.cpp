#include "search/board_symmetry.h"

namespace oc {

BoardSymmetry::BoardSymmetry(const Geometry& g) : geometry_(g), bytes_((g.cellCount() + 7) / 8) {
  table_.assign(static_cast<std::size_t>(Geometry::kSymmetries * 8 * 256), 0);
  for (int s = 0; s < Geometry::kSymmetries; ++s)
    for (int byte = 0; byte < bytes_; ++byte)
      for (int v = 0; v < 256; ++v) {
        Bits image = 0;
        for (int b = 0; b < 8; ++b) {
          const int cell = byte * 8 + b;
          if ((v >> b & 1) && cell < g.cellCount()) image |= bit(g.symmetric(s, cell));
        }
        table_[static_cast<std::size_t>((s * 8 + byte) * 256 + v)] = image;
      }
  for (int s = 0; s < kCount; ++s) {
    const int geometric = s % Geometry::kSymmetries;
    for (int t = 0; t < Geometry::kSymmetries; ++t) {
      bool undoes = true;
      for (int cell = 0; cell < g.cellCount() && undoes; ++cell) undoes = g.symmetric(t, g.symmetric(geometric, cell)) == cell;
      if (undoes) inverse_[s] = t + (s >= Geometry::kSymmetries ? Geometry::kSymmetries : 0);
    }
  }
}

Board BoardSymmetry::map(int symmetry, const Board& b) const {
  const bool swap = symmetry >= Geometry::kSymmetries;
  Board out;
  for (Kind k : {Kind::X, Kind::O})
    for (Bits cells = mapCells(symmetry, b.tokens(k)); cells; cells &= cells - 1)
      out.place(Move{__builtin_ctzll(cells), swap ? other(k) : k});
  return out;
}

Move BoardSymmetry::map(int symmetry, Move m) const {
  const bool swap = symmetry >= Geometry::kSymmetries;
  return Move{geometry_.symmetric(symmetry % Geometry::kSymmetries, m.cell), swap ? other(m.kind) : m.kind};
}

}  // namespace oc
