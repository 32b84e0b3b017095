#include "search/centre_game.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <memory>

#include "search/centre_threats.h"
#include "search/search_limit.h"
#include "search/small_sort.h"
#include "search/tactics.h"

namespace oc {
namespace {

constexpr int kMaxCentreCells = kMaxCentreSize * kMaxCentreSize;
constexpr int kMaxPasses = 15;
constexpr int kDeadCellScore = -1'000'000;  // below every other move's
constexpr int kMaxMoves = 2 * kMaxCentreCells + 1;
// Order's wins by continuous threats: at most this many Order moves long,
// and this many moves looked at per node (measured: docs/solver-history.md).
constexpr int kThreatDepth = 4;
constexpr int kThreatSteps = 64;

// Hands out Order's moves best first (ties in generation order), one at a
// time as they are tried: Order's node is often won by one of its first
// moves, so the rest are never ordered. (Chaos's moves are sorted at once:
// handed out this way they measured no faster.)
class BestFirst {
 public:
  template <typename Scored>
  BestFirst(const Scored* moves, int count) : count_(count) {
    // The score above, the earlier move below: the greatest key is the next move.
    keys_[0] = INT64_MIN;  // (read by no one when there is no move; set for the compiler's sake)
    for (int j = 0; j < count; ++j) keys_[j] = std::int64_t{moves[j].score} * 256 + (255 - j);
  }
  int next() {  // the index of the next move, -1 after the last
    if (handedOut_ == count_) return -1;
    ++handedOut_;
    int greatest = 0;
    for (int j = 1; j < count_; ++j)
      if (keys_[j] > keys_[greatest]) greatest = j;
    const int pick = 255 - static_cast<int>(keys_[greatest] & 255);
    keys_[greatest] = INT64_MIN;
    return pick;
  }

 private:
  std::int64_t keys_[kMaxMoves];
  int count_, handedOut_ = 0;
};

std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}


}  // namespace

// The half-filled pairs Order gains by closing, by the kind the line then
// allows too: a line that allows X only and holds no X gains O. Closing any
// other pair gains nothing, so that pair is only a pass.
struct CentreGameSolver::Closable {
  std::uint32_t gainsX = 0, gainsO = 0;
  std::uint32_t lines() const { return gainsX | gainsO; }
};

// The search's position: the tokens, the kinds each line allows, Chaos's
// passes and the half-filled pairs (centre_game.h).
struct CentreGameSolver::Node {
  const CentreShape* shape;
  Bits x, o;
  std::uint32_t allowX, allowO;
  int passes;  // besides the half-filled pairs
  std::uint32_t halfX = 0, halfO = 0;

  static Node from(const CentrePosition& p) {
    // A half-filled pair's line allows the kind on its filled end, and only that.
    return Node{&CentreShape::of(p.size), p.x, p.o, p.allowX, p.allowO, std::min(p.passes, kMaxPasses),
                p.halfX & p.allowX & ~p.allowO, p.halfO & p.allowO & ~p.allowX};
  }

  Bits tokens(Kind k) const { return k == Kind::X ? x : o; }
  std::uint32_t allows(Kind k) const { return k == Kind::X ? allowX : allowO; }
  Bits empty() const { return shape->all() & ~(x | o); }
  void place(int cell, Kind k) { (k == Kind::X ? x : o) |= bit(cell); }
  void remove(int cell) {
    x &= ~bit(cell);
    o &= ~bit(cell);
  }

  bool completes(int cell, Kind k) const {
    const Bits mine = tokens(k) | bit(cell);
    for (std::uint32_t ls = shape->linesThrough(cell) & allows(k); ls; ls &= ls - 1) {
      const Bits line = shape->line(__builtin_ctz(ls));
      if ((mine & line) == line) return true;
    }
    return false;
  }

  // The lines still live for each kind: a line is live for a kind while it
  // allows that kind and holds none of the other.
  void liveLines(std::uint32_t* forX, std::uint32_t* forO) const {
    *forX = allowX & ~shape->linesTouching(o);
    *forO = allowO & ~shape->linesTouching(x);
  }

