#include "search/certificate_check.h"

#include <chrono>
#include <random>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "search/centre_game.h"
#include "notation.h"
#include "search/order_certificate.h"
#include "search/tactics.h"

namespace oc {

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// ---- the plain rules engine, move by move (no search tables, no tactics)

bool orderHasWon(const Geometry& g, Variant v, const Board& b) { return evaluate(g, v, b).winner == Winner::Order; }

// Whether Order, to move, wins with one placement (or has already won).
bool orderWinsAtOnce(const Geometry& g, Variant v, Board b) {
  if (orderHasWon(g, v, b)) return true;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!b.isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      b.place({cell, k});
      const bool won = orderHasWon(g, v, b);
      b.remove(cell);
      if (won) return true;
    }
  }
  return false;
}

std::string boardText(const Geometry& g, const Board& b) {
  std::string text;
  for (Bits cells = b.occupied(); cells; cells &= cells - 1) {
    const int cell = __builtin_ctzll(cells);
    text += moveText(g, Move{cell, b.kindAt(cell)}) + " ";
  }
  return text;
}

}  // namespace

// ---------------------------------------------------------------- 1. line lemma

LineLemmaReport verifyLineLemma(Variant v) {
  const auto start = Clock::now();
  LineLemmaReport report;
  report.variant = v;
  const Geometry g = Geometry::standard();
  const OrderCertificate certificate(g, v, 1 << 16);
  const CentreShape& shape = CentreShape::of(4);
  auto fail = [&](const std::string& what, const Board& b) {
    if (report.failures++ == 0) report.firstFailure = what + ": " + boardText(g, b);
  };
  const auto bitOf = [](Kind k) { return k == Kind::X ? 1u : 2u; };
  for (int line = 0; line < shape.lineCount(); ++line) {
    const auto [e0, e1] = certificate.lineEnds(line);
    for (int s0 = 0; s0 < 3; ++s0) {
      for (int s1 = 0; s1 < 3; ++s1) {
        for (Kind k : {Kind::X, Kind::O}) {
          Board b;
          for (Bits c = shape.line(line); c; c &= c - 1) b.place({certificate.boardCell(__builtin_ctzll(c)), k});
          if (s0) b.place({e0, s0 == 1 ? Kind::X : Kind::O});
          if (s1) b.place({e1, s1 == 1 ? Kind::X : Kind::O});
          bool half = false;
          const unsigned allowed = certificate.allowedKinds(b, line, &half);
          if (v == Variant::ExactFive && half) continue;  // not covered under exact-five
          const std::vector<int> ends = {e0, e1};
          // A Chaos move into the ends never takes an allowed kind away,
          // after the mirror answer where both ends were empty.
          for (int end : ends) {
            if (!b.isEmpty(end)) continue;
            for (Kind c : {Kind::X, Kind::O}) {
              Board after = b;
              after.place({end, c});
              // The mirror answers on the other end of a full line's pair (a
              // short diagonal's ends are in other lines' pairs).
              if (!s0 && !s1 && !shape.isShortDiagonal(line)) after.place({end == e0 ? e1 : e0, other(c)});
              ++report.cases;
              if ((certificate.allowedKinds(after, line) & allowed) != allowed) fail("a ring move took a kind away", after);
            }
          }
          if (!(allowed & bitOf(k))) continue;
          ++report.claims;
          report.shortDiagonalClaims += shape.isShortDiagonal(line);
          for (bool orderToMove : {true, false}) {
            ++report.cases;
            const bool bothEmpty = !s0 && !s1;
            if (v == Variant::Classic || !bothEmpty) {
              // The four of an allowed kind wins whoever placed it: at once
              // with Order to move; whatever Chaos does with Chaos to move.
              if (orderToMove || v == Variant::ExactFive) {
                if (!(v == Variant::ExactFive ? orderHasWon(g, v, b) : orderWinsAtOnce(g, v, b))) fail("the four does not win", b);
                continue;
              }
              for (int cell = 0; cell < g.cellCount(); ++cell) {
                if (!b.isEmpty(cell)) continue;
                for (Kind c : {Kind::X, Kind::O}) {
                  Board after = b;
                  after.place({cell, c});
                  if (!orderWinsAtOnce(g, v, after)) fail("Chaos stops the four at " + moveText(g, {cell, c}), after);
                }
              }
            } else {
              // Exact-five, both ends empty: Chaos can never touch them (the
              // parity of the certificate makes Chaos do so at last).
              if (orderToMove) continue;
              for (int end : ends)
                for (Kind c : {Kind::X, Kind::O}) {
                  Board after = b;
                  after.place({end, c});
                  if (!orderWinsAtOnce(g, v, after)) fail("Chaos touches the ends safely at " + moveText(g, {end, c}), after);
                }
            }
          }
        }
      }
    }
  }
  report.seconds = since(start);
  return report;
}

