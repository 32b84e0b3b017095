#include <catch_amalgamated.hpp>

#include <random>

#include "strategy/chaos_pairing.h"
#include "notation.h"
#include "test_helpers.h"
#include "strategy/order_mirror.h"
#include "ai/simple_players.h"

using namespace oc;
using oc::test::gameFrom;

namespace {

// A centre position from 16 characters, rows top to bottom.
std::pair<CentreBits, CentreBits> centre(const char* rows) {
  CentreBits x = 0, o = 0;
  for (int i = 0; i < 16; ++i) {
    if (rows[i] == 'X') x = static_cast<CentreBits>(x | (1u << i));
    if (rows[i] == 'O') o = static_cast<CentreBits>(o | (1u << i));
  }
  return {x, o};
}

CentreMove t1(const char* rows, bool exceptions = true) {
  const auto [x, o] = centre(rows);
  return centreT1(x, o, exceptions);
}

int cc(int i, int j) { return (i - 1) * 4 + (j - 1); }


}  // namespace

TEST_CASE("T1 scan order: by column, then row", "[strategy][t1]") {
  const int* scan = centreScanOrder();
  CHECK(scan[0] == cc(1, 1));
  CHECK(scan[1] == cc(2, 1));
  CHECK(scan[3] == cc(4, 1));
  CHECK(scan[4] == cc(1, 2));
  CHECK(scan[15] == cc(4, 4));
}

TEST_CASE("T1 opening: the empty centre gets red on (2,2)", "[strategy][t1]") {
  const CentreMove m = t1("................");
  CHECK(m.rule == CentreRule::Opening);
  CHECK(m.cell == cc(2, 2));
  CHECK(m.kind == Kind::X);
}

TEST_CASE("T1 exceptions: the six prescribed moves, and other moves without them", "[strategy][t1]") {
  struct Case { const char* rows; int i, j; Kind k; };
  const Case cases[] = {{"O..." "XXOX" "O.X." "O...", 1, 4, Kind::O}, {".O.." "XXXO" "...." "...O", 4, 2, Kind::O},
                        {"...." "OXX." "O..." "....", 1, 4, Kind::X}, {"OO.." "XX.." "...." "....", 1, 4, Kind::O},
                        {"X.O." "OX.." "O..." "O...", 4, 4, Kind::X}, {"...." "OX.." "O..." "XX.O", 3, 4, Kind::O}};
  int n = 1;
  for (const Case& c : cases) {
    INFO("B" << n);
    const CentreMove with = t1(c.rows);
    CHECK(with.rule == CentreRule::Exception);
    CHECK(with.exception == n);
    CHECK(with.cell == cc(c.i, c.j));
    CHECK(with.kind == c.k);
    const CentreMove without = t1(c.rows, false);
    CHECK(without.rule != CentreRule::Exception);
    CHECK((without.cell != with.cell || without.kind != with.kind));
    ++n;
  }
  // Exact match only: one token more and the exception is gone.
  CHECK(t1("OO.." "XX.." "...." "...X").rule != CentreRule::Exception);
}

TEST_CASE("T1 four: completes a line, the first in scan order", "[strategy][t1]") {
  const CentreMove row = t1("XXX." "...." "...." "....");
  CHECK(row.rule == CentreRule::Four);
  CHECK(row.cell == cc(1, 4));
  CHECK(row.kind == Kind::X);
  CHECK(row.line == centreLine(0));
  // Two fours: blue's (4,1) comes before red's (1,4) in scan order (by column).
  const CentreMove tie = t1("XXX." "...." "...." ".OOO");
  CHECK(tie.rule == CentreRule::Four);
  CHECK(tie.cell == cc(4, 1));
  CHECK(tie.kind == Kind::O);
  // A line that holds the other kind is no four.
  CHECK(t1("XXXO" "...." "...." "....").rule != CentreRule::Four);
}

TEST_CASE("T1 fork: a cell on two lines holding two each", "[strategy][t1]") {
  const CentreMove m = t1(".XX." "X..." "X..." "....");
  CHECK(m.rule == CentreRule::Fork);
  CHECK(m.cell == cc(1, 1));
  CHECK(m.kind == Kind::X);
  CHECK(m.fork == (centreLine(0) | centreLine(4)));
}

TEST_CASE("T1 grow: the best score among moves that spoil no line of the other kind, ties by scan order", "[strategy][t1]") {
  // Blue (1,1), red (2,2): every candidate scores 17; blue (3,1) is first in scan order.
  const CentreMove m = t1("O..." ".X.." "...." "....");
  CHECK(m.rule == CentreRule::Grow);
  CHECK(m.cell == cc(3, 1));
  CHECK(m.kind == Kind::O);
}