  // Computed once per node and handed to what needs it.
  Closable closable() const {
    Closable c;
    if (halfX | halfO) {
      c.gainsO = halfX & ~shape->linesTouching(x);
      c.gainsX = halfO & ~shape->linesTouching(o);
    }
    return c;
  }
  // Chaos's passes that take nothing from Order: the plain ones and the
  // half-filled pairs Order gains nothing by closing.
  int freePasses(const Closable& c) const {
    return std::min(kMaxPasses, passes + popcount(halfX | halfO) - popcount(c.lines()));
  }
  // Spends one free pass: a plain one first, else a pair not worth closing.
  void spendFreePass(const Closable& c) {
    if (passes > 0) {
      --passes;
      return;
    }
    const std::uint32_t pairs = (halfX | halfO) & ~c.lines();
    const std::uint32_t pair = pairs & (~pairs + 1);
    halfX &= ~pair;
    halfO &= ~pair;
  }
  // Order closes line l's pair: the other kind on the empty end, so the
  // line allows both kinds.
  void close(int l, Kind gained) {
    halfX &= ~(1u << l);
    halfO &= ~(1u << l);
    (gained == Kind::X ? allowX : allowO) |= 1u << l;
  }
  // Chaos fills the empty end of line l's pair with the line's own kind:
  // the line allows what it did, and the pair can no longer be closed.
  void fillPair(int l) {
    halfX &= ~(1u << l);
    halfO &= ~(1u << l);
  }
  // The closable pairs whose line is already full of the kind it gains:
  // closing one is a win on the spot.
  std::uint32_t ringThreats(const Closable& c) const {
    std::uint32_t out = 0;
    for (std::uint32_t ls = c.lines(); ls; ls &= ls - 1) {
      const int l = __builtin_ctz(ls);
      const Bits line = shape->line(l);
      if ((c.gainsX >> l & 1) && (x & line) == line) out |= 1u << l;
      if ((c.gainsO >> l & 1) && (o & line) == line) out |= 1u << l;
    }
    return out;
  }

  // The lines live for each kind now or once Order closes their pair: what
  // a move can build or spoil.
  void potentialLines(const Closable& c, std::uint32_t* forX, std::uint32_t* forO) const {
    liveLines(forX, forO);
    *forX |= c.gainsX;
    *forO |= c.gainsO;
  }

  // Whether some line can still fill with a kind it allows, now or after a
  // closing.
  bool anyAlive(const Closable& c) const {
    std::uint32_t forX, forO;
    liveLines(&forX, &forO);
    return (forX | forO | c.lines()) != 0;
  }

  // Order's threats: the cells where one kind completes an allowed line.
  // Returns the cells; `kinds[cell]` gets bit 1 for X, bit 2 for O.
  Bits threats(std::uint8_t* kinds) const {
    Bits cells = 0;
    std::uint32_t live[2];
    liveLines(&live[0], &live[1]);
    for (Kind k : {Kind::X, Kind::O}) {
      for (std::uint32_t ls = live[kindIndex(k)]; ls; ls &= ls - 1) {
        const Bits line = shape->line(__builtin_ctz(ls));
        if (popcount(line & ~tokens(k)) != 1) continue;  // one cell short of full
        const int cell = lowestCell(line & ~tokens(k));
        if (!(cells & bit(cell))) kinds[cell] = 0;
        cells |= bit(cell);
        kinds[cell] = static_cast<std::uint8_t>(kinds[cell] | (k == Kind::X ? 1 : 2));
      }
    }
    return cells;
  }

  // Order's win by continuous threats, were Order to move (no threat of
  // Order's on the board): centre_threats.h.
  bool threatWin(const Closable& c, CentreThreatReach* reach) const {
    CentreThreatPosition p{shape, {x, o}, {0, 0}, {c.gainsX, c.gainsO}};
    liveLines(&p.live[0], &p.live[1]);
    int steps = kThreatSteps;
    return p.orderWins(kThreatDepth, &steps, reach);
  }

