#include <catch_amalgamated.hpp>

#include <random>

#include "rules.h"
#include "test_helpers.h"

using namespace oc;
using oc::test::boardFrom;
using oc::test::runCells;

namespace {
const Geometry g6 = Geometry::standard();

Outcome classic(const Board& b) { return evaluate(g6, Variant::Classic, b); }
Outcome exact(const Board& b) { return evaluate(g6, Variant::ExactFive, b); }

Board withRun(const Geometry& g, int row, int col, int dr, int dc, int length, Kind k) {
  Board b;
  for (int i = 0; i < length; ++i) b.place({g.index(row + dr * i, col + dc * i), k});
  return b;
}
}  // namespace

TEST_CASE("the empty board: nothing decided", "[rules]") {
  for (Variant v : {Variant::Classic, Variant::ExactFive}) {
    const Outcome o = evaluate(g6, v, Board{});
    CHECK(o.winner == Winner::None);
    CHECK(o.reason == Reason::None);
    CHECK_FALSE(o.over());
  }
}

TEST_CASE("five in a row wins in each direction, for either kind", "[rules]") {
  struct Case { const char* name; int r, c, dr, dc; };
  const Case cases[] = {{"horizontal a1-e1", 0, 0, 0, 1},  {"horizontal b3-f3", 2, 1, 0, 1},
                        {"vertical c1-c5", 0, 2, 1, 0},    {"vertical d2-d6", 1, 3, 1, 0},
                        {"diagonal a1-e5", 0, 0, 1, 1},    {"diagonal b2-f6", 1, 1, 1, 1},
                        {"diagonal a2-e6", 1, 0, 1, 1},    {"diagonal b1-f5", 0, 1, 1, 1},
                        {"anti-diagonal a6-e2", 5, 0, -1, 1}, {"anti-diagonal b5-f1", 4, 1, -1, 1},
                        {"anti-diagonal a5-e1", 4, 0, -1, 1}, {"anti-diagonal b6-f2", 5, 1, -1, 1}};
  for (const Case& c : cases) {
    for (Kind k : {Kind::X, Kind::O}) {
      INFO(c.name << (k == Kind::X ? " X" : " O"));
      const Board b = withRun(g6, c.r, c.c, c.dr, c.dc, 5, k);
      const Outcome o = classic(b);
      CHECK(o.winner == Winner::Order);
      CHECK(o.reason == Reason::LineCompleted);
      CHECK(o.runKind == k);
      CHECK(o.winningRun == runCells(g6, c.r, c.c, c.dr, c.dc, 5));
      // Four of them do not win.
      Board four = b;
      four.remove(g6.index(c.r + 2 * c.dr, c.c + 2 * c.dc));
      CHECK(classic(four).winner == Winner::None);
    }
  }
}

TEST_CASE("fives along each board edge", "[rules]") {
  CHECK(classic(withRun(g6, 0, 1, 0, 1, 5, Kind::X)).winner == Winner::Order);  // top row
  CHECK(classic(withRun(g6, 5, 0, 0, 1, 5, Kind::O)).winner == Winner::Order);  // bottom row
  CHECK(classic(withRun(g6, 1, 0, 1, 0, 5, Kind::X)).winner == Winner::Order);  // left column
  CHECK(classic(withRun(g6, 0, 5, 1, 0, 5, Kind::O)).winner == Winner::Order);  // right column
  // Under exact-five an edge seals one end; the other end decides.
  Board top = withRun(g6, 0, 0, 0, 1, 5, Kind::X);  // a1-e1, f1 empty: pending
  CHECK(exact(top).winner == Winner::None);
  top.place({g6.index(0, 5), Kind::O});  // f1 = O seals it
  CHECK(exact(top).winner == Winner::Order);
  CHECK(exact(top).winningRun == runCells(g6, 0, 0, 0, 1, 5));
}

TEST_CASE("a mixed window does not win", "[rules]") {
  const Board b = boardFrom(g6, {"XXOXX.", "......", "......", "......", "......", "......"});
  CHECK(classic(b).winner == Winner::None);
}

TEST_CASE("six in a row: wins classically, never under exact-five", "[rules]") {
  const Board six = withRun(g6, 3, 0, 0, 1, 6, Kind::O);
  const Outcome c = classic(six);
  CHECK(c.winner == Winner::Order);
  CHECK(c.winningRun == runCells(g6, 3, 0, 0, 1, 6));  // both windows of the six glow
  CHECK(exact(six).winner == Winner::None);
  const Board diagonalSix = withRun(g6, 0, 0, 1, 1, 6, Kind::X);
  CHECK(classic(diagonalSix).winner == Winner::Order);
  CHECK(exact(diagonalSix).winner == Winner::None);
}

