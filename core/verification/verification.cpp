#include "verification/verification.h"

#include <chrono>

#include <random>
#include <unordered_set>

#include "strategy/centre_t1.h"
#include "strategy/chaos_pairing.h"
#include "ai/simple_players.h"
#include "notation.h"

namespace oc {

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

bool centreLineComplete(CentreBits x, CentreBits o) {
  for (int i = 0; i < kCentreLines; ++i) {
    const CentreBits line = centreLine(i);
    if ((x & line) == line || (o & line) == line) return true;
  }
  return false;
}

int exceptionNumber(CentreBits x, CentreBits o) {
  for (int n = 1; n <= 6; ++n)
    if (centreException(n).x == x && centreException(n).o == o) return n;
  return 0;
}

std::string centreCellName(int cell) {
  // Centre (i, j) is board cell column b + j - 1, row i + 1.
  return std::string(1, static_cast<char>('b' + cell % 4)) + std::to_string(cell / 4 + 2);
}

// Counts of the leaves below a position.
struct Counts {
  std::uint64_t leaves = 0, chaosWins = 0, outside = 0;
  std::array<std::uint64_t, 7> through{};
  void add(const Counts& c) {
    leaves += c.leaves;
    chaosWins += c.chaosWins;
    outside += c.outside;
    for (std::size_t n = 1; n <= 6; ++n) through[n] += c.through[n];
  }
};

// Walks every path of the centre game (the tree is small: under a million
// leaves), keeping the moves so far for printing Chaos's wins.
class CentreGameSearch {
 public:
  CentreGameSearch(bool exceptions, int sampleLimit, std::vector<std::string>* samples)
      : exceptions_(exceptions), sampleLimit_(sampleLimit), samples_(samples) {}

  // Order to move: T1 answers. Chaos wins below an exception position passed through it.
  Counts orderTurn(CentreBits x, CentreBits o) {
    const CentreMove m = centreT1(x, o, exceptions_);
    const CentreBits b = static_cast<CentreBits>(1u << m.cell);
    Counts c = afterMove(m.kind == Kind::X ? static_cast<CentreBits>(x | b) : x,
                         m.kind == Kind::O ? static_cast<CentreBits>(o | b) : o, m.cell, m.kind, Role::Chaos);
    if (const int n = exceptionNumber(x, o)) {
      c.through[static_cast<std::size_t>(n)] = c.chaosWins;
      c.outside = 0;
    }
    return c;
  }

  // Chaos to move: every (cell, kind).
  Counts chaosTurn(CentreBits x, CentreBits o) {
    Counts total;
    for (int cell = 0; cell < 16; ++cell) {
      const CentreBits b = static_cast<CentreBits>(1u << cell);
      if ((x | o) & b) continue;
      total.add(afterMove(static_cast<CentreBits>(x | b), o, cell, Kind::X, Role::Order));
      total.add(afterMove(x, static_cast<CentreBits>(o | b), cell, Kind::O, Role::Order));
    }
    return total;
  }

 private:
  Counts afterMove(CentreBits x, CentreBits o, int cell, Kind kind, Role next) {
    const std::size_t mark = path_.size();
    path_ += (mark ? " " : "") + centreCellName(cell) + (kind == Kind::X ? "x" : "o");
    Counts c;
    if (centreLineComplete(x, o)) {
      c.leaves = 1;
    } else if ((x | o) == 0xFFFF) {
      c.leaves = c.chaosWins = c.outside = 1;
      if (static_cast<int>(samples_->size()) < sampleLimit_) samples_->push_back(path_);
    } else {
      c = next == Role::Order ? orderTurn(x, o) : chaosTurn(x, o);
    }
    path_.resize(mark);
    return c;
  }

  bool exceptions_;
  int sampleLimit_;
  std::vector<std::string>* samples_;
  std::string path_;
};

}  // namespace