  // `quiet`, if given, tells whether one of the moves builds no live line.
  // In generation order, scored (BestFirst hands them out best first).
  int moves(bool order, const Closable& c, ScoredMove* out, bool* quiet = nullptr) const;

  // Whether Chaos holds by a pairing (docs/solver.md has the argument):
  // disjoint pairs, one on each line Order could still fill, answered on
  // the partner. A pair is two empty cells of the line (answered with the
  // other kind), or, on a closable line that already holds the kind it
  // gains, its pair's empty ring end and one empty cell of the line
  // (a closing answered on the cell with the ring end's kind, a move on
  // the cell by filling the ring end). A move off the pairs (an unpaired
  // cell, or closing or filling an unpaired closable pair) is answered off
  // them too, or with a pass: that needs an even number of such moves on
  // Order's turn, a pass, or pairs that can all be spent (a ring end
  // filled, or a two-cell pair whose line is live for one kind only given
  // the other kind), which Chaos does when it has no other move. Chaos to
  // move first spends its move the same way. If a token makes a pair not
  // worth closing, it becomes Chaos's pass: only better.
  bool chaosPairs(bool chaosToMove, const Closable& c) const {
    std::uint32_t forX, forO;
    potentialLines(c, &forX, &forO);
    Cover cover{*this, forX | forO, ringPairable(c), forX & ~forO & ~c.lines(), forO & ~forX & ~c.lines()};
    if (!cover.run(cover.potential, 0)) return false;
    // With no two-cell pairs, Chaos never has to break one: when it has no
    // move off the pairs and no ring end to fill, the centre is full.
    if (cover.pairs == 0) return true;
    const int unpaired = popcount(empty()) - 2 * cover.pairs + popcount(c.lines()) - 2 * cover.ringPairs;
    const int free = freePasses(c);
    const bool allSpent = cover.unspendable == 0;
    const auto orderTurnOk = [&](int u, int p) { return u % 2 == 0 || p >= 1 || allSpent; };
    if (!chaosToMove) return orderTurnOk(unpaired, free);
    return (unpaired >= 1 && orderTurnOk(unpaired - 1, free)) || (free >= 1 && orderTurnOk(unpaired, free - 1)) || allSpent;
  }
  // The closable lines that already hold the kind a closing gives them
  // (most nodes have no closable line: nothing to look at).
  std::uint32_t ringPairable(const Closable& c) const {
    std::uint32_t out = 0;
    for (std::uint32_t ls = c.lines(); ls; ls &= ls - 1) {
      const int l = __builtin_ctz(ls);
      if (shape->line(l) & tokens(c.gainsX >> l & 1 ? Kind::X : Kind::O)) out |= 1u << l;
    }
    return out;
  }
  // Covers the lines with Chaos's pairs (chaosPairs): a small backtracking
  // search, bounded in steps, the line with the fewest free cells first.
  struct Cover {
    const Node& node;
    std::uint32_t potential;     // the lines to cover
    std::uint32_t ringPairable;  // closable lines that hold the kind they gain
    std::uint32_t onlyX, onlyO;  // the lines live for one kind only, not closable
    int steps = 0, pairs = 0, ringPairs = 0;
    int unspendable = 0;  // the two-cell pairs chosen that cannot be spent