TEST_CASE("exact-five: pending fives wait, sealed fives win", "[rules]") {
  SECTION("empty end: pending") {
    const Board b = boardFrom(g6, {"......", ".XXXXX", "......", "......", "......", "......"});
    CHECK(exact(b).winner == Winner::None);
    CHECK(classic(b).winner == Winner::Order);
  }
  SECTION("sealed by the other kind at the open end") {
    const Board b = boardFrom(g6, {"......", "OXXXXX", "......", "......", "......", "......"});
    CHECK(exact(b).winner == Winner::Order);
    CHECK(exact(b).runKind == Kind::X);
  }
  SECTION("sealed on both sides inside the line is impossible on 6x6, but both ends count") {
    const Board b = boardFrom(g6, {"......", "......", "......", "......", "......", "OOOOOX"});
    CHECK(exact(b).winner == Winner::Order);
    CHECK(exact(b).runKind == Kind::O);
  }
  SECTION("a five on a diagonal of length five is sealed by the edges at once") {
    const Board b = withRun(g6, 1, 0, 1, 1, 5, Kind::O);  // a2..e6
    CHECK(exact(b).winner == Winner::Order);
  }
  SECTION("a main diagonal five with an empty corner is pending") {
    const Board b = withRun(g6, 1, 1, 1, 1, 5, Kind::X);  // b2..f6, a1 empty
    CHECK(exact(b).winner == Winner::None);
    Board sealed = b;
    sealed.place({g6.index(0, 0), Kind::O});
    CHECK(exact(sealed).winner == Winner::Order);
    Board six = b;
    six.place({g6.index(0, 0), Kind::X});
    CHECK(exact(six).winner == Winner::None);
  }
}

TEST_CASE("exact-five liveness: a window with its own kind just beyond is dead for that kind", "[rules]") {
  const Board b = boardFrom(g6, {"X.....", "......", "......", "......", "......", "......"});
  for (const Window& w : g6.windows()) {
    if (w.direction == Direction::Horizontal && w.first == g6.index(0, 1)) {  // b1..f1, a1 = X before it
      CHECK(windowAlive(w, Variant::Classic, b, Kind::X));
      CHECK_FALSE(windowAlive(w, Variant::ExactFive, b, Kind::X));
      CHECK(windowAlive(w, Variant::ExactFive, b, Kind::O));
    }
  }
}

TEST_CASE("Chaos wins as soon as no window is alive for either kind", "[rules]") {
  // Every row and column holds X and O within each window; the diagonals too,
  // except the anti-diagonal window b5..f1 which the last move kills.
  const Board almost = boardFrom(g6, {"XO..O.",
                                      ".XO.OX",
                                      "OX.XO.",
                                      "..O..X",
                                      "XO.XO.",
                                      ".XO.OX"});
  int aliveCount = 0;
  for (const Window& w : g6.windows()) aliveCount += windowAlive(w, Variant::Classic, almost, Kind::X) || windowAlive(w, Variant::Classic, almost, Kind::O);
  REQUIRE(aliveCount > 0);
  CHECK(classic(almost).winner == Winner::None);  // not too early
  // Fill cells until nothing is alive, checking the result flips only at the end.
  Board b = almost;
  for (int cell = 0; cell < 36 && anyWindowAlive(g6, Variant::Classic, b); ++cell) {
    if (!b.isEmpty(cell)) continue;
    CHECK(classic(b).winner == Winner::None);
    // Choose the kind that kills most: the other kind of the cell's row neighbour pattern.
    Board tryX = b, tryO = b;
    tryX.place({cell, Kind::X});
    tryO.place({cell, Kind::O});
    const bool xWins = classic(tryX).winner == Winner::Order;
    b = xWins ? tryO : tryX;
  }
  const Outcome o = classic(b);
  CHECK(o.winner == Winner::Chaos);
  CHECK(o.reason == Reason::NoLinePossible);
  CHECK(b.count() < 36);
}

TEST_CASE("a single live window keeps the game going", "[rules]") {
  // Row 1 is the only window left open for X; all others are mixed.
  const Board b = boardFrom(g6, {"XXXX..",
                                 "OOXXOO",
                                 "XXOOXX",
                                 "OOXXOO",
                                 "XXOOXX",
                                 "OOXXOO"});
  CHECK(classic(b).winner == Winner::None);
  Board blocked = b;
  blocked.place({g6.index(0, 4), Kind::O});  // e1: both windows of row 1 die
  CHECK(classic(blocked).winner == Winner::Chaos);
  CHECK(classic(blocked).reason == Reason::NoLinePossible);
}

