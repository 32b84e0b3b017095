#include "perft.h"

namespace oc {

std::uint64_t perft(const Tactics& t, Board& b, int depth) {
  if (depth == 0) return 0;
  std::uint64_t nodes = 0;
  for (Bits empty = t.geometry().allCells() & ~b.occupied(); empty; empty &= empty - 1) {
    const int cell = lowestCell(empty);
    for (Kind k : {Kind::X, Kind::O}) {
      const Move m{cell, k};
      b.place(m);
      ++nodes;
      if (!t.winsAfter(b, m)) nodes += perft(t, b, depth - 1);
      b.remove(cell);
    }
  }
  return nodes;
}

std::uint64_t perftBaseline(const Geometry& g, Variant v, Board& b, int depth) {
  if (depth == 0) return 0;
  std::uint64_t nodes = 0;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!b.isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      b.place({cell, k});
      ++nodes;
      if (winningRuns(g, v, b, k) == 0 && winningRuns(g, v, b, other(k)) == 0) nodes += perftBaseline(g, v, b, depth - 1);
      b.remove(cell);
    }
  }
  return nodes;
}

}  // namespace oc