    // Two cells lie on one line at most: a pair can be spent if that line is
    // live for one kind only.
    bool spendable(Bits pair) const {
      const int a = lowestCell(pair), b = lowestCell(pair & (pair - 1));
      const std::uint32_t lines = node.shape->linesThrough(a) & node.shape->linesThrough(b) & potential;
      return !(lines & ~onlyX) || !(lines & ~onlyO);
    }
    bool run(std::uint32_t open, Bits used) {
      if (!open) return true;
      if (++steps > 400) return false;
      const Bits empty = node.empty();
      // Each open line needs a pair of its own (above): two free cells, or
      // one beside its ring end. Too few free cells for all: no cover.
      if (2 * popcount(open) - popcount(open & ringPairable) > popcount(empty & ~used)) return false;
      int best = -1, bestFree = 99;
      for (std::uint32_t ls = open; ls; ls &= ls - 1) {
        const int l = __builtin_ctz(ls);
        const int free = popcount(node.shape->line(l) & empty & ~used);
        if (free < bestFree) {
          bestFree = free;
          best = l;
        }
      }
      const Bits cells = node.shape->line(best) & empty & ~used;
      if (ringPairable >> best & 1) {
        for (Bits a = cells; a; a &= a - 1) {
          ++ringPairs;
          if (run(open & ~(1u << best), used | (a & (~a + 1)))) return true;
          --ringPairs;
          if (steps > 400) return false;
        }
      }
      if (bestFree < 2) return false;
      for (Bits a = cells; a; a &= a - 1) {
        for (Bits b = a & (a - 1); b; b &= b - 1) {
          const Bits pair = (a & (~a + 1)) | (b & (~b + 1));
          std::uint32_t rest = open;
          for (std::uint32_t ls = open; ls; ls &= ls - 1)
            if ((node.shape->line(__builtin_ctz(ls)) & pair) == pair) rest &= ~(1u << __builtin_ctz(ls));
          const int waits = spendable(pair) ? 0 : 1;
          ++pairs;
          unspendable += waits;
          if (run(rest, used | pair)) return true;
          --pairs;
          unspendable -= waits;
          if (steps > 400) return false;
        }
      }
      return false;
    }
  };
};

CentreGameSolver::CentreGameSolver(std::size_t tableBytes)
    : own_(std::make_unique<CentreTable>(tableBytes)), table_(own_.get()), mask_(table_->slots() - 1) {}

CentreGameSolver::CentreGameSolver(CentreTable& shared) : table_(&shared), mask_(table_->slots() - 1) {}

void CentreGameSolver::clear() { table_->clear(); }


bool CentreGameSolver::threatSequence(const CentrePosition& p, Bits* reachCells, std::uint32_t* reachPairs) {
  const Node n = Node::from(p);
  const Closable c = n.closable();
  std::uint8_t kinds[kMaxCentreCells];
  if (n.threats(kinds) || n.ringThreats(c)) return false;
  CentreThreatReach reach;
  const bool found = n.threatWin(c, &reach);
  *reachCells = reach.cells;
  *reachPairs = reach.pairs;
  return found;
}

bool CentreGameSolver::completesAllowed(const CentrePosition& p, int cell, Kind kind) {
  return Node::from(p).completes(cell, kind);
}

// The table key of a node is the least of its 16 symmetric forms of
// (filled cells, lines live for X, lines live for O): a line is live for a
// kind while it allows that kind and holds none of the other. Nothing else
// can matter, and the kinds of the filled cells on live lines follow from
// it (a line live for X holds only X). The filled cells are the key's top
// bits, so the least form is among the symmetries that give the least
// cells (most boards have one), and only those are worked out in full. The
// side to move, the closable pairs (by the kind each gains, in the same
// symmetric form) and what is known are kept apart, in `b`. The free passes
// are not in the key: more passes never hurt Chaos (it need not use them),
// so an entry keeps the most passes with which Order is known to win and
// the fewest with which Chaos is known to hold.
namespace {
constexpr int kLiveXShift = 14, kCellsShift = 28;  // live for O in the lowest 14 bits, for X above, the cells on top
static_assert(kMaxCentreLines <= kLiveXShift && kCellsShift + kMaxCentreCells <= 64,
              "the key holds the cells and both kinds' lines in one word");
constexpr std::uint64_t kOrderToMove = 1;
constexpr int kWinShift = 1;   // 5 bits: 1 + the most passes Order wins against (0: none known)
constexpr int kHoldShift = 6;  // 5 bits: 16 - the fewest passes Chaos holds with (0: none known)
constexpr int kGainsXShift = 16, kGainsOShift = 32;  // the closable pairs, 16 bits each
constexpr std::uint64_t kIdentity = kOrderToMove | std::uint64_t{0xFFFFFFFF} << kGainsXShift;  // what `b` must match
}  // namespace