TEST_CASE("a full board without a winning run is Chaos's; a five on the last cell is Order's", "[rules]") {
  const Board full = boardFrom(g6, {"XXOOXX",
                                    "OOXXOO",
                                    "XXOOXX",
                                    "OOXXOO",
                                    "XXOOXX",
                                    "OOXXOO"});
  CHECK(full.count() == 36);
  CHECK(classic(full).winner == Winner::Chaos);
  CHECK(classic(full).reason == Reason::BoardFull);
  CHECK(exact(full).winner == Winner::Chaos);
  const Board lastFive = boardFrom(g6, {"XXXXXO",
                                        "OOXXOO",
                                        "XXOOXX",
                                        "OOXXOO",
                                        "XXOOXX",
                                        "OOXXOO"});
  CHECK(classic(lastFive).winner == Winner::Order);
  CHECK(exact(lastFive).winner == Winner::Order);
}

TEST_CASE("other board sizes", "[rules]") {
  SECTION("4x4 mini, lines of four") {
    const Geometry g = *Geometry::make(4, 4);
    CHECK(g.windows().size() == 10);
    CHECK(evaluate(g, Variant::Classic, withRun(g, 0, 3, 1, 0, 4, Kind::O)).winner == Winner::Order);
    CHECK(evaluate(g, Variant::ExactFive, withRun(g, 3, 0, -1, 1, 4, Kind::X)).winner == Winner::Order);
    CHECK(evaluate(g, Variant::Classic, withRun(g, 0, 0, 1, 1, 3, Kind::X)).winner == Winner::None);
  }
  SECTION("8x8, lines of five: six in the middle of a row") {
    const Geometry g = *Geometry::make(8, 5);
    const Board six = withRun(g, 7, 1, 0, 1, 6, Kind::X);
    CHECK(evaluate(g, Variant::Classic, six).winner == Winner::Order);
    CHECK(evaluate(g, Variant::ExactFive, six).winner == Winner::None);
    Board five = withRun(g, 7, 1, 0, 1, 5, Kind::X);  // b8..f8: a8 and g8 empty
    CHECK(evaluate(g, Variant::ExactFive, five).winner == Winner::None);
    five.place({g.index(7, 0), Kind::O});
    CHECK(evaluate(g, Variant::ExactFive, five).winner == Winner::None);
    five.place({g.index(7, 6), Kind::O});
    CHECK(evaluate(g, Variant::ExactFive, five).winner == Winner::Order);
  }
  SECTION("7x7, lines of four") {
    const Geometry g = *Geometry::make(7, 4);
    CHECK(evaluate(g, Variant::Classic, withRun(g, 3, 3, 1, 1, 4, Kind::O)).winner == Winner::Order);
  }
}

TEST_CASE("reason texts follow the line length", "[rules]") {
  CHECK(reasonText(Reason::LineCompleted, 5) == "five in a row");
  CHECK(reasonText(Reason::LineCompleted, 4) == "four in a row");
  CHECK(reasonText(Reason::NoLinePossible, 5) == "no line of five is possible any more");
  CHECK(reasonText(Reason::BoardFull, 5) == "board full");
}

TEST_CASE("the rule's texts follow the line length and the variant", "[rules]") {
  Rules r;  // classic 6x6, five
  CHECK(ruleTitle(r) == "Classic (five or more)");
  CHECK(orderGoal(r) == "five in a row of one colour");
  CHECK(ruleExplanation(r) == "Order wins with a line of five or more of one colour.");
  r.variant = Variant::ExactFive;
  r.size = 7;
  r.lineLength = 4;
  CHECK(ruleTitle(r) == "Exact four");
  CHECK(orderGoal(r) == "exactly four in a row of one colour, both ends sealed");
  CHECK(ruleExplanation(r) ==
        "Only exactly four counts: a longer run does not win, and a line of four needs both ends sealed (by the edge or the other colour).");
  // Lines as long as the board: the two rules are one game (docs/rules.md, 3.1).
  r.size = 4;
  CHECK_THAT(ruleExplanation(r), Catch::Matchers::EndsWith("so both rules give the same game."));
  r.variant = Variant::Classic;
  CHECK(ruleTitle(r) == "Classic (four or more)");
  CHECK_THAT(ruleExplanation(r), Catch::Matchers::EndsWith("so both rules give the same game."));
}