TEST_CASE("T1 fallback: every move spoils a line of the other kind", "[strategy][t1]") {
  const CentreMove m = t1("XOO." ".OO." ".OO." ".XOX");
  CHECK(m.rule == CentreRule::Fallback);
  CHECK(m.cell == cc(2, 1));
  CHECK(m.kind == Kind::X);
  CHECK(t1("XOXO" "OXOX" "XOXO" "OXOX").cell == -1);  // full centre: no move
}

TEST_CASE("Order's strategy: mirror a ring move with the other kind", "[strategy][order]") {
  const Game g = gameFrom(Rules{}, "c3x a4o");
  const StrategyAdvice a = orderAdvice(g);
  REQUIRE(a.applies);
  CHECK(a.move.rule == StrategyRule::Mirror);
  CHECK(a.move.move == *parseMove(g.geometry(), "f4x"));
  CHECK(a.move.answered == *parseCell(g.geometry(), "a4"));
  CHECK_THAT(explain(g.geometry(), a.move), Catch::Matchers::StartsWith("Mirror: Chaos played a4"));
  // Corners mirror to the opposite corner.
  const Game corner = gameFrom(Rules{}, "c3x f1x");
  CHECK(orderAdvice(corner).move.move == *parseMove(g.geometry(), "a6o"));
}

TEST_CASE("Order's strategy: the transition step extends a centre four (classic only)", "[strategy][order]") {
  const Geometry g = Geometry::standard();
  Board b;
  for (const char* cell : {"b3", "c3", "d3", "e3"}) b.place({*parseCell(g, cell), Kind::X});
  for (const char* cell : {"b2", "c4", "e5"}) b.place({*parseCell(g, cell), Kind::O});
  const auto classic = orderStrategyMove(Rules{6, 5, Variant::Classic, Role::Order}, b);
  REQUIRE(classic);
  CHECK(classic->rule == StrategyRule::Transition);
  CHECK(classic->move == *parseMove(g, "a3x"));  // both ends empty: the left one
  // Exact-five with Chaos first skips the step and plays on in the centre.
  const auto exact = orderStrategyMove(Rules{6, 5, Variant::ExactFive, Role::Chaos}, b);
  REQUIRE(exact);
  CHECK(exact->rule != StrategyRule::Transition);
  CHECK((g.centre() & bit(exact->move.cell)) != 0);
  // A column takes its top end.
  Board col;
  for (const char* cell : {"c2", "c3", "c4", "c5"}) col.place({*parseCell(g, cell), Kind::O});
  CHECK(orderStrategyMove(Rules{}, col)->move == *parseMove(g, "c1o"));
}

TEST_CASE("Order's strategy: T1 through the board, and an immediate win first", "[strategy][order]") {
  const Game start{Rules{}};
  const StrategyAdvice opening = orderAdvice(start);
  REQUIRE(opening.applies);
  CHECK(opening.move.rule == StrategyRule::Opening);
  CHECK(opening.move.move == *parseMove(start.geometry(), "c3x"));
  // Where a five is on offer, the wrapper takes it.
  const Game five = gameFrom(Rules{}, "a1x a2o b1x b2o c1x c2o d1x d2o");
  const StrategyAdvice win = orderAdvice(five);
  CHECK(win.hasMove);
  CHECK(win.move.rule == StrategyRule::ImmediateWin);
  CHECK(win.move.move == *parseMove(five.geometry(), "e1x"));
  CHECK_FALSE(win.applies);  // Order's moves there were not the strategy's
  CHECK(orderAdvice(gameFrom(Rules{}, "c3x b3o")).applies);
}

TEST_CASE("Order's strategy does not apply after a deviation, on other boards, or on Chaos's turn", "[strategy][order]") {
  const Game deviated = gameFrom(Rules{}, "d4x a1o");
  const StrategyAdvice a = orderAdvice(deviated);
  CHECK_FALSE(a.applies);
  CHECK_THAT(a.whyNot, Catch::Matchers::ContainsSubstring("move 1"));
  CHECK_FALSE(orderAdvice(Game(Rules{8, 5, Variant::Classic, Role::Order})).applies);
  CHECK_FALSE(orderAdvice(Game(Rules{6, 5, Variant::ExactFive, Role::Order})).applies);
  CHECK_FALSE(orderAdvice(gameFrom(Rules{}, "c3x")).applies);
  CHECK(orderAdvice(Game(Rules{6, 5, Variant::ExactFive, Role::Chaos})).whyNot == "it is Chaos's turn");
  CHECK(orderAdvice(gameFrom(Rules{6, 5, Variant::ExactFive, Role::Chaos}, "a1x")).applies);
  CHECK(orderAdvice(Game(Rules{4, 4, Variant::ExactFive, Role::Order})).applies);
}