void CentreGameSolver::canonical(const Node& n, bool orderToMove, const Closable& c, std::uint64_t* a,
                                 std::uint64_t* b) const {
  const CentreShape& s = *n.shape;
  std::uint32_t liveX, liveO;
  n.liveLines(&liveX, &liveO);
  const Bits filled = n.x | n.o;
  std::uint64_t bestA = ~std::uint64_t{0}, bestB = ~std::uint64_t{0};
  const auto consider = [&](std::uint64_t keyA, std::uint64_t keyB) {
    if (keyA < bestA || (keyA == bestA && keyB < bestB)) {
      bestA = keyA;
      bestB = keyB;
    }
  };
  // The cells' 8 forms first (by bit operations on the 4x4 centre, symmetry
  // 4t + 2v + h: transposed if t, then rows flipped if v, then columns
  // flipped if h, CentreShape's numbering); only the symmetries that give
  // the least cells can give the least key.
  Bits forms[8];
  if (s.size() == 4) {
    for (int sym = 0; sym < 8; ++sym) {
      Bits cells = filled;
      if (sym & 4) cells = square4::transposeCells(cells);
      if (sym & 2) cells = square4::flipRowsCells(cells);
      if (sym & 1) cells = square4::flipColumnsCells(cells);
      forms[sym] = cells;
    }
  } else {
    for (int sym = 0; sym < 8; ++sym) forms[sym] = s.symmetricCells(sym, filled);
  }
  const Bits least = *std::min_element(forms, forms + 8);
  for (int sym = 0; sym < 8; ++sym) {
    if (forms[sym] != least) continue;
    const std::uint64_t lx = s.symmetricLines(sym, liveX), lo = s.symmetricLines(sym, liveO);
    const std::uint64_t gx = c.lines() ? s.symmetricLines(sym, c.gainsX) : 0;
    const std::uint64_t go = c.lines() ? s.symmetricLines(sym, c.gainsO) : 0;
    consider(least << kCellsShift | lx << kLiveXShift | lo, gx << kGainsXShift | go << kGainsOShift);
    consider(least << kCellsShift | lo << kLiveXShift | lx, go << kGainsXShift | gx << kGainsOShift);  // the kinds swapped
  }
  *a = bestA;
  *b = bestB | (orderToMove ? kOrderToMove : 0);
}

std::size_t CentreGameSolver::slot(std::uint64_t a, std::uint64_t b) const { return static_cast<std::size_t>(mix(a ^ b) & mask_); }

namespace {
// The filled cells of a key: fewer is a larger search below its entry.
int filledCells(std::uint64_t a) { return popcount(a >> kCellsShift); }

// The entry of a bucket that holds the key, or nullptr (a template for the
// const and the mutable bucket alike).
template <typename B>
auto entryFor(B& bucket, std::uint64_t a, std::uint64_t b) -> decltype(&bucket.deep) {
  const auto holds = [&](const auto& e) { return e.a == a && (e.b & kIdentity) == b; };
  return holds(bucket.deep) ? &bucket.deep : holds(bucket.recent) ? &bucket.recent : nullptr;
}
}  // namespace

CentreGameSolver::Result CentreGameSolver::probe(std::uint64_t a, std::uint64_t b, int passes) const {
  Bucket bucket;
  if (!table_->read(slot(a, b), &bucket)) return Result::Abort;
  const Entry* e = entryFor(bucket, a, b);
  if (!e) return Result::Abort;
  const int winUpTo = static_cast<int>(e->b >> kWinShift & 31) - 1;
  const int holdFrom = 16 - static_cast<int>(e->b >> kHoldShift & 31);
  if (passes <= winUpTo) return Result::Win;
  if (passes >= holdFrom) return Result::Loss;
  return Result::Abort;
}

