#include <catch_amalgamated.hpp>

#include "game.h"
#include "notation.h"

using namespace oc;

namespace {
Move mv(const Game& g, const char* text) { return *parseMove(g.geometry(), text); }
}  // namespace

TEST_CASE("turns alternate from the first player", "[game]") {
  Game order;
  CHECK(order.toMove() == Role::Order);
  REQUIRE(order.play(mv(order, "c3x")) == MoveError::None);
  CHECK(order.toMove() == Role::Chaos);
  REQUIRE(order.play(mv(order, "d4o")) == MoveError::None);
  CHECK(order.toMove() == Role::Order);

  Game chaos(Rules{6, 5, Variant::Classic, Role::Chaos});
  CHECK(chaos.toMove() == Role::Chaos);
  REQUIRE(chaos.play(mv(chaos, "a1o")) == MoveError::None);
  CHECK(chaos.toMove() == Role::Order);
}

TEST_CASE("refused moves give their reason and change nothing", "[game]") {
  Game g;
  REQUIRE(g.play(mv(g, "c3x")) == MoveError::None);
  const Board before = g.board();
  const std::vector<Move> history = g.history();

  CHECK(g.play(mv(g, "c3o")) == MoveError::Occupied);
  CHECK(g.play(Move{36, Kind::X}) == MoveError::OffBoard);
  CHECK(g.play(Move{-1, Kind::O}) == MoveError::OffBoard);
  CHECK(g.check(5, 2) == MoveError::UnknownKind);
  CHECK(g.check(5, -1) == MoveError::UnknownKind);
  CHECK(g.board() == before);
  CHECK(g.history() == history);
  CHECK(g.toMove() == Role::Chaos);
  CHECK(std::string(moveErrorText(MoveError::Occupied)) == "that cell is already taken");
}

TEST_CASE("a finished game refuses further moves", "[game]") {
  Game g;
  std::string error;
  REQUIRE(loadRecord(g, "a1x a2o b1x b2o c1x c2o d1x d2o e1x", &error));
  CHECK(g.outcome().winner == Winner::Order);
  CHECK(g.outcome().reason == Reason::LineCompleted);
  CHECK(g.play(mv(g, "f6o")) == MoveError::GameOver);
  CHECK(g.moveCount() == 9);
}

TEST_CASE("undo and redo walk the history exactly", "[game]") {
  Game g;
  REQUIRE(loadRecord(g, "c3x d4o e5x b2o"));
  const Board full = g.board();
  CHECK_FALSE(g.canRedo());
  REQUIRE(g.undo());
  REQUIRE(g.undo());
  CHECK(g.moveCount() == 2);
  CHECK(g.toMove() == Role::Order);
  CHECK(g.board().isEmpty(g.geometry().index(4, 4)));
  CHECK(g.canRedo());
  REQUIRE(g.redo());
  REQUIRE(g.redo());
  CHECK_FALSE(g.redo());
  CHECK(g.board() == full);
  REQUIRE(g.undo());
  REQUIRE(g.play(mv(g, "a1o")) == MoveError::None);  // a new move drops the redo line
  CHECK_FALSE(g.canRedo());
  while (g.undo()) {
  }
  CHECK(g.board() == Board{});
  CHECK(g.moveCount() == 0);
  CHECK_FALSE(g.undo());
}

TEST_CASE("undoing the winning move reopens the game", "[game]") {
  Game g;
  REQUIRE(loadRecord(g, "a1x a2o b1x b2o c1x c2o d1x d2o e1x"));
  REQUIRE(g.over());
  REQUIRE(g.undo());
  CHECK_FALSE(g.over());
  CHECK(g.outcome().winningRun == 0);
  REQUIRE(g.redo());
  CHECK(g.over());
}

TEST_CASE("a Chaos win by blocking every line ends the game before the board is full", "[game]") {
  Game g(Rules{4, 4, Variant::Classic, Role::Order});
  // On 4x4 every window is a whole line. Fill the board row by row with a
  // pattern whose every line is mixed; the game ends once the last line dies.
  const char* pattern = "XXOOOOXXXXOOOOXX";
  for (int c = 0; c < 16 && !g.over(); ++c) REQUIRE(g.play(Move{c, pattern[c] == 'X' ? Kind::X : Kind::O}) == MoveError::None);
  CHECK(g.outcome().reason == Reason::NoLinePossible);
  CHECK(g.moveCount() < 16);
  CHECK(g.outcome().winner == Winner::Chaos);
}

TEST_CASE("restart keeps the rules", "[game]") {
  Game g(Rules{4, 4, Variant::ExactFive, Role::Chaos});
  REQUIRE(loadRecord(g, "a1x"));
  g.restart();
  CHECK(g.moveCount() == 0);
  CHECK(g.rules() == Rules{4, 4, Variant::ExactFive, Role::Chaos});
  CHECK_FALSE(g.canRedo());
}

TEST_CASE("invalid rules are reported and fall back to the standard game", "[game]") {
  CHECK(Game::validateRules(Rules{}).empty());
  CHECK_FALSE(Game::validateRules(Rules{3, 3, Variant::Classic, Role::Order}).empty());
  CHECK_FALSE(Game::validateRules(Rules{6, 7, Variant::Classic, Role::Order}).empty());
  const Game g(Rules{12, 5, Variant::ExactFive, Role::Chaos});
  CHECK(g.rules() == Rules{});
}
