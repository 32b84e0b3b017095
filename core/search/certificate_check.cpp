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
              if (!s0 && !s1) after.place({end == e0 ? e1 : e0, other(c)});
              ++report.cases;
              if ((certificate.allowedKinds(after, line) & allowed) != allowed) fail("a ring move took a kind away", after);
            }
          }
          if (!(allowed & bitOf(k))) continue;
          ++report.claims;
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
    p.allowX = p.allowO = (1u << 10) - 1;
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
  static bool lineComplete(Bits x, Bits o) {
    const CentreShape& s = CentreShape::of(4);
    for (int l = 0; l < s.lineCount(); ++l)
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

// The centre game by plain minimax, memoised on the whole position.
class PlainCentreGame {
 public:
  PlainCentreGame(const CentreShape& s, std::uint32_t allowX, std::uint32_t allowO) : s_(s), allowX_(allowX), allowO_(allowO) {}

  bool orderWins(Bits x, Bits o, int passes, bool orderToMove) {
    if (complete(x, o)) return true;
    const Bits empty = s_.all() & ~(x | o);
    if (!empty) return false;
    const std::uint64_t key = x | o << 36 | static_cast<std::uint64_t>(passes) << 20 << 36 | std::uint64_t{orderToMove} << 63;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool result = !orderToMove;
    for (Bits e = empty; e && result == !orderToMove; e &= e - 1) {
      const Bits b = e & (~e + 1);
      for (int k = 0; k < 2 && result == !orderToMove; ++k) {
        const bool wins = orderWins(k == 0 ? x | b : x, k == 1 ? o | b : o, passes, !orderToMove);
        if (orderToMove && wins) result = true;
        if (!orderToMove && !wins) result = false;
      }
    }
    if (!orderToMove && result && passes > 0 && !orderWins(x, o, passes - 1, true)) result = false;
    memo_[key] = result;
    return result;
  }

 private:
  bool complete(Bits x, Bits o) const {
    for (int l = 0; l < s_.lineCount(); ++l) {
      const Bits line = s_.line(l);
      if (((allowX_ >> l & 1) && (x & line) == line) || ((allowO_ >> l & 1) && (o & line) == line)) return true;
    }
    return false;
  }
  const CentreShape& s_;
  std::uint32_t allowX_, allowO_;
  std::unordered_map<std::uint64_t, bool> memo_;
};

}  // namespace

CentreSolverReport verifyCentreSolver(int samples4x4, std::uint64_t seed) {
  const auto start = Clock::now();
  CentreSolverReport report;
  CentreGameSolver solver(std::size_t{8} << 20);
  std::mt19937_64 rng(seed);
  auto compare = [&](PlainCentreGame& plain, const CentrePosition& p) {
    const bool expected = plain.orderWins(p.x, p.o, p.passes, p.orderToMove);
    const CentreValue v = solver.solve(p, ~std::uint64_t{0});
    ++report.positions;
    report.orderWins += expected;
    if ((v == CentreValue::OrderWins) != expected && report.disagreements++ == 0)
      report.firstDisagreement = "size " + std::to_string(p.size) + " x=" + std::to_string(p.x) + " o=" + std::to_string(p.o) +
                                 " allowX=" + std::to_string(p.allowX) + " allowO=" + std::to_string(p.allowO) +
                                 " passes=" + std::to_string(p.passes) + (p.orderToMove ? " Order" : " Chaos") + " to move";
  };
  auto randomAllowed = [&](int lines, std::uint32_t* ax, std::uint32_t* ao) {
    *ax = *ao = 0;
    for (int l = 0; l < lines; ++l) {
      const unsigned r = rng() % 4;
      if (r & 1) *ax |= 1u << l;
      if (r & 2) *ao |= 1u << l;
    }
  };
  // Every 3x3 position.
  const CentreShape& three = CentreShape::of(3);
  for (int pattern = 0; pattern < 2; ++pattern) {
    std::uint32_t ax = (1u << 8) - 1, ao = ax;
    if (pattern == 1) randomAllowed(8, &ax, &ao);
    PlainCentreGame plain(three, ax, ao);
    solver.clear();
    for (int code = 0; code < 19683; ++code) {
      CentrePosition p;
      p.size = 3;
      p.allowX = ax;
      p.allowO = ao;
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
  // A sample of 4x4 positions with few empty cells.
  const CentreShape& four = CentreShape::of(4);
  for (int i = 0; i < samples4x4; ++i) {
    CentrePosition p;
    p.size = 4;
    randomAllowed(10, &p.allowX, &p.allowO);
    const int tokens = 8 + static_cast<int>(rng() % 5);
    while (popcount(p.x | p.o) < tokens) {
      const int cell = static_cast<int>(rng() % 16);
      if ((p.x | p.o) & bit(cell)) continue;
      (rng() % 2 ? p.x : p.o) |= bit(cell);
    }
    p.passes = static_cast<int>(rng() % 4);
    p.orderToMove = rng() % 2;
    PlainCentreGame plain(four, p.allowX, p.allowO);
    compare(plain, p);
  }
  report.seconds = since(start);
  return report;
}

}  // namespace oc
