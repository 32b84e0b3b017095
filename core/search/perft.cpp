#include "search/perft.h"

namespace oc {

namespace {

// The variant is a template argument so the inner loop carries no branch on
// it; the two token sets live in locals rather than in the Board.
template <Variant V>
void perftFrom(const Tactics& t, Bits all, Bits x, Bits o, int depth, PerftCount& count) {
  for (Bits empty = all & ~(x | o); empty; empty &= empty - 1) {
    const int cell = lowestCell(empty);
    const Bits b = empty & (~empty + 1);
    const bool xWins = V == Variant::Classic ? t.completesClassic(cell, x | b) : t.completesExact(cell, x | b, o);
    const bool oWins = V == Variant::Classic ? t.completesClassic(cell, o | b) : t.completesExact(cell, o | b, x);
    count.nodes += 2;
    count.wins += static_cast<std::uint64_t>(xWins) + static_cast<std::uint64_t>(oWins);
    if (depth > 1) {
      if (!xWins) perftFrom<V>(t, all, x | b, o, depth - 1, count);
      if (!oWins) perftFrom<V>(t, all, x, o | b, depth - 1, count);
    }
  }
}

}  // namespace

PerftCount perft(const Tactics& t, Board& b, int depth) {
  PerftCount count;
  if (depth <= 0) return count;
  const Bits all = t.geometry().allCells(), x = b.tokens(Kind::X), o = b.tokens(Kind::O);
  if (t.variant() == Variant::Classic) {
    perftFrom<Variant::Classic>(t, all, x, o, depth, count);
  } else {
    perftFrom<Variant::ExactFive>(t, all, x, o, depth, count);
  }
  return count;
}

PerftCount perftBaseline(const Geometry& g, Variant v, Board& b, int depth) {
  PerftCount count;
  if (depth == 0) return count;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!b.isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      b.place({cell, k});
      ++count.nodes;
      if (winningRuns(g, v, b, k) != 0 || winningRuns(g, v, b, other(k)) != 0) {
        ++count.wins;
      } else {
        const PerftCount below = perftBaseline(g, v, b, depth - 1);
        count.nodes += below.nodes;
        count.wins += below.wins;
      }
      b.remove(cell);
    }
  }
  return count;
}

}  // namespace oc