CentreGameReport verifyCentreGame(Role first, bool useExceptions, int sampleLimit) {
  const auto start = Clock::now();
  CentreGameReport report;
  report.first = first;
  report.exceptions = useExceptions;
  CentreGameSearch search(useExceptions, sampleLimit, &report.sampleChaosWins);
  const Counts c = first == Role::Order ? search.orderTurn(0, 0) : search.chaosTurn(0, 0);
  report.leaves = c.leaves;
  report.chaosWins = c.chaosWins;
  report.chaosWinsOutsideExceptions = c.outside;
  report.chaosWinsThrough = c.through;
  report.seconds = since(start);
  return report;
}

// ---------------------------------------------------------------- 6x6 strategy
//
// Why a complete centre line of four is already a win for Order, in both
// verified set-ups: the line's two ring ends are a mirror pair. If the pair is
// filled it holds one token of each kind, so the end of the line's kind makes
// five with the centre four, exactly five, sealed by the edge and by the other
// kind. If the pair is empty it stays alive for that kind, so Chaos cannot win
// early; the board cannot fill without Chaos playing into the pair, and Order's
// mirror answer then completes a sealed five (classic: the transition step
// wins even sooner). Chaos's five of one kind anywhere is Order's win too,
// which the reduced search ignores: it can only make the check stricter.

namespace {

constexpr int kPairs = 10;  // the ten mirror pairs; pair i extends centre line i

// Which pairs are filled never changes a move of Order's (T1 reads only the
// centre; a complete centre line ends the search whatever its pair holds), so
// the state needs only how many pairs are filled: how many more ring moves
// ("passes" in the centre game) Chaos has.
class OrderStrategySearch {
 public:
  OrderStrategySearch(OrderStrategyReport* report, bool exceptions) : report_(report), exceptions_(exceptions) {}

  void chaosTurn(CentreBits x, CentreBits o, int filledPairs) {
    const std::uint64_t key = static_cast<std::uint64_t>(x) << 20 | static_cast<std::uint64_t>(o) << 4 | static_cast<std::uint64_t>(filledPairs);
    if (!visited_.insert(key).second) return;
    ++report_->states;
    if ((x | o) == 0xFFFF && filledPairs == kPairs) {
      fail("the board is full");
      return;
    }
    for (int cell = 0; cell < 16; ++cell) {
      const CentreBits b = static_cast<CentreBits>(1u << cell);
      if ((x | o) & b) continue;
      for (int k = 0; k < 2; ++k) {
        push(centreCellName(cell) + (k == 0 ? "x" : "o"));
        afterChaosCentreMove(k == 0 ? static_cast<CentreBits>(x | b) : x, k == 1 ? static_cast<CentreBits>(o | b) : o, filledPairs);
        pop();
      }
    }
    if (filledPairs < kPairs) {
      push("(ring move, mirrored)");
      chaosTurn(x, o, filledPairs + 1);
      pop();
    }
  }

 private:
  void afterChaosCentreMove(CentreBits x, CentreBits o, int filledPairs) {
    if (centreLineComplete(x, o)) {
      ++report_->orderWins;
      return;
    }
    const CentreMove m = centreT1(x, o, exceptions_);
    if (m.cell < 0) {
      fail("Order has no centre move");
      return;
    }
    const CentreBits b = static_cast<CentreBits>(1u << m.cell);
    if (m.kind == Kind::X) x = static_cast<CentreBits>(x | b);
    else o = static_cast<CentreBits>(o | b);
    if (centreLineComplete(x, o)) {
      ++report_->orderWins;
      return;
    }
    push(centreCellName(m.cell) + (m.kind == Kind::X ? "x" : "o"));
    chaosTurn(x, o, filledPairs);
    pop();
  }

  void fail(const char* why) {
    if (report_->failures++ == 0) {
      for (const std::string& m : line_) report_->firstFailure += m + " ";
      report_->firstFailure += std::string("(") + why + ")";
    }
  }
  void push(std::string m) { line_.push_back(std::move(m)); }
  void pop() { line_.pop_back(); }

  OrderStrategyReport* report_;
  bool exceptions_;
  std::unordered_set<std::uint64_t> visited_;
  std::vector<std::string> line_;
};

}  // namespace