CentreGameSolver::Result CentreGameSolver::store(std::uint64_t a, std::uint64_t b, int passes, Result r) {
  table_->update(slot(a, b), [&](Bucket& bucket) {
    Entry* e = entryFor(bucket, a, b);
    std::uint64_t win = 0, hold = 0;
    if (e) {
      win = e->b >> kWinShift & 31;
      hold = e->b >> kHoldShift & 31;
    } else if (bucket.deep.b == 0 || filledCells(a) <= filledCells(bucket.deep.a)) {
      bucket.recent = bucket.deep;  // the kept entry moves to the other slot
      e = &bucket.deep;
    } else {
      e = &bucket.recent;
    }
    if (r == Result::Win) win = std::max<std::uint64_t>(win, static_cast<std::uint64_t>(passes + 1));
    else hold = std::max<std::uint64_t>(hold, static_cast<std::uint64_t>(16 - passes));
    e->a = a;
    e->b = b | win << kWinShift | hold << kHoldShift;
  });
  return r;
}

// The moves worth trying, scored: dominated kinds left out and the dead
// cells (on no live line) stood for by one. Order's score for a kind is what
// it builds (4^tokens for each live line of that kind through the cell);
// Chaos's is what it spoils less what it builds. Chaos never completes a
// line: its moves are generated only where Order has no threat.
int CentreGameSolver::Node::moves(bool order, const Closable& c, ScoredMove* out, bool* quiet) const {
  std::uint32_t linesX, linesO;
  potentialLines(c, &linesX, &linesO);
  Bits aliveX = 0, aliveO = 0;
  int buildX[kMaxCentreLines] = {}, buildO[kMaxCentreLines] = {};
  for (std::uint32_t ls = linesX; ls; ls &= ls - 1) {
    const Bits line = shape->line(__builtin_ctz(ls));
    aliveX |= line;
    buildX[__builtin_ctz(ls)] = 1 << (2 * popcount(x & line));
  }
  for (std::uint32_t ls = linesO; ls; ls &= ls - 1) {
    const Bits line = shape->line(__builtin_ctz(ls));
    aliveO |= line;
    buildO[__builtin_ctz(ls)] = 1 << (2 * popcount(o & line));
  }
  const Bits free = empty();
  int count = 0;
  for (Bits e = free & (aliveX | aliveO); e; e &= e - 1) {
    const int cell = lowestCell(e);
    int wX = 0, wO = 0;
    for (std::uint32_t ls = shape->linesThrough(cell); ls; ls &= ls - 1) {
      wX += buildX[__builtin_ctz(ls)];
      wO += buildO[__builtin_ctz(ls)];
    }
    const bool liveX = wX > 0, liveO = wO > 0;
    for (Kind k : {Kind::X, Kind::O}) {
      const bool builds = k == Kind::X ? liveX : liveO, spoils = k == Kind::X ? liveO : liveX;
      if (order ? !builds && spoils : builds && !spoils) continue;  // the other kind is never worse
      if (quiet && !builds) *quiet = true;
      const int own = k == Kind::X ? wX : wO, others = k == Kind::X ? wO : wX;
      out[count++] = {{cell, k}, order ? own : others - own};
    }
  }
  if (const Bits dead = free & ~(aliveX | aliveO)) {
    out[count++] = {{lowestCell(dead), Kind::X}, kDeadCellScore};
    if (quiet) *quiet = true;
  }
  return count;
}

std::optional<CentreGameSolver::Result> CentreGameSolver::settledBeforeMoves(Node& n, bool orderToMove, const Closable& c,
                                                                            int freePasses, std::uint64_t* a, std::uint64_t* b) {
  if (limitReached()) return Result::Abort;
  canonical(n, orderToMove, c, a, b);
  // The table's slot is fetched while the pairing is tried (so the pairing
  // now comes first, also where the table settles the node): the read was
  // a cache miss in most nodes and cost more than the pairing. Same search,
  // measured faster (docs/solver-history.md).
  table_->prefetch(slot(*a, *b));
  // Who is to move decides the parity the pairing needs.
  const bool paired = n.chaosPairs(!orderToMove, c);
  if (const Result known = probe(*a, *b, freePasses); known != Result::Abort) return known;
  if (paired) return store(*a, *b, freePasses, Result::Loss);
  return std::nullopt;
}