TEST_CASE("Chaos's pairing: the partner cell, same kind on corners, other kind elsewhere", "[strategy][pairing]") {
  const Geometry g = Geometry::standard();
  for (PairingTable t : {PairingTable::A, PairingTable::B, PairingTable::C}) {
    for (int c = 0; c < 36; ++c) {
      const int p = pairPartner(t, c);
      REQUIRE(p >= 0);
      CHECK(p != c);
      CHECK(pairPartner(t, p) == c);
    }
  }
  // Table A: a1 pairs with f6, b1 with f5, c1 with d1.
  CHECK(pairingAnswer(PairingTable::A, *parseMove(g, "a1x")) == *parseMove(g, "f6x"));
  CHECK(pairingAnswer(PairingTable::A, *parseMove(g, "b1o")) == *parseMove(g, "f5x"));
  CHECK(pairingAnswer(PairingTable::A, *parseMove(g, "c1x")) == *parseMove(g, "d1o"));
  const Rules exact{6, 5, Variant::ExactFive, Role::Order};
  const StrategyAdvice a = chaosAdvice(gameFrom(exact, "c3x"));
  REQUIRE(a.applies);
  CHECK(a.move.rule == StrategyRule::Pair);
  CHECK(a.move.move == pairingAnswer(PairingTable::A, *parseMove(g, "c3x")));
  CHECK_THAT(explain(g, a.move), Catch::Matchers::StartsWith("Pair: Order played c3"));
  const StrategyAdvice b = chaosAdvice(gameFrom(exact, "c3x"), PairingTable::B);
  CHECK(b.move.move == pairingAnswer(PairingTable::B, *parseMove(g, "c3x")));
}

TEST_CASE("Chaos's pairing does not apply after a deviation or outside exact-five with Order first", "[strategy][pairing]") {
  const Rules exact{6, 5, Variant::ExactFive, Role::Order};
  const StrategyAdvice a = chaosAdvice(gameFrom(exact, "c3x a1o f6o"));
  CHECK_FALSE(a.applies);
  CHECK_THAT(a.whyNot, Catch::Matchers::ContainsSubstring("move 2"));
  CHECK_FALSE(chaosAdvice(gameFrom(Rules{}, "c3x")).applies);
  CHECK_FALSE(chaosAdvice(Game(exact)).applies);
}

namespace {

// Plays the proven side with its strategy (immediate win first for Order)
// against an opponent; returns the winner.
Winner playOut(Game g, Role proven, bool greedyOpponent, std::mt19937_64& rng) {
  while (!g.over()) {
    if (g.toMove() == proven) {
      const StrategyAdvice a = proven == Role::Order ? orderAdvice(g) : chaosAdvice(g);
      if (!a.applies || !a.hasMove) FAIL("strategy stopped applying: " << a.whyNot << " in " << recordText(g.geometry(), g.history()));
      REQUIRE(g.play(a.move.move) == MoveError::None);
    } else {
      REQUIRE(g.play(greedyOpponent ? greedyMove(g, rng) : randomMove(g, rng)) == MoveError::None);
    }
  }
  return g.outcome().winner;
}

}  // namespace

TEST_CASE("the proven side never loses against random and greedy opponents", "[strategy][properties]") {
  struct SetUp { Rules rules; Role winner; };
  const SetUp setups[] = {{{6, 5, Variant::Classic, Role::Order}, Role::Order},
                          {{6, 5, Variant::Classic, Role::Chaos}, Role::Order},
                          {{6, 5, Variant::ExactFive, Role::Chaos}, Role::Order},
                          {{6, 5, Variant::ExactFive, Role::Order}, Role::Chaos},
                          {{4, 4, Variant::Classic, Role::Order}, Role::Order},
                          {{4, 4, Variant::Classic, Role::Chaos}, Role::Order},
                          {{4, 4, Variant::ExactFive, Role::Order}, Role::Order},
                          {{4, 4, Variant::ExactFive, Role::Chaos}, Role::Order}};
  std::mt19937_64 rng(7);
  for (const SetUp& s : setups) {
    INFO(s.rules.size << "x" << s.rules.size << " " << variantName(s.rules.variant) << " first " << roleName(s.rules.firstPlayer));
    const Winner expected = s.winner == Role::Order ? Winner::Order : Winner::Chaos;
    int wins = 0;
    const int games = test::scaledCount(1000);
    for (int i = 0; i < games; ++i) wins += playOut(Game(s.rules), s.winner, i % 2 == 1, rng) == expected;
    CHECK(wins == games);
  }
}