OrderStrategyReport verifyOrderStrategy(Variant v, Role first, bool useExceptions) {
  const auto start = Clock::now();
  OrderStrategyReport report;
  report.variant = v;
  report.first = first;
  OrderStrategySearch search(&report, useExceptions);
  if (first == Role::Order) {
    const CentreMove opening = centreT1(0, 0, true);
    const CentreBits cell = static_cast<CentreBits>(1u << opening.cell);
    search.chaosTurn(opening.kind == Kind::X ? cell : CentreBits{0}, opening.kind == Kind::O ? cell : CentreBits{0}, 0);
  } else {
    search.chaosTurn(0, 0, 0);
  }
  report.seconds = since(start);
  return report;
}

// ---------------------------------------------------------------- pairing tables

namespace {

bool validTable(const std::array<int, 36>& t) {
  std::array<int, 19> count{};
  for (int n : t) {
    if (n < 1 || n > 18) return false;
    ++count[static_cast<std::size_t>(n)];
  }
  for (int n = 1; n <= 18; ++n)
    if (count[static_cast<std::size_t>(n)] != 2) return false;
  return true;
}

bool sealedExactFive(const Window& w, const Board& b) {
  for (Kind k : {Kind::X, Kind::O}) {
    const Bits mine = b.tokens(k), theirs = b.tokens(other(k));
    const Bits ends = w.before | w.after;
    if ((mine & w.cells) == w.cells && (theirs & ends) == ends) return true;
  }
  return false;
}

}  // namespace

PairingReport verifyPairingTable(int table, int randomGames, std::uint64_t seed) {
  PairingReport report = verifyPairing(pairNumbers(static_cast<PairingTable>(table)), randomGames, seed);
  report.table = table;
  return report;
}

PairingReport verifyPairing(const std::array<int, 36>& t, int randomGames, std::uint64_t seed) {
  const auto start = Clock::now();
  PairingReport report;
  report.tableValid = validTable(t);
  if (!report.tableValid) return report;
  const Geometry g = Geometry::standard();

  for (const Window& w : g.windows()) {
    ++report.windowsChecked;
    // The pairs with a cell in the window or at its ends, as (cell a, cell b).
    std::vector<std::pair<int, int>> pairs;
    const Bits relevant = w.cells | w.before | w.after;
    for (int c = 0; c < 36; ++c) {
      const int p = pairPartner(t, c);
      if ((relevant & (bit(c) | bit(p))) && c < p) pairs.push_back({c, p});
    }
    // States per pair: 0 empty, 1-4 complete (Order on a or b, with X or O),
    // 5-8 just opened by Order (a or b, X or O), at most one pair at a time.
    const int n = static_cast<int>(pairs.size());
    std::vector<int> state(static_cast<std::size_t>(n), 0);
    for (;;) {
      int opened = 0;
      for (int s : state) opened += s >= 5;
      if (opened <= 1) {
        Board b;
        for (int i = 0; i < n; ++i) {
          const int s = state[static_cast<std::size_t>(i)];
          if (s == 0) continue;
          const int v = (s - 1) % 4;
          const int orderCell = v < 2 ? pairs[static_cast<std::size_t>(i)].first : pairs[static_cast<std::size_t>(i)].second;
          const Move orderMove{orderCell, v % 2 == 0 ? Kind::X : Kind::O};
          b.place(orderMove);
          if (s <= 4) b.place(pairingAnswer(t, orderMove));
        }
        ++report.assignments;
        if (sealedExactFive(w, b)) ++report.badAssignments;
      }
      int i = 0;
      while (i < n && ++state[static_cast<std::size_t>(i)] == 9) state[static_cast<std::size_t>(i++)] = 0;
      if (i == n) break;
    }
  }

  std::mt19937_64 rng(seed);
  const Rules rules{6, 5, Variant::ExactFive, Role::Order};
  for (int game = 0; game < randomGames; ++game) {
    Game play(rules);
    const bool greedy = game % 2 == 1;
    while (!play.over()) {
      if (play.toMove() == Role::Order) {
        play.play(greedy ? greedyMove(play, rng) : randomMove(play, rng));
      } else {
        play.play(pairingAnswer(t, play.history().back()));
      }
    }
    ++report.games;
    report.orderWins += play.outcome().winner == Winner::Order;
  }
  report.seconds = since(start);
  return report;
}

}  // namespace oc
