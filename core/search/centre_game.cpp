#include "search/centre_game.h"

#include <algorithm>
#include <array>
#include <memory>

#include "search/search_limit.h"
#include "search/small_sort.h"
#include "search/tactics.h"

namespace oc {
namespace {

constexpr int kMaxCentreCells = kMaxCentreSize * kMaxCentreSize;
constexpr int kMaxPasses = 15;
constexpr int kDeadCellScore = -1'000'000;  // below every other move's

std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}


}  // namespace

// The search's position: the tokens, the kinds each line allows, Chaos's passes.
struct CentreGameSolver::Node {
  const CentreShape* shape;
  Bits x, o;
  std::uint32_t allowX, allowO;
  int passes;

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
    *forX = *forO = 0;
    for (int l = 0; l < shape->lineCount(); ++l) {
      const Bits line = shape->line(l);
      if ((allowX >> l & 1) && !(o & line)) *forX |= 1u << l;
      if ((allowO >> l & 1) && !(x & line)) *forO |= 1u << l;
    }
  }

  // Whether some line can still fill with a kind it allows (liveLines
  // without the masks: it stops at the first, on every node).
  bool anyAlive() const {
    for (int l = 0; l < shape->lineCount(); ++l) {
      const Bits line = shape->line(l);
      if ((allowX >> l & 1) && !(o & line)) return true;
      if ((allowO >> l & 1) && !(x & line)) return true;
    }
    return false;
  }

  // Order's threats: the cells where one kind completes an allowed line.
  // Returns the cells; `kinds[cell]` gets bit 1 for X, bit 2 for O.
  Bits threats(std::uint8_t* kinds) const {
    Bits cells = 0;
    const int need = shape->size() - 1;
    for (int l = 0; l < shape->lineCount(); ++l) {
      const Bits line = shape->line(l);
      for (Kind k : {Kind::X, Kind::O}) {
        if (!(allows(k) >> l & 1) || (tokens(other(k)) & line)) continue;
        if (popcount(tokens(k) & line) != need) continue;
        const int cell = lowestCell(line & ~tokens(k));
        if (!(cells & bit(cell))) kinds[cell] = 0;
        cells |= bit(cell);
        kinds[cell] = static_cast<std::uint8_t>(kinds[cell] | (k == Kind::X ? 1 : 2));
      }
    }
    return cells;
  }

  // `quiet`, if given, tells whether one of the moves builds no live line.
  int moves(bool order, ScoredMove* out, bool* quiet = nullptr) const;

  // Whether Chaos holds by a pairing: disjoint pairs of empty cells, each
  // live line holding one pair, answered on the partner with the other
  // kind. A move off the pairs is answered off them too (another unpaired
  // cell, or a pass), which needs an even number of unpaired cells on
  // Order's turn unless Chaos can pass. Chaos to move first spends its move
  // the same way.
  bool chaosPairs(bool chaosToMove) const {
    std::uint32_t forX, forO;
    liveLines(&forX, &forO);
    const std::uint32_t live = forX | forO;
    int steps = 0;
    int pairs = 0;
    if (!cover(live, 0, &steps, &pairs)) return false;
    const int unpaired = popcount(empty()) - 2 * pairs;
    const auto orderTurnOk = [](int u, int p) { return u % 2 == 0 || p >= 1; };
    if (!chaosToMove) return orderTurnOk(unpaired, passes);
    return (unpaired >= 1 && orderTurnOk(unpaired - 1, passes)) || (passes >= 1 && orderTurnOk(unpaired, passes - 1));
  }
  // Covers the live lines in `open` with pairs of empty cells not in `used`
  // (a small backtracking search, bounded in steps).
  bool cover(std::uint32_t open, Bits used, int* steps, int* pairs) const {
    if (!open) return true;
    if (++*steps > 400) return false;
    // The open line with the fewest free cells.
    int best = -1, bestFree = 99;
    for (std::uint32_t ls = open; ls; ls &= ls - 1) {
      const int l = __builtin_ctz(ls);
      const int free = popcount(shape->line(l) & empty() & ~used);
      if (free < bestFree) {
        bestFree = free;
        best = l;
      }
    }
    if (bestFree < 2) return false;
    const Bits cells = shape->line(best) & empty() & ~used;
    for (Bits a = cells; a; a &= a - 1) {
      for (Bits b = a & (a - 1); b; b &= b - 1) {
        const Bits pair = (a & (~a + 1)) | (b & (~b + 1));
        std::uint32_t rest = open;
        for (std::uint32_t ls = open; ls; ls &= ls - 1)
          if ((shape->line(__builtin_ctz(ls)) & pair) == pair) rest &= ~(1u << __builtin_ctz(ls));
        ++*pairs;
        if (cover(rest, used | pair, steps, pairs)) return true;
        --*pairs;
        if (*steps > 400) return false;
      }
    }
    return false;
  }
};