TEST_CASE("exact rule: a full run that does not win is found through any of its cells", "[rules]") {
  SECTION("a six: too long, the whole run, through each of its cells") {
    const Board six = withRun(g6, 3, 0, 0, 1, 6, Kind::O);
    for (int col = 0; col < 6; ++col) {
      const std::optional<UncountedRun> r = uncountedRun(g6, Variant::ExactFive, six, g6.index(3, col));
      REQUIRE(r);
      CHECK(r->tooLong);
      CHECK(r->kind == Kind::O);
      CHECK(r->cells == runCells(g6, 3, 0, 0, 1, 6));
    }
    CHECK_FALSE(uncountedRun(g6, Variant::Classic, six, g6.index(3, 0)));  // classically it wins
  }
  SECTION("a seven on 8x8, seen from its end, is grown to its whole length") {
    const Geometry g8 = *Geometry::make(8, 5);
    const Board seven = withRun(g8, 7, 0, -1, 1, 7, Kind::X);  // a8 up to g2
    const std::optional<UncountedRun> r = uncountedRun(g8, Variant::ExactFive, seven, g8.index(7, 0));
    REQUIRE(r);
    CHECK(r->tooLong);
    CHECK(r->cells == runCells(g8, 7, 0, -1, 1, 7));
  }
  SECTION("a five with an empty end is pending, with that end open") {
    const Board b = boardFrom(g6, {"......", ".XXXXX", "......", "......", "......", "......"});
    const std::optional<UncountedRun> r = uncountedRun(g6, Variant::ExactFive, b, g6.index(1, 3));
    REQUIRE(r);
    CHECK_FALSE(r->tooLong);
    CHECK(r->cells == runCells(g6, 1, 1, 0, 1, 5));
    CHECK(r->openEnds == bit(g6.index(1, 0)));
  }
  SECTION("a five with both ends empty on 7x7 has two open ends") {
    const Geometry g7 = *Geometry::make(7, 5);
    const Board b = withRun(g7, 2, 1, 0, 1, 5, Kind::O);
    const std::optional<UncountedRun> r = uncountedRun(g7, Variant::ExactFive, b, g7.index(2, 1));
    REQUIRE(r);
    CHECK(r->openEnds == (bit(g7.index(2, 0)) | bit(g7.index(2, 6))));
  }
  SECTION("nothing for a sealed five, a four, a cell off the run or an empty cell") {
    const Board sealed = boardFrom(g6, {"......", "OXXXXX", "......", "......", "......", "......"});
    CHECK_FALSE(uncountedRun(g6, Variant::ExactFive, sealed, g6.index(1, 2)));
    const Board four = boardFrom(g6, {"......", "..XXXX", "......", "......", "......", "......"});
    CHECK_FALSE(uncountedRun(g6, Variant::ExactFive, four, g6.index(1, 2)));
    const Board pending = boardFrom(g6, {"X.....", ".XXXXX", "......", "......", "......", "......"});
    CHECK_FALSE(uncountedRun(g6, Variant::ExactFive, pending, g6.index(0, 0)));
    CHECK_FALSE(uncountedRun(g6, Variant::ExactFive, pending, g6.index(5, 5)));
  }
}

TEST_CASE("exact rule: every uncounted run agrees with evaluate on random boards", "[rules]") {
  // A pending run wins once the other kind seals its open ends, and not
  // before; a longer run, alone on the board, never wins. (Random boards may
  // hold other wins: only the run's own windows are compared.)
  std::mt19937 rng(20261130);
  int tooLong = 0, pending = 0;
  for (int n : {6, 7}) {
    const Geometry g = *Geometry::make(n, 5);
    for (int trial = 0; trial < 3000; ++trial) {
      Board b;
      for (int c = 0; c < g.cellCount(); ++c) {
        const unsigned r = rng() % 10;
        if (r < 4) b.place({c, Kind::X});
        else if (r < 6) b.place({c, Kind::O});
      }
      for (int c = 0; c < g.cellCount(); ++c) {
        const std::optional<UncountedRun> r = uncountedRun(g, Variant::ExactFive, b, c);
        if (!r) continue;
        INFO("n=" << n << " trial " << trial << " cell " << c);
        CHECK((r->cells & bit(c)) != 0);
        CHECK((r->cells & ~b.tokens(r->kind)) == 0);
        if (r->tooLong) {
          ++tooLong;
          CHECK(__builtin_popcountll(r->cells) > 5);
          Board alone;
          for (int d = 0; d < g.cellCount(); ++d)
            if (r->cells & bit(d)) alone.place({d, r->kind});
          CHECK(evaluate(g, Variant::ExactFive, alone).winner == Winner::None);
        } else {
          ++pending;
          CHECK(__builtin_popcountll(r->cells) == 5);
          CHECK((r->openEnds & b.occupied()) == 0);
          Board sealed = b;
          for (int d = 0; d < g.cellCount(); ++d)
            if (r->openEnds & bit(d)) sealed.place({d, other(r->kind)});
          CHECK((winningRuns(g, Variant::ExactFive, sealed, r->kind) & r->cells) == r->cells);
          CHECK((winningRuns(g, Variant::ExactFive, b, r->kind) & r->cells) != r->cells);  // not before
        }
      }
    }
  }
  // Both kinds must have come up for the checks to mean something.
  CHECK(tooLong > 100);
  CHECK(pending > 100);
}
