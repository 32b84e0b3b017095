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

// The kinds a window is alive for: bit 0 X, bit 1 O.
int aliveKinds(const Window& w, Variant v, const Board& b) {
  return (windowAlive(w, v, b, Kind::X) ? 1 : 0) | (windowAlive(w, v, b, Kind::O) ? 2 : 0);
}
constexpr int kBothKinds = 3;

// What a pair needs to be spent (pairIsSpare): kAlwaysSpare when the live
// windows holding both its cells are alive for one same kind only, else the
// empty cells, other than its own, that all of them share.
constexpr Bits kAlwaysSpare = ~Bits{0};

// Whether Chaos can spend the pairs one at a time whenever it must
// (pairing_certificate.h): `cells` and `need` per pair, `paired` the cells
// of all of them. A pair whose shared cells are all paired waits until one
// of those pairs is gone; pairs are set free until none waits, or the ones
// left wait on each other.
bool spendableInOrder(const Bits* cells, const Bits* need, int count, Bits paired) {
  std::uint64_t waiting = 0;
  for (int i = 0; i < count; ++i)
    if (need[i] != kAlwaysSpare && !(need[i] & ~paired)) waiting |= std::uint64_t{1} << i;
  while (waiting) {
    Bits held = 0;  // the cells of the pairs still waiting
    for (std::uint64_t w = waiting; w; w &= w - 1) held |= cells[__builtin_ctzll(w)];
    std::uint64_t freed = 0;
    for (std::uint64_t w = waiting; w; w &= w - 1) {
      const int i = __builtin_ctzll(w);
      if (need[i] & ~held) freed |= std::uint64_t{1} << i;
    }
    if (!freed) return false;
    waiting &= ~freed;
  }
  return true;
}

// Which line a window lies on (below kLines): windows of one direction
// with the same row (horizontal), column (vertical), column minus row
// (diagonal) or row plus column (anti-diagonal) share a line.
constexpr int kLinesPerDirection = 2 * kMaxSize;  // diagonals: column minus row, -7 to 7
constexpr int kLines = 4 * kLinesPerDirection;
int lineOf(const Geometry& g, const Window& w) {
  const int row = g.row(w.first), col = g.col(w.first);
  const int along = w.direction == Direction::Horizontal ? row
                    : w.direction == Direction::Vertical ? col
                    : w.direction == Direction::Diagonal ? col - row + kMaxSize - 1
                                                          : row + col;
  return static_cast<int>(w.direction) * kLinesPerDirection + along;
}

// A bound checked before the search: two cells lie on one line at most, so
// a pair covers windows of one line only, and windows of a line that share
// no cell a pair may use need a pair each. So if such windows (a few per
// line) cannot each get two cells of their own, no two shared between them,
// no pairing exists. That is a bipartite matching of two slots per window
// to cells (Kuhn's augmenting paths); a search that would fail on this
// counting alone can take thousands of steps to find it out.
class CellsForPairs {
 public:
  // A window that needs two cells of `cells`; its number.
  int need(Bits cells) {
    slotCells_[slots_] = slotCells_[slots_ + 1] = cells;
    slots_ += 2;
    return slots_ / 2 - 1;
  }
  // The window `window` needs two cells of `cells` instead.
  void replace(int window, Bits cells) { slotCells_[2 * window] = slotCells_[2 * window + 1] = cells; }
  // Whether every slot gets a cell of its own.
  bool suffice() {
    for (int& slot : slotOf_) slot = -1;
    for (int slot = 0; slot < slots_; ++slot) {
      Bits visited = 0;
      if (!augment(slot, visited)) return false;
    }
    return true;
  }

 private:
  bool augment(int slot, Bits& visited) {
    for (Bits c = slotCells_[slot] & ~visited; c; c &= c - 1) {
      const int cell = lowestCell(c);
      if (visited & bit(cell)) continue;  // reached by a deeper call since this loop began
      visited |= bit(cell);
      if (slotOf_[cell] < 0 || augment(slotOf_[cell], visited)) {
        slotOf_[cell] = slot;
        return true;
      }
    }
    return false;
  }
  Bits slotCells_[2 * Tactics::kMaxWindows];
  int slots_ = 0;
  int slotOf_[kMaxCells];
};

struct PairingSearch {
  // Per live window: its empty cells, (exact-five) its empty end cells, and
  // the kinds it is alive for.
  Bits inside[Tactics::kMaxWindows];
  Bits beyond[Tactics::kMaxWindows];
  int kinds[Tactics::kMaxWindows];
  int line[Tactics::kMaxWindows];  // lineOf
  int count = 0;
  int steps = 0;
  int stepLimit = 0;
  bool sparesOnly = false;  // the pairs must be spare (pairing_certificate.h)
  bool insideOnly = false;
  // The pairs chosen so far (inside answers: those a proof records).
  int chosen = 0;
  Bits chosenA[Tactics::kMaxWindows], chosenB[Tactics::kMaxWindows];
  Bits chosenCells[Tactics::kMaxWindows];  // chosenA | chosenB
  Bits chosenNeed[Tactics::kMaxWindows];   // spareNeed of each, when spares are needed