CentreGameSolver::CentreGameSolver(std::size_t tableBytes) {
  std::size_t n = 1024;
  while (n * 2 * sizeof(Entry) <= tableBytes) n *= 2;
  table_.assign(n, Entry{});
  mask_ = n - 1;
}

void CentreGameSolver::clear() { std::fill(table_.begin(), table_.end(), Entry{}); }


bool CentreGameSolver::completesAllowed(const CentrePosition& p, int cell, Kind kind) {
  const Node n{&CentreShape::of(p.size), p.x, p.o, p.allowX, p.allowO, p.passes};
  return n.completes(cell, kind);
}

// The table key of a node is the least of its 16 symmetric forms of
// (filled cells, lines live for X, lines live for O): a line is live for a
// kind while it allows that kind and holds none of the other. Nothing else
// can matter, and the kinds of the filled cells on live lines follow from
// it (a line live for X holds only X). The side to move and what is known
// are kept apart, in `b`. The passes are not in the key: more passes never
// hurt Chaos (it need not use them), so an entry keeps the most passes with
// which Order is known to win and the fewest with which Chaos is known to
// hold.
namespace {
constexpr int kLiveXShift = 36, kLiveOShift = 50;  // after at most 36 cells; at most 14 lines each
static_assert(kMaxCentreCells <= kLiveXShift && kMaxCentreLines <= kLiveOShift - kLiveXShift &&
                  kLiveOShift + kMaxCentreLines <= 64,
              "the key holds the cells and both kinds' lines in one word");
constexpr std::uint64_t kOrderToMove = 1;
constexpr int kWinShift = 1;   // 5 bits: 1 + the most passes Order wins against (0: none known)
constexpr int kHoldShift = 6;  // 5 bits: 16 - the fewest passes Chaos holds with (0: none known)
}  // namespace

void CentreGameSolver::canonical(const Node& n, bool orderToMove, std::uint64_t* a, std::uint64_t* b) const {
  const CentreShape& s = *n.shape;
  std::uint32_t liveX, liveO;
  n.liveLines(&liveX, &liveO);
  const Bits filled = n.x | n.o;
  std::uint64_t best = ~std::uint64_t{0};
  for (int sym = 0; sym < 8; ++sym) {
    const std::uint64_t cells = s.symmetricCells(sym, filled);
    const std::uint64_t lx = s.symmetricLines(sym, liveX), lo = s.symmetricLines(sym, liveO);
    best = std::min(best, cells | lx << kLiveXShift | lo << kLiveOShift);
    best = std::min(best, cells | lo << kLiveXShift | lx << kLiveOShift);  // the kinds swapped
  }
  *a = best;
  *b = orderToMove ? kOrderToMove : 0;
}

CentreGameSolver::Result CentreGameSolver::probe(std::uint64_t a, std::uint64_t b, int passes) const {
  const Entry& e = table_[static_cast<std::size_t>(mix(a ^ b) & mask_)];
  if (e.a != a || (e.b & kOrderToMove) != b) return Result::Abort;
  const int winUpTo = static_cast<int>(e.b >> kWinShift & 31) - 1;
  const int holdFrom = 16 - static_cast<int>(e.b >> kHoldShift & 31);
  if (passes <= winUpTo) return Result::Win;
  if (passes >= holdFrom) return Result::Loss;
  return Result::Abort;
}

CentreGameSolver::Result CentreGameSolver::store(std::uint64_t a, std::uint64_t b, int passes, Result r) {
  Entry& e = table_[static_cast<std::size_t>(mix(a ^ b) & mask_)];
  std::uint64_t win = 0, hold = 0;
  if (e.a == a && (e.b & kOrderToMove) == b) {
    win = e.b >> kWinShift & 31;
    hold = e.b >> kHoldShift & 31;
  }
  if (r == Result::Win) win = std::max<std::uint64_t>(win, static_cast<std::uint64_t>(passes + 1));
  else hold = std::max<std::uint64_t>(hold, static_cast<std::uint64_t>(16 - passes));
  e.a = a;
  e.b = b | win << kWinShift | hold << kHoldShift;
  return r;
}

// The moves worth trying, best first: dominated kinds left out and the dead
// cells (on no live line) stood for by one. Order's score for a kind is what
// it builds (4^tokens for each live line of that kind through the cell);
// Chaos's is what it spoils less what it builds. Chaos never completes a
// line: its moves are generated only where Order has no threat.
int CentreGameSolver::Node::moves(bool order, ScoredMove* out, bool* quiet) const {
  std::uint32_t linesX, linesO;
  liveLines(&linesX, &linesO);
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
  smallStableSort(out, count, [](const ScoredMove& p, const ScoredMove& q) { return p.score > q.score; });
  return count;
}

std::optional<CentreGameSolver::Result> CentreGameSolver::settledBeforeMoves(Node& n, bool orderToMove, std::uint64_t* a, std::uint64_t* b) {
  if (limitReached()) return Result::Abort;
  canonical(n, orderToMove, a, b);
  if (const Result known = probe(*a, *b, n.passes); known != Result::Abort) return known;
  // Who is to move decides the parity the pairing needs.
  if (n.chaosPairs(!orderToMove)) return store(*a, *b, n.passes, Result::Loss);
  return std::nullopt;
}