// ---------------------------------------------------------------- 2. strategy walk

namespace {

// The centre game's winning moves against every Chaos reply, reduced as in
// verification.cpp: a Chaos ring move is answered on its mirror cell, so the
// state is the centre and the number of filled pairs.
class CentreStrategyWalk {
 public:
  explicit CentreStrategyWalk(CentreStrategyReport* report) : report_(report), solver_(std::size_t{16} << 20) {}

  void chaosTurn(Bits x, Bits o, int filledPairs) {
    const std::uint64_t key = x << 20 | o << 4 | static_cast<std::uint64_t>(filledPairs);
    if (!visited_.insert(key).second) return;
    ++report_->states;
    if ((x | o) == 0xFFFF && filledPairs == 10) {
      fail("the board is full");
      return;
    }
    for (int cell = 0; cell < 16; ++cell) {
      if ((x | o) & bit(cell)) continue;
      for (Kind k : {Kind::X, Kind::O}) {
        push(cell, k);
        afterChaosMove(k == Kind::X ? x | bit(cell) : x, k == Kind::O ? o | bit(cell) : o, filledPairs);
        pop();
      }
    }
    if (filledPairs < 10) chaosTurn(x, o, filledPairs + 1);  // a ring move, mirrored: nothing changes in the centre
  }

  void orderTurn(Bits x, Bits o, int filledPairs) {
    CentrePosition p;
    p.size = 4;
    p.x = x;
    p.o = o;
    p.allowX = p.allowO = (1u << CentreShape::of(4).fullLineCount()) - 1;
    p.orderToMove = true;
    const std::optional<CentreMoveChoice> m = solver_.winningMove(p, 5'000'000);
    if (!m) {
      fail("the centre game has no winning move");
      return;
    }
    if (m->kind == Kind::X) x |= bit(m->cell);
    else o |= bit(m->cell);
    if (lineComplete(x, o)) {
      ++report_->orderWins;
      return;
    }
    push(m->cell, m->kind);
    chaosTurn(x, o, filledPairs);
    pop();
  }

 private:
  // The walk gives the short diagonals no kind (it does not follow which
  // ring cells hold what): fewer wins for Order, so its claims still hold.
  static bool lineComplete(Bits x, Bits o) {
    const CentreShape& s = CentreShape::of(4);
    for (int l = 0; l < s.fullLineCount(); ++l)
      if ((x & s.line(l)) == s.line(l) || (o & s.line(l)) == s.line(l)) return true;
    return false;
  }
  void afterChaosMove(Bits x, Bits o, int filledPairs) {
    if (lineComplete(x, o)) {
      ++report_->orderWins;
      return;
    }
    orderTurn(x, o, filledPairs);
  }
  void fail(const char* why) {
    if (report_->failures++ == 0) report_->firstFailure = line_ + "(" + why + ")";
  }
  void push(int cell, Kind k) {
    line_ += std::string(1, static_cast<char>('b' + cell % 4)) + std::to_string(cell / 4 + 2) + (k == Kind::X ? "x " : "o ");
  }
  void pop() { line_.resize(line_.size() - 4); }

  CentreStrategyReport* report_;
  CentreGameSolver solver_;
  std::unordered_set<std::uint64_t> visited_;
  std::string line_;
};

}  // namespace

CentreStrategyReport verifyCentreStrategy(Variant v, Role first) {
  const auto start = Clock::now();
  CentreStrategyReport report;
  report.variant = v;
  report.first = first;
  CentreStrategyWalk walk(&report);
  if (first == Role::Order) walk.orderTurn(0, 0, 0);
  else walk.chaosTurn(0, 0, 0);
  report.seconds = since(start);
  return report;
}

// ---------------------------------------------------------------- 3. solver vs minimax

namespace {

// The centre game by plain minimax, memoised on the whole position, with
// every move the rules give either side: Chaos places either kind in the
// centre, fills a half-filled pair's empty end with either kind or passes;
// Order places either kind in the centre or closes a half-filled pair (the
// other kind on its empty end) whose line holds none of the kind it allows,
// the closing that centre_game.h defines. A full line of a kind it allows
// wins, whoever made it; the game ends when the side to move has no move.
class PlainCentreGame {
 public:
  explicit PlainCentreGame(const CentreShape& s) : s_(s) {}