// Order to move: can Order complete an allowed line?
CentreGameSolver::Result CentreGameSolver::orderNode(Node& n) {
  ++nodes_;
  const Closable c = n.closable();
  if (n.ringThreats(c)) return Result::Win;
  const Bits empty = n.empty();
  if (!empty) return Result::Loss;
  std::uint8_t kinds[kMaxCentreCells];
  if (n.threats(kinds)) return Result::Win;
  if (!n.anyAlive(c)) return Result::Loss;
  const int free = n.freePasses(c);
  std::uint64_t a, b;
  if (const std::optional<Result> settled = settledBeforeMoves(n, true, c, free, &a, &b)) return *settled;
  CentreThreatReach reach;
  if (n.threatWin(c, &reach)) return store(a, b, free, Result::Win);
  const Result r = tryOrderMoves(n, c, nullptr);
  return r == Result::Abort ? r : store(a, b, free, r);
}

// Order's moves in order until one after which Chaos cannot hold (Win, and
// that move in `winner` if asked), Loss when none is, Abort at the limit.
// The centre moves first, then the closing of a pair.
CentreGameSolver::Result CentreGameSolver::tryOrderMoves(Node& n, const Closable& c, CentreMoveChoice* winner) {
  ScoredMove moves[kMaxMoves];
  const int count = n.moves(true, c, moves);
  BestFirst order(moves, count);
  for (int pick = order.next(); pick >= 0; pick = order.next()) {
    const CentreMoveChoice m = moves[pick].move;
    n.place(m.cell, m.kind);
    const Result r = chaosNode(n);
    n.remove(m.cell);
    if (r == Result::Abort) return r;
    if (r == Result::Win) {
      if (winner) *winner = m;
      return r;
    }
  }
  for (std::uint32_t ls = c.lines(); ls; ls &= ls - 1) {
    const int l = __builtin_ctz(ls);
    const Kind gained = c.gainsX >> l & 1 ? Kind::X : Kind::O;
    const Node before = n;
    n.close(l, gained);
    const Result r = chaosNode(n);
    n = before;
    if (r == Result::Abort) return r;
    if (r == Result::Win) {
      if (winner) *winner = CentreMoveChoice{-1, gained, l};
      return r;
    }
  }
  return Result::Loss;
}

// Chaos to move: does Order complete an allowed line whatever Chaos does?
CentreGameSolver::Result CentreGameSolver::chaosNode(Node& n) {
  ++nodes_;
  const Closable c = n.closable();
  const std::uint32_t ringThreats = n.ringThreats(c);
  const Bits empty = n.empty();
  std::uint8_t kinds[kMaxCentreCells];
  const Bits threats = empty ? n.threats(kinds) : 0;
  if (threats || ringThreats) {
    // One threat can be blocked: a centre cell with the kind that does not
    // complete its line, or a pair's empty end with the line's own kind.
    if (popcount(threats) + popcount(ringThreats) > 1) return Result::Win;
    const Node before = n;
    if (ringThreats) {
      n.fillPair(__builtin_ctz(ringThreats));
    } else {
      const int cell = lowestCell(threats);
      if (kinds[cell] == 3) return Result::Win;
      const Kind block = kinds[cell] == 1 ? Kind::O : Kind::X;
      if (n.completes(cell, block)) return Result::Win;
      n.place(cell, block);
    }
    const Result r = orderNode(n);
    n = before;
    return r;
  }
  if (!empty) return Result::Loss;
  if (!n.anyAlive(c)) return Result::Loss;
  const int free = n.freePasses(c);
  std::uint64_t a, b;
  if (const std::optional<Result> settled = settledBeforeMoves(n, false, c, free, &a, &b)) return *settled;
  ScoredMove moves[kMaxMoves];
  bool quiet = false;
  int count = n.moves(false, c, moves, &quiet);
  // Where Order would win by continuous threats, only Chaos's moves in their reach can stop them.
  CentreThreatReach reach;
  const bool threatened = n.threatWin(c, &reach);
  if (threatened) {
    int kept = 0;
    for (int i = 0; i < count; ++i)
      if (reach.cells & bit(moves[i].move.cell)) moves[kept++] = moves[i];
    count = kept;
  }
  smallStableSort(moves, count, [](const ScoredMove& p, const ScoredMove& q) { return p.score > q.score; });
  for (int i = 0; i < count; ++i) {
    const CentreMoveChoice m = moves[i].move;
    n.place(m.cell, m.kind);
    const Result r = orderNode(n);
    n.remove(m.cell);
    if (r == Result::Abort) return r;
    if (r == Result::Loss) return store(a, b, free, Result::Loss);
  }
  // Filling the empty end of a closable pair with the line's kind, so that
  // Order cannot close it.
  for (std::uint32_t ls = threatened ? c.lines() & reach.pairs : c.lines(); ls; ls &= ls - 1) {
    const Node before = n;
    n.fillPair(__builtin_ctz(ls));
    const Result r = orderNode(n);
    n = before;
    if (r == Result::Abort) return r;
    if (r == Result::Loss) return store(a, b, free, Result::Loss);
  }
  // Last: a free pass, which hands Order the move. A move that builds no
  // live line is never worse for Chaos (see centre_game.h): it keeps the
  // pass. Nor is filling a closable pair: it keeps the pass and takes the
  // closing from Order.
  if (free > 0 && !quiet && !c.lines() && !threatened) {
    const Node before = n;
    n.spendFreePass(c);
    const Result r = orderNode(n);
    n = before;
    if (r == Result::Abort) return r;
    if (r == Result::Loss) return store(a, b, free, Result::Loss);
  }
  // Every move of Chaos (and the pass, if tried) loses.
  return store(a, b, free, Result::Win);
}

