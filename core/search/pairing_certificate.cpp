#include "search/pairing_certificate.h"

#include "search/small_sort.h"

namespace oc {

namespace {

Bits lowestBit(Bits b) { return b & (~b + 1); }

// The pairs that can cover one window: two of its (at most 8) cells, or one
// of them and one of its two end cells.
constexpr int kMaxOptions = 8 * 7 / 2 + 8 * 2;

// How many pairs can cover a window with `in` free cells inside and `out`
// free end cells: two inside, or one inside and one end.
int coveringPairs(int in, int out) { return in * (in - 1) / 2 + in * out; }

struct PairingSearch {
  // Per live window: its empty cells, and (exact-five) its empty end cells.
  Bits inside[Tactics::kMaxWindows];
  Bits beyond[Tactics::kMaxWindows];
  int count = 0;
  int steps = 0;
  int stepLimit = 0;

  bool isCovered(const Bits covered[3], int w) const { return covered[w / 64] & (Bits{1} << (w % 64)); }

  // Marks the windows the pair {a, b} covers when answered with the other
  // kind (`sameKind` false) or with the same kind.
  void mark(Bits a, Bits b, bool sameKind, Bits covered[3]) const {
    for (int w = 0; w < count; ++w) {
      const bool covers = sameKind ? ((inside[w] & a) && (beyond[w] & b)) || ((inside[w] & b) && (beyond[w] & a))
                                   : (inside[w] & a) && (inside[w] & b);
      if (covers) covered[w / 64] |= Bits{1} << (w % 64);
    }
  }

  // Covers the live windows not yet marked in `covered` with pairs of unused cells.
  bool cover(Bits used, Bits covered[3]) {
    if (++steps > stepLimit) return false;
    // The uncovered window with the fewest ways to cover it.
    int best = -1, bestWays = 1 << 30;
    for (int w = 0; w < count; ++w) {
      if (isCovered(covered, w)) continue;
      const int in = popcount(inside[w] & ~used), out = popcount(beyond[w] & ~used);
      const int ways = coveringPairs(in, out);
      if (ways < bestWays) {
        bestWays = ways;
        best = w;
      }
    }
    if (best < 0) return true;
    if (bestWays == 0) return false;
    const Bits in = inside[best] & ~used, out = beyond[best] & ~used;
    // The pairs that cover it, those covering the most still-open windows
    // first; each keeps the windows covered with it, to recurse on.
    struct Option {
      Bits pair;
      Bits next[3];
      int gain;
    };
    Option options[kMaxOptions];
    int n = 0;
    auto add = [&](Bits a, Bits b, bool sameKind) {
      Option& o = options[n++];
      o.pair = a | b;
      for (int k = 0; k < 3; ++k) o.next[k] = covered[k];
      mark(a, b, sameKind, o.next);
      o.gain = popcount(o.next[0] & ~covered[0]) + popcount(o.next[1] & ~covered[1]) + popcount(o.next[2] & ~covered[2]);
    };
    for (Bits rest = in; rest; rest &= rest - 1) {
      const Bits a = lowestBit(rest);
      for (Bits c = rest & (rest - 1); c; c &= c - 1) add(a, lowestBit(c), false);
      for (Bits c = out; c; c &= c - 1) add(a, lowestBit(c), true);
    }
    smallStableSort(options, n, [](const Option& x, const Option& y) { return x.gain > y.gain; });
    for (int i = 0; i < n; ++i) {
      if (cover(used | options[i].pair, options[i].next)) return true;
      if (steps > stepLimit) return false;
    }
    return false;
  }
};

}  // namespace

bool chaosHasPairing(const Tactics& t, const Board& b, bool orderToMove, int stepLimit, int* stepsUsed) {
  if (stepsUsed) *stepsUsed = 0;
  const Geometry& g = t.geometry();
  const Bits empty = g.allCells() & ~b.occupied();
  // Unpaired cells = empty - 2 * pairs: its parity is the parity of empty.
  const bool emptyEven = popcount(empty) % 2 == 0;
  if (orderToMove != emptyEven) return false;
  const bool exactFive = t.variant() == Variant::ExactFive;
  PairingSearch s;
  s.stepLimit = stepLimit;
  for (const Window& w : g.windows()) {
    if (!windowAlive(w, t.variant(), b, Kind::X) && !windowAlive(w, t.variant(), b, Kind::O)) continue;
    s.inside[s.count] = w.cells & empty;
    s.beyond[s.count] = exactFive ? (w.before | w.after) & empty : 0;
    if (coveringPairs(popcount(s.inside[s.count]), popcount(s.beyond[s.count])) == 0) return false;
    ++s.count;
  }
  Bits covered[3] = {0, 0, 0};
  const bool found = s.cover(0, covered);
  if (stepsUsed) *stepsUsed = s.steps;
  return found;
}

}  // namespace oc