  struct State {
    Bits x = 0, o = 0;
    std::uint32_t allowX = 0, allowO = 0, halfX = 0, halfO = 0;
    int passes = 0;
    bool orderToMove = false;
  };

  // Where a move goes: a centre cell, the empty end of a line's pair, or
  // neither (Chaos's pass).
  struct MovePlace {
    Bits cell = 0;
    std::uint32_t pairLine = 0;
  };
  // Every move of the side to move, handed to `visit` as the state after it
  // and where it went.
  template <typename Visit>
  void forEachMove(const State& st, Visit&& visit) const {
    const Bits empty = s_.all() & ~(st.x | st.o);
    for (Bits e = empty; e; e &= e - 1) {
      const Bits cell = e & (~e + 1);
      for (Kind k : {Kind::X, Kind::O}) {
        State next = st;
        (k == Kind::X ? next.x : next.o) |= cell;
        next.orderToMove = !st.orderToMove;
        visit(next, MovePlace{cell, 0});
      }
    }
    for (std::uint32_t ls = st.halfX | st.halfO; ls; ls &= ls - 1) {
      const int l = __builtin_ctz(ls);
      const std::uint32_t lineBit = 1u << l;
      const bool endX = st.halfX & lineBit;
      const Bits own = endX ? st.x : st.o;  // tokens of the kind the line allows
      for (bool sameKind : {true, false}) {
        if (st.orderToMove && (sameKind || (own & s_.line(l)))) continue;  // Order only closes, and only there
        State next = st;
        next.halfX &= ~lineBit;
        next.halfO &= ~lineBit;
        if (!sameKind) (endX ? next.allowO : next.allowX) |= lineBit;  // the other kind at the end: both allowed
        next.orderToMove = !st.orderToMove;
        visit(next, MovePlace{0, lineBit});
      }
    }
    if (!st.orderToMove && st.passes > 0) {
      State next = st;
      --next.passes;
      next.orderToMove = true;
      visit(next, MovePlace{});
    }
  }

  bool orderWins(const State& st) {
    if (complete(st)) return true;
    const Key key{st.x | st.o << 16 | std::uint64_t{st.allowX} << 32 | std::uint64_t{st.allowO} << 48,
                  st.halfX | std::uint64_t{st.halfO} << 16 | static_cast<std::uint64_t>(st.passes) << 32 |
                      std::uint64_t{st.orderToMove} << 40};
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    // Order looks for a win, Chaos for a hold; with no move at all, Order has lost.
    bool anyMove = false, found = false;
    forEachMove(st, [&](const State& next, const MovePlace&) {
      anyMove = true;
      if (found) return;
      if (orderWins(next) == st.orderToMove) found = true;
    });
    const bool result = anyMove && (found == st.orderToMove);
    memo_[key] = result;
    return result;
  }

 private:
  struct Key {
    std::uint64_t a, b;
    bool operator==(const Key& k) const { return a == k.a && b == k.b; }
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const { return std::hash<std::uint64_t>()(k.a * 0x9E3779B97F4A7C15ull ^ k.b); }
  };
  bool complete(const State& st) const {
    for (int l = 0; l < s_.lineCount(); ++l) {
      const Bits line = s_.line(l);
      if (((st.allowX >> l & 1) && (st.x & line) == line) || ((st.allowO >> l & 1) && (st.o & line) == line)) return true;
    }
    return false;
  }
  const CentreShape& s_;
  std::unordered_map<Key, bool, KeyHash> memo_;
};

}  // namespace

