#include "plain_perft.h"

#include <vector>

namespace oc::bench {

namespace {

struct PlainWindow {
  Bits cells, ends;
};

struct Plain {
  std::vector<std::vector<PlainWindow>> through;  // per cell: the windows through it
  std::vector<std::vector<PlainWindow>> ending;   // per cell: the windows it ends (exact-five)
  Bits all;
  bool exact;

  bool wins(int cell, Bits mine, Bits theirs) const {
    for (const PlainWindow& w : through[static_cast<std::size_t>(cell)])
      if ((mine & w.cells) == w.cells && (!exact || (theirs & w.ends) == w.ends)) return true;
    if (exact)
      for (const PlainWindow& w : ending[static_cast<std::size_t>(cell)])
        if ((theirs & w.cells) == w.cells && (mine & w.ends) == w.ends) return true;
    return false;
  }

  void count(Bits x, Bits o, int depth, PerftCount& c) const {
    for (int cell = 0; cell < 64; ++cell) {
      const Bits b = Bits{1} << cell;
      if (!(all & b) || ((x | o) & b)) continue;
      const bool xWins = wins(cell, x | b, o), oWins = wins(cell, o | b, x);
      c.nodes += 2;
      c.wins += static_cast<std::uint64_t>(xWins) + static_cast<std::uint64_t>(oWins);
      if (depth > 1 && !xWins) count(x | b, o, depth - 1, c);
      if (depth > 1 && !oWins) count(x, o | b, depth - 1, c);
    }
  }
};

}  // namespace

PerftCount plainPerft(const Geometry& g, Variant v, const Board& b, int depth) {
  Plain p{std::vector<std::vector<PlainWindow>>(64), std::vector<std::vector<PlainWindow>>(64), g.allCells(),
          v == Variant::ExactFive};
  for (const Window& w : g.windows()) {
    const PlainWindow pw{w.cells, w.before | w.after};
    for (int cell = 0; cell < g.cellCount(); ++cell) {
      if (w.cells & bit(cell)) p.through[static_cast<std::size_t>(cell)].push_back(pw);
      if (pw.ends & bit(cell)) p.ending[static_cast<std::size_t>(cell)].push_back(pw);
    }
  }
  PerftCount c;
  if (depth > 0) p.count(b.tokens(Kind::X), b.tokens(Kind::O), depth, c);
  return c;
}

}  // namespace oc::bench