bool CentreGameSolver::limitReached() {
  if (nodes_ >= nodeLimit_) return true;
  if ((nodes_ & 4095) == 0 && (deadlinePassed(deadline_) || (cancel_ && cancel_->load(std::memory_order_relaxed)))) {
    nodeLimit_ = nodes_;  // stays reached for the rest of this search
    return true;
  }
  return false;
}

CentreValue CentreGameSolver::solve(const CentrePosition& p, std::uint64_t nodeLimit, std::uint64_t* nodes,
                                    std::chrono::steady_clock::time_point deadline) {
  Node n = Node::from(p);
  nodes_ = 0;
  nodeLimit_ = nodeLimit;
  deadline_ = deadline;
  if (nodes) *nodes = 0;
  for (int l = 0; l < n.shape->lineCount(); ++l) {  // a line already full of an allowed kind
    const Bits line = n.shape->line(l);
    if (((p.allowX >> l & 1) && (p.x & line) == line) || ((p.allowO >> l & 1) && (p.o & line) == line))
      return CentreValue::OrderWins;
  }
  const Result r = p.orderToMove ? orderNode(n) : chaosNode(n);
  if (nodes) *nodes = nodes_;
  return r == Result::Win ? CentreValue::OrderWins : r == Result::Loss ? CentreValue::ChaosHolds : CentreValue::Unknown;
}

std::optional<CentreMoveChoice> CentreGameSolver::winningMove(const CentrePosition& p, std::uint64_t nodeLimit,
                                                                std::chrono::steady_clock::time_point deadline) {
  Node n = Node::from(p);
  // A completed line first, then a move after which Chaos is lost.
  for (Bits e = n.empty(); e; e &= e - 1)
    for (Kind k : {Kind::X, Kind::O})
      if (n.completes(lowestCell(e), k)) return CentreMoveChoice{lowestCell(e), k};
  const Closable c = n.closable();
  if (const std::uint32_t ready = n.ringThreats(c)) {
    const int l = __builtin_ctz(ready);
    return CentreMoveChoice{-1, c.gainsX >> l & 1 ? Kind::X : Kind::O, l};
  }
  nodes_ = 0;
  nodeLimit_ = nodeLimit;
  deadline_ = deadline;
  CentreMoveChoice m{};
  if (tryOrderMoves(n, c, &m) == Result::Win) return m;
  return std::nullopt;
}

}  // namespace oc