CentreSolverReport verifyCentreSolver(int samples4x4, std::uint64_t seed) {
  const auto start = Clock::now();
  CentreSolverReport report;
  CentreGameSolver solver(std::size_t{8} << 20);
  std::mt19937_64 rng(seed);
  auto compare = [&](PlainCentreGame& plain, const CentrePosition& p) {
    const bool expected = plain.orderWins({p.x, p.o, p.allowX, p.allowO, p.halfX, p.halfO, p.passes, p.orderToMove});
    const CentreValue v = solver.solve(p, ~std::uint64_t{0});
    ++report.positions;
    report.orderWins += expected;
    report.withHalfFilledPairs += (p.halfX | p.halfO) != 0;
    const CentreShape& s = CentreShape::of(p.size);
    report.withShortDiagonals += ((p.allowX | p.allowO) >> s.fullLineCount()) != 0;
    const auto describe = [&p] {
      return "size " + std::to_string(p.size) + " x=" + std::to_string(p.x) + " o=" + std::to_string(p.o) +
             " allowX=" + std::to_string(p.allowX) + " allowO=" + std::to_string(p.allowO) + " halfX=" + std::to_string(p.halfX) +
             " halfO=" + std::to_string(p.halfO) + " passes=" + std::to_string(p.passes) + (p.orderToMove ? " Order" : " Chaos") +
             " to move";
    };
    if ((v == CentreValue::OrderWins) != expected && report.disagreements++ == 0) report.firstDisagreement = describe();
    // Order's win by continuous threats, with Chaos to move: every Chaos
    // move outside its reach (centre moves of either kind, either kind on
    // the empty end of a pair outside it, a pass) must lose.
    Bits reach = 0;
    std::uint32_t reachPairs = 0;
    if (p.orderToMove || !CentreGameSolver::threatSequence(p, &reach, &reachPairs)) return;
    report.threatSequencesWithPairs += reachPairs != 0;
    ++report.threatSequences;
    plain.forEachMove({p.x, p.o, p.allowX, p.allowO, p.halfX, p.halfO, p.passes, false},
                      [&](const PlainCentreGame::State& next, const PlainCentreGame::MovePlace& place) {
                        if ((place.cell & reach) || (place.pairLine & reachPairs)) return;  // inside the reach
                        ++report.movesOutsideReach;
                        if (!plain.orderWins(next) && report.disagreements++ == 0)
                          report.firstDisagreement = "a Chaos move outside the threats' reach holds: " + describe();
                      });
  };
  // Random allowed kinds; with `halves`, a full line that allows one kind
  // has a half-filled pair (its filled end of that kind) half the time. A
  // short diagonal allows one kind or none, as on the board (both its ends
  // of one kind, or not), and one kind a quarter of the time: more often,
  // Order wins nearly every position and the comparison shows less.
  auto randomAllowed = [&](const CentreShape& s, bool halves, CentrePosition* p) {
    p->allowX = p->allowO = p->halfX = p->halfO = 0;
    for (int l = 0; l < s.lineCount(); ++l) {
      unsigned r = static_cast<unsigned>(rng() % (s.isShortDiagonal(l) ? 8 : 4));
      if (s.isShortDiagonal(l)) r = r < 2 ? r + 1 : 0;  // X, O, or (6 times in 8) nothing
      if (r & 1) p->allowX |= 1u << l;
      if (r & 2) p->allowO |= 1u << l;
      if (halves && !s.isShortDiagonal(l) && (r == 1 || r == 2) && rng() % 2) (r == 1 ? p->halfX : p->halfO) |= 1u << l;
    }
  };
  // Every 3x3 position: every full line allowing both kinds; random allowed
  // kinds; random allowed kinds with half-filled pairs.
  const CentreShape& three = CentreShape::of(3);
  for (int pattern = 0; pattern < 3; ++pattern) {
    CentrePosition shape;
    shape.size = 3;
    shape.allowX = shape.allowO = (1u << three.fullLineCount()) - 1;
    do {
      if (pattern > 0) randomAllowed(three, pattern == 2, &shape);
    } while (pattern == 2 && !(shape.halfX | shape.halfO));
    PlainCentreGame plain(three);
    solver.clear();
    for (int code = 0; code < 19683; ++code) {
      CentrePosition p = shape;
      for (int cell = 0, c = code; cell < 9; ++cell, c /= 3) {
        if (c % 3 == 1) p.x |= bit(cell);
        if (c % 3 == 2) p.o |= bit(cell);
      }
      for (int passes = 0; passes < 3; ++passes)
        for (bool orderToMove : {false, true}) {
          p.passes = passes;
          p.orderToMove = orderToMove;
          compare(plain, p);
        }
    }
  }
  // A sample of 4x4 positions with few empty cells, half of them with
  // half-filled pairs.
  const CentreShape& four = CentreShape::of(4);
  for (int i = 0; i < samples4x4; ++i) {
    PlainCentreGame plain(four);  // a memo per sample: shared, it grows to gigabytes
    CentrePosition p;
    p.size = 4;
    randomAllowed(four, i % 2 == 1, &p);
    const int tokens = 8 + static_cast<int>(rng() % 5);
    while (popcount(p.x | p.o) < tokens) {
      const int cell = static_cast<int>(rng() % 16);
      if ((p.x | p.o) & bit(cell)) continue;
      (rng() % 2 ? p.x : p.o) |= bit(cell);
    }
    p.passes = static_cast<int>(rng() % 4);
    p.orderToMove = rng() % 2;
    compare(plain, p);
  }
  report.seconds = since(start);
  return report;
}

}  // namespace oc
