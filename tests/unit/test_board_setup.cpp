// The analysis board's core: a hand-made set-up becomes a game that stands at
// exactly that position with the chosen side to move; a set-up the game could
// not be played on from is refused with a reason; the set-up's placements are
// never undone or reviewed as moves; the move values name exactly the moves
// that plain minimax says keep the mover's value.
#include <catch_amalgamated.hpp>

#include <random>

#include "board_setup.h"
#include "notation.h"
#include "search/solver.h"
#include "session/game_review.h"
#include "session/match.h"
#include "session/move_values.h"
#include "session/settings.h"
#include "test_helpers.h"

using namespace oc;

namespace {

BoardSetup setupFrom(const Rules& rules, Role toMove, std::initializer_list<const char*> rows) {
  BoardSetup s = emptySetup(rules, toMove);
  const Geometry g = *Geometry::make(rules.size, rules.lineLength);
  const Board b = test::boardFrom(g, rows);
  for (int c = 0; c < g.cellCount(); ++c)
    if (!b.isEmpty(c)) s.cells[static_cast<std::size_t>(c)] = b.kindAt(c);
  return s;
}

bool sameBoard(const Board& a, const Board& b) { return a.tokens(Kind::X) == b.tokens(Kind::X) && a.tokens(Kind::O) == b.tokens(Kind::O); }

}  // namespace

TEST_CASE("set-up: the game stands at the set-up with the chosen side to move", "[setup]") {
  for (Role toMove : {Role::Order, Role::Chaos}) {
    for (int tokens : {0, 1, 2, 3, 7}) {
      BoardSetup s = emptySetup(Rules{}, toMove);
      const int cells[] = {14, 3, 21, 8, 30, 0, 35};
      for (int i = 0; i < tokens; ++i) s.cells[static_cast<std::size_t>(cells[i])] = i % 3 == 0 ? Kind::X : Kind::O;
      std::string error;
      const std::optional<Game> game = gameFromSetup(s, &error);
      INFO(roleName(toMove) << " to move, " << tokens << " tokens");
      REQUIRE(game);
      CHECK(error.empty());
      CHECK(game->toMove() == toMove);
      CHECK(game->moveCount() == tokens);
      CHECK(game->setupPly() == tokens);
      CHECK(!game->canUndo());
      CHECK(!game->over());
      // Read back, the set-up is the same.
      const BoardSetup back = setupOf(*game);
      CHECK(back.cells == s.cells);
      CHECK(back.toMove == toMove);
    }
  }
}

TEST_CASE("set-up: a finished game is refused with the reason, under both rules", "[setup]") {
  std::string error;
  // Five red in row 2 (b2-f2): Order has won.
  const BoardSetup five = setupFrom(Rules{}, Role::Chaos,
                                    {"......", ".XXXXX", "......", "......", "......", "......"});
  CHECK(!gameFromSetup(five, &error));
  CHECK(error.find("red already has five in a row (b2 c2 d2 e2 f2)") != std::string::npos);
  CHECK(error.find("Order has already won") != std::string::npos);

  // Exact five: a sealed five of blue wins, a six does not.
  Rules exact;
  exact.variant = Variant::ExactFive;
  const BoardSetup sealed = setupFrom(exact, Role::Order, {"OOOOOX", "......", "......", "......", "......", "......"});
  CHECK(!gameFromSetup(sealed, &error));
  CHECK(error.find("blue already has five in a row") != std::string::npos);
  const BoardSetup six = setupFrom(exact, Role::Order, {"OOOOOO", "......", "......", "......", "......", "......"});
  const std::optional<Game> sixGame = gameFromSetup(six, &error);
  REQUIRE(sixGame);
  CHECK(!sixGame->over());
  // The same six under the classic rule is a win.
  CHECK(!gameFromSetup(setupFrom(Rules{}, Role::Order, {"OOOOOO", "......", "......", "......", "......", "......"}), &error));

  // 4x4, line 4: each row, column and diagonal holds both kinds: no line is left.
  Rules mini;
  mini.size = 4;
  mini.lineLength = 4;
  const BoardSetup dead = setupFrom(mini, Role::Order, {"XO.O", ".OXO", "OX..", "..OX"});
  CHECK(!gameFromSetup(dead, &error));
  CHECK(error == "no line of four is possible any more, so Chaos has already won");
}

TEST_CASE("set-up: malformed set-ups are refused, never crash", "[setup]") {
  std::string error;
  BoardSetup s = emptySetup(Rules{}, Role::Order);
  s.cells.pop_back();
  CHECK(!gameFromSetup(s, &error));
  CHECK(error == "the set-up has 35 cells, the board 36");
  Rules bad;
  bad.size = 9;
  s = emptySetup(Rules{}, Role::Order);
  s.rules = bad;
  CHECK(!gameFromSetup(s, &error));
  CHECK(!error.empty());
  s = emptySetup(Rules{}, static_cast<Role>(7));
  CHECK(!gameFromSetup(s, &error));
  CHECK(error == "unknown side to move");
}