  // Per cell, the windows (as a set of indices, three words) holding it
  // inside and, under exact-five, just beyond an end: a pair's windows are
  // then a few word operations instead of a pass over every window.
  Bits insideOf[kMaxCells][3];
  Bits beyondOf[kMaxCells][3];
  Bits windowsIn[3] = {0, 0, 0};  // the windows collected, as a set of indices

  // Adds window w to the per-cell sets (after its inside and beyond are set).
  void index(int w) {
    const Bits m = Bits{1} << (w % 64);
    windowsIn[w / 64] |= m;
    for (Bits c = inside[w]; c; c &= c - 1) insideOf[lowestCell(c)][w / 64] |= m;
    for (Bits c = beyond[w]; c; c &= c - 1) beyondOf[lowestCell(c)][w / 64] |= m;
  }

  // Marks the windows the pair {a, b} covers when answered with the other
  // kind (`sameKind` false) or with the same kind.
  void mark(Bits a, Bits b, bool sameKind, Bits covered[3]) const {
    const int ca = lowestCell(a), cb = lowestCell(b);
    for (int k = 0; k < 3; ++k)
      covered[k] |= sameKind ? (insideOf[ca][k] & beyondOf[cb][k]) | (insideOf[cb][k] & beyondOf[ca][k])
                             : insideOf[ca][k] & insideOf[cb][k];
  }

  // Whether the pair {a, b} can ever be spent: its windows are alive for
  // one same kind only, or share an empty cell of their own.
  bool spendable(Bits a, Bits b) const { return spareNeed(a, b) != 0; }
  // What the pair {a, b} needs to be spent, on the windows collected
  // (kAlwaysSpare, or the empty cells other than its own all of them share).
  Bits spareNeed(Bits a, Bits b) const {
    int common = 0;
    Bits shared = ~Bits{0};
    const int ca = lowestCell(a), cb = lowestCell(b);
    for (int k = 0; k < 3; ++k) {
      for (Bits both = insideOf[ca][k] & insideOf[cb][k]; both; both &= both - 1) {
        const int w = 64 * k + lowestCell(both);
        shared &= inside[w];
        if (kinds[w] == kBothKinds) common = -1;
        else if (common != -1) common = common == 0 || common == kinds[w] ? kinds[w] : -1;
      }
    }
    return common != -1 ? kAlwaysSpare : shared & ~(a | b);
  }

  // Whether the chosen pairs can still be spent in some order, with the
  // cells `used` so far paired (more pairs only make it harder).
  bool chosenSpendable(Bits used) const { return spendableInOrder(chosenCells, chosenNeed, chosen, used); }

  // How many pairs of unused cells can cover window w, counted up to
  // `enough`: when the pairs must be spare, only those that can be (so that
  // a window no pair can cover is met first, not after a search of the
  // others).
  int usablePairs(int w, Bits used, int enough) {
    const Bits in = inside[w] & ~used;
    if (!sparesOnly) return coveringPairs(popcount(in), popcount(beyond[w] & ~used));
    int ways = 0;
    for (Bits rest = in; rest && ways < enough; rest &= rest - 1) ways += popcount(spareWith(lowestCell(rest), rest & (rest - 1)));
    return ways;
  }

  // The cells among `partners` that make a pair with `cell` that can ever
  // be spent (spendable), remembered per pair: it depends on the board only.
  Bits spareWith(int cell, Bits partners) {
    for (Bits unknown = partners & ~spareKnown[cell]; unknown; unknown &= unknown - 1) {
      const int other = lowestCell(unknown);
      spareKnown[cell] |= bit(other);
      spareKnown[other] |= bit(cell);
      if (spendable(bit(cell), bit(other))) {
        spareCapable[cell] |= bit(other);
        spareCapable[other] |= bit(cell);
      }
    }
    return spareCapable[cell] & partners;
  }
  Bits spareKnown[kMaxCells];
  Bits spareCapable[kMaxCells];

