// The game in words: the board row by row, moves as sentences, and the
// commentator that tells a screen reader what changed, once.
#include <catch_amalgamated.hpp>

#include "notation.h"
#include "session/spoken_game.h"

using namespace oc;

namespace {

Game played(const std::string& record, Rules rules = {}) {
  Game g(rules);
  REQUIRE(loadRecord(g, record));
  return g;
}

}  // namespace

TEST_CASE("spoken: cells, rows and moves name the kinds and the mover", "[spoken]") {
  const Game g = played("c3x d4o");
  CHECK(spokenCell(g, g.geometry().index(2, 2)) == "c3 red");
  CHECK(spokenCell(g, g.geometry().index(3, 3)) == "d4 blue");
  CHECK(spokenCell(g, 0) == "a1 empty");
  const std::vector<std::string> rows = spokenRows(g);
  REQUIRE(rows.size() == 6);
  CHECK(rows[0] == "Row 1: a1 empty, b1 empty, c1 empty, d1 empty, e1 empty, f1 empty");
  CHECK(rows[2] == "Row 3: a3 empty, b3 empty, c3 red, d3 empty, e3 empty, f3 empty");
  CHECK(spokenMove(g, 1) == "Order played c3 red");
  CHECK(spokenMove(g, 2) == "Chaos played d4 blue");
  CHECK(spokenTurn(g) == "Order to move");

  Rules chaosFirst;
  chaosFirst.firstPlayer = Role::Chaos;
  const Game c = played("a1o", chaosFirst);
  CHECK(spokenMove(c, 1) == "Chaos played a1 blue");
  CHECK(spokenTurn(c) == "Order to move");
}

TEST_CASE("spoken: the result says who won, why and when", "[spoken]") {
  const Game g = played("a1x f6o b1x e6o c1x d6o d1x c6o e1x");
  REQUIRE(g.over());
  CHECK(spokenTurn(g) == "Order wins: five in a row of red, after 9 moves");
}

TEST_CASE("spoken: the commentator says each change once", "[spoken]") {
  Commentator c;
  Game g;
  CHECK(c.update(g, {}) == "A game of Order and Chaos on 6 by 6, 0 moves played. Order to move.");
  CHECK(c.update(g, {}).empty());  // nothing changed

  REQUIRE(g.play({g.geometry().index(2, 2), Kind::X}) == MoveError::None);
  REQUIRE(g.play({g.geometry().index(3, 3), Kind::O}) == MoveError::None);
  CHECK(c.update(g, {}) == "Order played c3 red. Chaos played d4 blue. Order to move.");

  SpokenScene scene;
  scene.verdict = "Order can force a win, proven by Order's strategy";
  CHECK(c.update(g, scene) == "Order can force a win, proven by Order's strategy.");
  CHECK(c.update(g, scene).empty());

  // A message shown on the board is read out once each time it is shown.
  scene.message = "c3: that cell is already taken";
  scene.messageTime = 10.0;
  CHECK(c.update(g, scene) == "c3: that cell is already taken.");
  CHECK(c.update(g, scene).empty());
  scene.messageTime = 12.5;
  CHECK(c.update(g, scene) == "c3: that cell is already taken.");
  scene.message.clear();

  scene.cursor = 0;
  CHECK(c.update(g, scene) == "Cursor on a1 empty.");
  scene.cursor = g.geometry().index(2, 2);
  CHECK(c.update(g, scene) == "Cursor on c3 red.");

  REQUIRE(g.undo());
  CHECK(c.update(g, scene) == "One move taken back. Chaos to move. Order can force a win, proven by Order's strategy.");

  g.restart();
  CHECK(c.update(g, {}) == "The board is empty. Order to move.");

  Game other = played("a1x b2o c3x");
  CHECK(c.update(other, {}) == "Order played a1 red. Chaos played b2 blue. Order played c3 red. Chaos to move.");
  Game branch = played("a1x b2o d4x");
  CHECK(c.update(branch, {}) == "Position changed: 3 moves played. Order played d4 red. Chaos to move.");
  g.restart();
  CHECK(c.update(g, {}) == "The board is empty. Order to move.");
  REQUIRE(loadRecord(g, "a1x b2o c3x d4o e5x"));
  CHECK(c.update(g, {}) == "Position changed: 5 moves played. Order played e5 red. Chaos to move.");

  Rules small;
  small.size = 4;
  small.lineLength = 4;
  CHECK(c.update(Game(small), {}) == "A game of Order and Chaos on 4 by 4, 0 moves played. Order to move.");
}

TEST_CASE("spoken: the exact rule is named with its line length", "[spoken]") {
  Rules r;
  r.variant = Variant::ExactFive;
  r.size = 7;
  r.lineLength = 4;
  Commentator c;
  CHECK(c.update(Game(r), {}) == "A game of exact four on 7 by 7, 0 moves played. Order to move.");
}