// Order to move: can Order complete an allowed line?
CentreGameSolver::Result CentreGameSolver::orderNode(Node& n) {
  ++nodes_;
  const Bits empty = n.empty();
  if (!empty) return Result::Loss;
  std::uint8_t kinds[kMaxCentreCells];
  if (n.threats(kinds)) return Result::Win;
  if (!n.anyAlive()) return Result::Loss;
  std::uint64_t a, b;
  if (const std::optional<Result> settled = settledBeforeMoves(n, true, &a, &b)) return *settled;
  const Result r = tryOrderMoves(n, nullptr);
  return r == Result::Abort ? r : store(a, b, n.passes, r);
}

// Order's moves in order until one after which Chaos cannot hold (Win, and
// that move in `winner` if asked), Loss when none is, Abort at the limit.
CentreGameSolver::Result CentreGameSolver::tryOrderMoves(Node& n, CentreMoveChoice* winner) {
  ScoredMove moves[2 * kMaxCentreCells + 1];
  const int count = n.moves(true, moves);
  for (int i = 0; i < count; ++i) {
    const CentreMoveChoice m = moves[i].move;
    n.place(m.cell, m.kind);
    const Result r = chaosNode(n);
    n.remove(m.cell);
    if (r == Result::Abort) return r;
    if (r == Result::Win) {
      if (winner) *winner = m;
      return r;
    }
  }
  return Result::Loss;
}

// Chaos to move: does Order complete an allowed line whatever Chaos does?
CentreGameSolver::Result CentreGameSolver::chaosNode(Node& n) {
  ++nodes_;
  const Bits empty = n.empty();
  if (!empty) return Result::Loss;
  std::uint8_t kinds[kMaxCentreCells];
  const Bits threats = n.threats(kinds);
  if (threats) {
    // One cell can be blocked, with the kind that does not complete its line.
    if (threats & (threats - 1)) return Result::Win;
    const int cell = lowestCell(threats);
    if (kinds[cell] == 3) return Result::Win;
    const Kind block = kinds[cell] == 1 ? Kind::O : Kind::X;
    if (n.completes(cell, block)) return Result::Win;
    n.place(cell, block);
    const Result r = orderNode(n);
    n.remove(cell);
    return r;
  }
  if (!n.anyAlive()) return Result::Loss;
  std::uint64_t a, b;
  if (const std::optional<Result> settled = settledBeforeMoves(n, false, &a, &b)) return *settled;
  ScoredMove moves[2 * kMaxCentreCells + 1];
  bool quiet = false;
  const int count = n.moves(false, moves, &quiet);
  for (int i = 0; i <= count; ++i) {
    Result r;
    if (i < count) {
      const CentreMoveChoice m = moves[i].move;
      n.place(m.cell, m.kind);
      r = orderNode(n);
      n.remove(m.cell);
    } else if (n.passes > 0 && !quiet) {
      // Last: a pass, which hands Order the move. A move that builds no live
      // line is never worse for Chaos (see centre_game.h): it keeps the pass.
      --n.passes;
      r = orderNode(n);
      ++n.passes;
    } else {
      break;
    }
    if (r == Result::Abort) return r;
    if (r == Result::Loss) {
      return store(a, b, n.passes, Result::Loss);
    }
  }
  // Every move of Chaos (and the pass, if tried) loses.
  return store(a, b, n.passes, Result::Win);
}

bool CentreGameSolver::limitReached() {
  if (nodes_ >= nodeLimit_) return true;
  if ((nodes_ & 4095) == 0 && deadlinePassed(deadline_)) {
    nodeLimit_ = nodes_;  // stays reached for the rest of this search
    return true;
  }
  return false;
}

CentreValue CentreGameSolver::solve(const CentrePosition& p, std::uint64_t nodeLimit, std::uint64_t* nodes,
                                    std::chrono::steady_clock::time_point deadline) {
  Node n{&CentreShape::of(p.size), p.x, p.o, p.allowX, p.allowO, std::min(p.passes, kMaxPasses)};
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
  Node n{&CentreShape::of(p.size), p.x, p.o, p.allowX, p.allowO, std::min(p.passes, kMaxPasses)};
  // A completed line first, then a move after which Chaos is lost.
  for (Bits e = n.empty(); e; e &= e - 1)
    for (Kind k : {Kind::X, Kind::O})
      if (n.completes(lowestCell(e), k)) return CentreMoveChoice{lowestCell(e), k};
  nodes_ = 0;
  nodeLimit_ = nodeLimit;
  deadline_ = deadline;
  CentreMoveChoice m{};
  if (tryOrderMoves(n, &m) == Result::Win) return m;
  return std::nullopt;
}

}  // namespace oc
