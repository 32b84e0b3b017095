// The hint model: the proven plan's move and sentence, its structures, the
// fallback to the solver when the plan no longer applies, the verdict, and
// the live windows.
#include <catch_amalgamated.hpp>

#include <algorithm>

#include "session/hints.h"
#include "search/solver.h"
#include "notation.h"
#include "test_helpers.h"

using namespace oc;

namespace {

// The exact-five rules, under which Chaos's pairing strategy is the plan.
const Rules kExactFive{6, 5, Variant::ExactFive, Role::Order};

// A small search budget keeps the tests quick; the verdicts checked here need little.
HintEngine engine() { return HintEngine(SolveBudget{300'000, 0}); }

// The hint for a position once its search is done (here, at once).
const Hint& settle(HintEngine& e, const Game& g) {
  e.setPosition(g);
  if (e.wantsSearch()) e.finish(Solver(std::size_t{4} << 20).solve(g, e.budget()));
  return e.hint();
}

std::string cell(const Game& g, int c) { return cellName(g.geometry(), c); }

}  // namespace

TEST_CASE("hints: Order's opening on the empty classic board comes from the proven strategy") {
  HintEngine e = engine();
  const Game g(Rules{});
  const Hint& h = settle(e, g);
  CHECK(h.side == Role::Order);
  CHECK(h.plan == "Order's proven strategy");
  CHECK(h.planApplies);
  CHECK(h.source == HintSource::Strategy);
  REQUIRE(h.move);
  CHECK(moveText(g.geometry(), *h.move) == "c3x");
  REQUIRE(h.strategy);
  CHECK(h.strategy->rule == StrategyRule::Opening);
  CHECK(h.centreFrame == g.geometry().centre());
  CHECK(h.mirrorLinks.size() == 10);
  CHECK(h.verdict == Verdict::OrderWins);
  CHECK_FALSE(h.analysing);
}

TEST_CASE("hints: a ring move is answered on its mirror with the other colour, and the sentence says so") {
  HintEngine e = engine();
  const Game g = test::gameFrom(Rules{}, "c3x a4o");
  const Hint& h = settle(e, g);
  REQUIRE(h.move);
  CHECK(moveText(g.geometry(), *h.move) == "f4x");
  CHECK(h.strategy->rule == StrategyRule::Mirror);
  CHECK(h.reason.find("Mirror: Chaos played a4") == 0);
  // The mirror link a4-f4 is not filled yet; after f4 it is.
  const int a4 = *parseCell(g.geometry(), "a4"), f4 = *parseCell(g.geometry(), "f4");
  bool found = false;
  for (const CellLink& l : h.mirrorLinks)
    if ((l.a == a4 && l.b == f4) || (l.a == f4 && l.b == a4)) found = !l.filled;
  CHECK(found);
}

TEST_CASE("hints: after Order deviates the plan says so and the solver takes over") {
  HintEngine e = engine();
  // Order's first move is not the strategy's c3x.
  const Game g = test::gameFrom(Rules{}, "a1x b2o");
  const Hint& h = settle(e, g);
  CHECK_FALSE(h.planApplies);
  CHECK(h.planNote.find("no longer applies") != std::string::npos);
  REQUIRE(h.move);
  CHECK(h.source != HintSource::Strategy);
  CHECK_FALSE(h.reason.empty());
  CHECK(g.check(*h.move) == MoveError::None);
}

TEST_CASE("hints: where the strategy no longer applies, a centre-game proof is not called the strategy") {
  HintEngine e = engine();
  // Order left the strategy at move 3 (d4o instead of b4o); the position is
  // still Order's, proven by the solver's centre-game certificate.
  const Game g = test::gameFrom(Rules{}, "c3x b2o d4o d2x");
  const Hint& h = settle(e, g);
  CHECK(h.planNote.find("no longer applies") != std::string::npos);
  CHECK(h.verdict == Verdict::OrderWins);
  CHECK(h.verdictReason.find("centre-game certificate") != std::string::npos);
  // The note says the strategy is gone: the reason must not name it again.
  CHECK(h.verdictReason.find("strateg") == std::string::npos);
  CHECK(h.verdictReason.find("plan") == std::string::npos);
}

TEST_CASE("hints: Chaos's pairing shows the pair numbers and the partner of Order's last move") {
  HintEngine e = engine();
  const Game g = test::gameFrom(kExactFive, "c3x");
  const Hint& h = settle(e, g);
  CHECK(h.side == Role::Chaos);
  CHECK(h.plan == "Chaos's pairing strategy");
  CHECK(h.planApplies);
  const int c3 = *parseCell(g.geometry(), "c3");
  REQUIRE(h.lastMovePartner >= 0);
  CHECK(h.pairNumber[static_cast<std::size_t>(c3)] == h.pairNumber[static_cast<std::size_t>(h.lastMovePartner)]);
  CHECK(h.pairNumber[static_cast<std::size_t>(c3)] >= 1);
  REQUIRE(h.move);
  CHECK(h.move->cell == h.lastMovePartner);
  CHECK(h.reason.find("Pair") == 0);
  CHECK(h.verdict == Verdict::ChaosHolds);
  CHECK(h.verdictText == "Chaos can hold");
}

TEST_CASE("hints: an immediate win is recommended and the verdict counts one move") {
  HintEngine e = engine();
  // Order to move with four reds on row 1 of a deviated game (a1 first, not c3).
  const Game g = test::gameFrom(Rules{}, "a1x f6o b1x f5o c1x e6o d1x f4o");
  const Hint& h = settle(e, g);
  REQUIRE(h.move);
  CHECK(cell(g, h.move->cell) == "e1");
  CHECK(h.move->kind == Kind::X);
  CHECK(h.verdict == Verdict::OrderWins);
  CHECK(h.orderMoves == 1);
  CHECK(h.verdictText == "Order can force a win in 1 move");
}

TEST_CASE("hints: live windows carry their token counts and leave out dead windows") {
  HintEngine e = engine();
  const Rules mini{4, 4, Variant::Classic, Role::Order};
  const Game g = test::gameFrom(mini, "a1x b1x");
  const Hint& h = settle(e, g);
  int rowWithTwo = 0;
  for (const LiveWindow& w : h.liveWindows) {
    CHECK(w.tokens == __builtin_popcountll(g.board().tokens(w.kind) & w.cells));
    CHECK(w.tokens > 0);
    if (w.kind == Kind::X && w.tokens == 2) ++rowWithTwo;
    CHECK(w.kind == Kind::X);  // no blue tokens yet
  }
  CHECK(rowWithTwo == 1);
  // Blue on the row kills that red window.
  const Game g2 = test::gameFrom(mini, "a1x b1x c1o");
  const Hint& h2 = settle(e, g2);
  for (const LiveWindow& w : h2.liveWindows)
    if (w.kind == Kind::X) CHECK(w.tokens < 2);
}

TEST_CASE("hints: the same position is not searched again; a finished game has no move") {
  HintEngine e = engine();
  const Game g = test::gameFrom(Rules{}, "a1x f6o b1x f5o c1x e6o d1x f4o e1x");
  const Hint& h = settle(e, g);
  CHECK(h.over);
  CHECK_FALSE(h.move);
  CHECK(h.verdictText == "Game over");
  CHECK_FALSE(e.setPosition(g));  // the same position: nothing to do again
  CHECK_FALSE(e.wantsSearch());
}

TEST_CASE("hints: only a proven strategy's or the solver's move for a proven value follows a proven line") {
  HintEngine e = engine();
  CHECK(followsProvenLine(settle(e, Game(Rules{}))));  // the strategy's opening
  // A win on the spot in a game that left the strategy long ago.
  const Hint& win = settle(e, test::gameFrom(Rules{}, "a1x f6o b1x f5o c1x e6o d1x f4o"));
  CHECK(win.source == HintSource::Strategy);
  CHECK_FALSE(win.planApplies);
  CHECK(followsProvenLine(win));
  // Two threats: the solver proves Order's win, and Chaos's hint is the longest defence.
  const Game threats = test::gameFrom(Rules{}, "b1x a2o c1x b2o d1x c2o e1x");
  const Hint& defence = settle(e, threats);
  CHECK(defence.side == Role::Chaos);
  CHECK(defence.source == HintSource::Solver);
  CHECK(defence.verdict == Verdict::OrderWins);
  CHECK(followsProvenLine(defence));
  // No budget to prove anything in an open middle game: a heuristic move, not a proven line.
  HintEngine starved(SolveBudget{1, 0});
  const Game open = test::gameFrom(Rules{}, "a1x f6o a6x f1o b3x e4o");
  const Hint& guess = settle(starved, open);
  REQUIRE(guess.move);
  CHECK(guess.source == HintSource::Heuristic);
  CHECK_FALSE(followsProvenLine(guess));
  Hint over = defence;
  over.over = true;
  CHECK_FALSE(followsProvenLine(over));
}

TEST_CASE("hints: the strategy's centre and mirror links are drawn only while a proven plan stands behind them") {
  HintEngine e = engine();
  // Order left the strategy at once and Chaos holds: a centre and links
  // would show a plan that no longer exists.
  const Game held = test::gameFrom(Rules{}, "d5o d2x e5x b2o");
  const Hint& h = settle(e, held);
  CHECK_FALSE(h.planApplies);
  CHECK(h.verdict == Verdict::ChaosHolds);
  CHECK(h.centreFrame == 0);
  CHECK(h.mirrorLinks.empty());
  // Left the strategy, but the centre-game certificate proves the same plan.
  const Game centre = test::gameFrom(Rules{}, "c3x b2o d4o d2x");
  const Hint& hc = settle(e, centre);
  CHECK_FALSE(hc.planApplies);
  CHECK(hc.verdictReason.find("centre-game certificate") != std::string::npos);
  CHECK(hc.centreFrame == centre.geometry().centre());
  CHECK(hc.mirrorLinks.size() == 10);
}

TEST_CASE("hints: once Chaos leaves its pairing, no pair numbers or partner are drawn") {
  HintEngine e = engine();
  // Chaos answered c3x away from c3's partner, so its table no longer holds.
  const Game g = test::gameFrom(kExactFive, "c3x a1o b5x");
  const Hint& h = settle(e, g);
  CHECK(h.side == Role::Chaos);
  CHECK_FALSE(h.planApplies);
  CHECK(h.lastMovePartner == -1);
  CHECK(std::all_of(h.pairNumber.begin(), h.pairNumber.end(), [](std::uint8_t n) { return n == 0; }));
}