  // Collects the live windows of `b` and the kind of pairing needed; false
  // when some window has too few empty cells for a pair.
  bool collect(const Tactics& t, const Board& b, bool orderToMove, bool onlyInside) {
    const Geometry& g = t.geometry();
    const Bits empty = g.allCells() & ~b.occupied();
    for (int c = 0; c < g.cellCount(); ++c) {
      for (int k = 0; k < 3; ++k) insideOf[c][k] = beyondOf[c][k] = 0;
      spareKnown[c] = spareCapable[c] = 0;
    }
    sparesOnly = pairingNeedsSpares(popcount(empty), orderToMove);
    // Same-kind answers are for exact-five only, and never spare: they leave
    // the window alive for one kind.
    insideOnly = onlyInside || sparesOnly || t.variant() != Variant::ExactFive;
    for (const Window& w : g.windows()) {
      const int alive = aliveKinds(w, t.variant(), b);
      if (!alive) continue;
      inside[count] = w.cells & empty;
      beyond[count] = insideOnly ? 0 : (w.before | w.after) & empty;
      kinds[count] = alive;
      line[count] = lineOf(g, w);
      if (coveringPairs(popcount(inside[count]), popcount(beyond[count])) == 0) return false;
      index(count);
      ++count;
    }
    return true;
  }

  // The bound of CellsForPairs on the windows collected: on each line, the
  // windows whose usable cells meet none of those taken before on it. Of
  // two that meet, a line's first window gives way to one with fewer cells
  // (a row of the 6x6 board holds two windows of five that always meet:
  // the one with fewer empty cells is the stronger bound).
  bool cellsSuffice() const {
    CellsForPairs cells;
    Bits lineCells[kLines] = {};  // the usable cells of the windows taken on each line
    int firstSlot[kLines];        // the slot of the line's first window, while it is alone
    for (int w = 0; w < count; ++w) {
      const Bits usable = inside[w] | beyond[w];
      Bits& taken = lineCells[line[w]];
      if (!taken) {  // a window has two usable cells at least (collect)
        firstSlot[line[w]] = cells.need(usable);
        taken = usable;
      } else if (!(usable & taken)) {
        cells.need(usable);
        firstSlot[line[w]] = -1;
        taken |= usable;
      } else if (firstSlot[line[w]] >= 0 && popcount(usable) < popcount(taken)) {
        cells.replace(firstSlot[line[w]], usable);
        taken = usable;
      }
    }
    return cells.suffice();
  }

  // Covers the live windows not yet marked in `covered` with pairs of unused cells.
  bool cover(Bits used, Bits covered[3]) {
    if (++steps > stepLimit) return false;
    // Chosen pairs that wait on each other stay so whatever is added.
    if (sparesOnly && !chosenSpendable(used)) return false;
    // The uncovered window with the fewest ways to cover it.
    int best = -1, bestWays = 1 << 30;
    for (int k = 0; k < 3; ++k) {
      for (Bits open = windowsIn[k] & ~covered[k]; open; open &= open - 1) {
        const int w = 64 * k + lowestCell(open);
        const int ways = usablePairs(w, used, bestWays);
        if (ways == 0) return false;  // a window nothing can cover any more
        if (ways < bestWays) {
          bestWays = ways;
          best = w;
        }
      }
    }
    if (best < 0) {
      return !sparesOnly || chosenSpendable(used);
    }
    if (bestWays == 0) return false;
    const Bits in = inside[best] & ~used, out = beyond[best] & ~used;
    // The pairs that cover it, those covering the most still-open windows
    // first; each keeps the windows covered with it, to recurse on.
    struct Option {
      Bits a, b;
      bool sameKind;
      Bits next[3];
      int gain;
    };
    Option options[kMaxOptions];
    int n = 0;
    auto add = [&](Bits a, Bits b, bool sameKind) {
      Option& o = options[n++];
      o.a = a;
      o.b = b;
      o.sameKind = sameKind;
      for (int k = 0; k < 3; ++k) o.next[k] = covered[k];
      mark(a, b, sameKind, o.next);
      o.gain = popcount(o.next[0] & ~covered[0]) + popcount(o.next[1] & ~covered[1]) + popcount(o.next[2] & ~covered[2]);
    };
    for (Bits rest = in; rest; rest &= rest - 1) {
      const Bits a = lowestBit(rest);
      for (Bits c = rest & (rest - 1); c; c &= c - 1)
        if (!sparesOnly || spareWith(lowestCell(a), lowestBit(c))) add(a, lowestBit(c), false);
      if (!insideOnly)
        for (Bits c = out; c; c &= c - 1) add(a, lowestBit(c), true);
    }
    smallStableSort(options, n, [](const Option& x, const Option& y) { return x.gain > y.gain; });
    for (int i = 0; i < n; ++i) {
      if (!options[i].sameKind) {
        chosenA[chosen] = options[i].a;
        chosenB[chosen] = options[i].b;
        chosenCells[chosen] = options[i].a | options[i].b;
        chosenNeed[chosen++] = sparesOnly ? spareNeed(options[i].a, options[i].b) : kAlwaysSpare;
      }
      const bool found = cover(used | options[i].a | options[i].b, options[i].next);
      if (found) return true;
      if (!options[i].sameKind) --chosen;
      if (steps > stepLimit) return false;
    }
    return false;
  }
};

