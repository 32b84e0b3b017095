#include "pairing_certificate.h"

namespace oc {

namespace {

constexpr int kStepLimit = 4000;

struct PairingSearch {
  Bits live[Tactics::kMaxWindows];  // the empty cells of each live window
  int count = 0;
  int steps = 0;

  // Covers the live windows not yet marked in coveredMask with pairs of unused cells.
  bool cover(Bits used, Bits coveredMask[3]) {
    if (++steps > kStepLimit) return false;
    // The uncovered window with the fewest free cells.
    int best = -1, bestFree = 99;
    for (int w = 0; w < count; ++w) {
      if (coveredMask[w / 64] & (Bits{1} << (w % 64))) continue;
      const int free = popcount(live[w] & ~used);
      if (free < bestFree) {
        bestFree = free;
        best = w;
      }
    }
    if (best < 0) return true;
    if (bestFree < 2) return false;
    const Bits free = live[best] & ~used;
    for (Bits a = free; a; a &= a - 1) {
      const Bits first = a & (~a + 1);
      for (Bits c = a & (a - 1); c; c &= c - 1) {
        const Bits pair = first | (c & (~c + 1));
        // Mark every window this pair covers.
        Bits saved[3] = {coveredMask[0], coveredMask[1], coveredMask[2]};
        for (int w = 0; w < count; ++w)
          if ((live[w] & pair) == pair) coveredMask[w / 64] |= Bits{1} << (w % 64);
        if (cover(used | pair, coveredMask)) return true;
        coveredMask[0] = saved[0];
        coveredMask[1] = saved[1];
        coveredMask[2] = saved[2];
        if (steps > kStepLimit) return false;
      }
    }
    return false;
  }
};

}  // namespace

bool chaosHasPairing(const Tactics& t, const Board& b, bool orderToMove) {
  const Geometry& g = t.geometry();
  const Bits empty = g.allCells() & ~b.occupied();
  // Unpaired cells = empty - 2 * pairs: its parity is the parity of empty.
  const bool emptyEven = popcount(empty) % 2 == 0;
  if (orderToMove != emptyEven) return false;
  PairingSearch s;
  for (const Window& w : g.windows()) {
    if (!windowAlive(w, t.variant(), b, Kind::X) && !windowAlive(w, t.variant(), b, Kind::O)) continue;
    const Bits free = w.cells & empty;
    if (popcount(free) < 2) return false;
    s.live[s.count++] = free;
  }
  Bits covered[3] = {0, 0, 0};
  return s.cover(0, covered);
}

}  // namespace oc