TEST_CASE("set-up: undo, looking back and links keep to the set-up", "[setup]") {
  BoardSetup s = emptySetup(Rules{}, Role::Chaos);
  s.cells[14] = Kind::X;
  s.cells[21] = Kind::O;
  s.cells[15] = Kind::X;
  Game game = *gameFromSetup(s);
  REQUIRE(game.play(Move{0, Kind::O}) == MoveError::None);
  REQUIRE(game.undo());
  CHECK(!game.undo());
  CHECK(game.moveCount() == 3);

  SessionSettings both;
  both.order = Seat{SeatKind::Human, Level::Strong};
  both.chaos = Seat{SeatKind::Human, Level::Strong};
  Match match(Session{game, both});
  REQUIRE(match.play(Move{1, Kind::X}) == MatchError::None);
  CHECK(!match.goTo(2));
  CHECK(match.goTo(3));
  CHECK(!match.undo());
  CHECK(match.game().moveCount() == 3);

  // The link carries the set-up; a reload reads it back.
  REQUIRE(match.redo());
  const std::string query = sessionToQuery(match.game(), match.settings());
  CHECK(query.find("setup=3") != std::string::npos);
  const SessionQuery read = sessionFromQuery(query);
  CHECK(read.problems.empty());
  CHECK(read.session.game.setupPly() == 3);
  CHECK(read.session.game.moveCount() == 4);
  const std::optional<Session> saved = decodeSavedSession(encodeSavedSession(match.game(), match.settings()));
  REQUIRE(saved);
  CHECK(saved->game.setupPly() == 3);

  // A set-up longer than the moves, or not a number, is named and dropped.
  CHECK(sessionFromQuery("m=c3x.d4o&setup=3").problems == std::vector<std::string>{"invalid value '3' for 'setup' (the game has 2 moves)"});
  CHECK(sessionFromQuery("m=c3x.d4o&setup=x").problems.size() == 1);
  CHECK(sessionFromQuery("m=c3x.d4o&setup=x").session.game.setupPly() == 0);
}

TEST_CASE("set-up: a review starts at the set-up and never marks its placements", "[setup][review]") {
  // The set-up holds the blunder position of the review test; only the moves
  // played after it are reviewed.
  const Game played = test::gameFrom(Rules{}, "d4o d2x c4o e4x c5o c3x b5o d5x");
  Game game(Rules{});
  for (int i = 0; i < 6; ++i) game.play(played.history()[static_cast<std::size_t>(i)]);
  REQUIRE(game.markSetup(6));
  game.play(played.history()[6]);
  game.play(played.history()[7]);
  GameReview review(game);
  CHECK(review.firstPosition() == 6);
  Solver solver(std::size_t{8} << 20);
  int asked = 0;
  while (const std::optional<int> i = review.nextPosition()) {
    CHECK(*i >= 6);
    review.record(*i, solver.solve(review.position(*i), SolveBudget{5'000'000, 0, 0}));
    ++asked;
  }
  CHECK(asked == 3);
  CHECK(review.done());
  CHECK(valueStripText(review).size() == 3);
  const std::vector<ReviewedMove> moves = review.moves();
  for (int i = 0; i < 6; ++i) CHECK(!moves[static_cast<std::size_t>(i)].mistake);
  CHECK(moves[6].mistake);  // b5o threw Order's win away
  CHECK(moves[7].mistake);  // d5x handed it back
}

TEST_CASE("move values: the winning moves are exactly those plain minimax keeps, on 4x4", "[setup][solver]") {
  Rules rules;
  rules.size = 4;
  rules.lineLength = 3;
  std::mt19937 rng(5);
  test::MinimaxMemo memo;
  Solver solver(std::size_t{8} << 20);
  int positions = 0, winningSeen = 0, losingSeen = 0;
  for (int trial = 0; trial < 60; ++trial) {
    Game game(rules);
    const int plies = static_cast<int>(rng() % 6);
    for (int p = 0; p < plies && !game.over(); ++p) {
      std::vector<Move> legal;
      for (int c = 0; c < 16; ++c)
        if (game.board().isEmpty(c)) legal.push_back(Move{c, rng() % 2 ? Kind::X : Kind::O});
      game.play(legal[rng() % legal.size()]);
    }
    if (game.over()) continue;
    ++positions;
    MoveValues values(game);
    CHECK(values.mover() == game.toMove());
    while (const std::optional<int> i = values.nextPosition()) values.record(*i, solver.solve(values.position(*i), SolveBudget{2'000'000, 0, 0}));
    REQUIRE(values.done());
    CHECK(values.count() == 2 * (16 - game.moveCount()));
    for (int i = 0; i < values.count(); ++i) {
      Game after = values.position(i);
      const bool orderWins = test::minimaxOrderWins(after, memo);
      const Verdict v = values.value(i);
      REQUIRE(v != Verdict::Unknown);
      CHECK((v == Verdict::OrderWins) == orderWins);
    }
    const bool orderMoves = game.toMove() == Role::Order;
    for (const Move& m : values.winning()) {
      Game after = game;
      after.play(m);
      CHECK(test::minimaxOrderWins(after, memo) == orderMoves);
    }
    winningSeen += !values.winning().empty();
    losingSeen += !values.losing().empty();
  }
  CHECK(positions > 30);
  CHECK(winningSeen > 0);
  CHECK(losingSeen > 0);
}

TEST_CASE("move values: a finished game has no moves to value", "[setup]") {
  const Game over = test::gameFrom(Rules{}, "a1x f6o a2x f5o a3x f4o a4x f3o a5x");
  REQUIRE(over.over());
  const MoveValues values(over);
  CHECK(values.count() == 0);
  CHECK(values.done());
  CHECK(!values.nextPosition());
}