bool searchPairing(const Tactics& t, const Board& b, bool orderToMove, int stepLimit, bool insideOnly, CellPairs* pairs,
                   int* stepsUsed) {
  if (stepsUsed) *stepsUsed = 0;
  PairingSearch s;
  if (!s.collect(t, b, orderToMove, insideOnly)) return false;
  if (!s.cellsSuffice()) {
    if (stepsUsed) *stepsUsed = 1;  // the bound costs about a step of the search
    return false;
  }
  s.stepLimit = stepLimit;
  Bits covered[3] = {0, 0, 0};
  const bool found = s.cover(0, covered);
  if (stepsUsed) *stepsUsed = s.steps;
  if (found && pairs) {
    pairs->clear();
    for (int i = 0; i < s.chosen; ++i)
      pairs->emplace_back(static_cast<std::uint8_t>(lowestCell(s.chosenA[i])), static_cast<std::uint8_t>(lowestCell(s.chosenB[i])));
  }
  return found;
}

}  // namespace

bool pairingNeedsSpares(int emptyCells, bool orderToMove) {
  // Unpaired cells = empty - 2 * pairs: its parity is the parity of empty.
  return (emptyCells % 2 == 0) != orderToMove;
}

namespace {

// spareNeed of the search, worked out on the board.
Bits pairNeed(const Geometry& g, Variant v, const Board& b, int a, int c) {
  int common = 0;
  Bits shared = g.allCells();  // the cells of every live window holding both
  for (const Window& w : g.windows()) {
    if (!(w.cells & bit(a)) || !(w.cells & bit(c))) continue;
    const int kinds = aliveKinds(w, v, b);
    if (!kinds) continue;
    shared &= w.cells;
    if (kinds == kBothKinds) common = -1;
    else if (common != -1) common = common == 0 || common == kinds ? kinds : -1;
  }
  if (common != -1) return kAlwaysSpare;
  return shared & ~b.occupied() & ~(bit(a) | bit(c));
}

}  // namespace

bool pairIsSpare(const Geometry& g, Variant v, const Board& b, int a, int c, Bits paired) {
  const Bits need = pairNeed(g, v, b, a, c);
  return need == kAlwaysSpare || (need & ~paired) != 0;
}

int waitingPairs(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs) {
  Bits paired = 0;
  for (const auto& [a, c] : pairs) paired |= bit(a) | bit(c);
  int waiting = 0;
  for (const auto& [a, c] : pairs) waiting += !pairIsSpare(g, v, b, a, c, paired);
  return waiting;
}

bool pairingHolds(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs, std::string* why) {
  const auto failed = [why](const char* reason) {
    if (why) *why = reason;
    return false;
  };
  Bits used = 0;
  for (const auto& [a, c] : pairs) {
    if (a >= g.cellCount() || c >= g.cellCount() || a == c) return failed("a pair off the board");
    if (!b.isEmpty(a) || !b.isEmpty(c)) return failed("a pair on a taken cell");
    if ((used & (bit(a) | bit(c))) != 0) return failed("pairs overlap");
    used |= bit(a) | bit(c);
  }
  for (const Window& w : g.windows()) {
    if (!aliveKinds(w, v, b)) continue;
    bool covered = false;
    for (const auto& [a, c] : pairs) covered = covered || ((w.cells & bit(a)) && (w.cells & bit(c)));
    if (!covered) return failed("a live window without a pair");
  }
  const int outside = g.cellCount() - b.count() - 2 * static_cast<int>(pairs.size());
  if (outside % 2 != 0) {
    Bits cells[kMaxCells / 2], need[kMaxCells / 2];
    int n = 0;
    for (const auto& [a, c] : pairs) {
      cells[n] = bit(a) | bit(c);
      need[n++] = pairNeed(g, v, b, a, c);
    }
    if (!spendableInOrder(cells, need, n, used))
      return failed("an odd number of cells outside the pairs, and pairs that cannot be spent one by one");
  }
  return true;
}

bool chaosHasPairing(const Tactics& t, const Board& b, bool orderToMove, int stepLimit, int* stepsUsed) {
  return searchPairing(t, b, orderToMove, stepLimit, false, nullptr, stepsUsed);
}

bool pairingMayExist(const Tactics& t, const Board& b, bool orderToMove) {
  PairingSearch s;
  return s.collect(t, b, orderToMove, false) && s.cellsSuffice();
}

bool findInsidePairing(const Tactics& t, const Board& b, bool orderToMove, int stepLimit, CellPairs& pairs) {
  return searchPairing(t, b, orderToMove, stepLimit, true, &pairs, nullptr);
}

}  // namespace oc
