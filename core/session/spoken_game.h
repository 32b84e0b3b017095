// The game in words, for players who cannot see the board: the board row by
// row, each move as a sentence, and a commentator that says what changed
// since it last spoke (moves, the result, the solver's verdict, the hint, the
// keyboard cursor). The web page reads these to a screen reader; the words
// name the kinds "red" and "blue", as the rest of core does.
#pragma once
#include <string>
#include <vector>

#include "game.h"

namespace oc {

// "c3 red", "c3 empty".
std::string spokenCell(const Game& game, int cell);
// One line a row, top row first: "Row 6: a6 empty, b6 red, ...".
std::vector<std::string> spokenRows(const Game& game);
// Move `ply` (1-based) of the game's history: "Order played c3 red".
std::string spokenMove(const Game& game, int ply);
// "Order to move", or the result once the game is over:
// "Order wins: five in a row of red, after 23 moves".
std::string spokenTurn(const Game& game);

// What the screen reader is told, by the front end, each time it looks.
struct SpokenScene {
  std::string verdict;  // the solver's verdict sentence when proven, else ""
  std::string hint;     // the hint's advice when hints are on, else ""
  int cursor = -1;      // the keyboard cursor's cell when shown, else -1
  // The last message shown on the board ("c3: that cell is already taken"),
  // and when it was shown: the same message again is news again.
  std::string message;
  double messageTime = 0;
};

// Says what changed since the last call, in one short paragraph ("" when
// nothing did). The first call describes the position as it stands.
class Commentator {
 public:
  std::string update(const Game& game, const SpokenScene& scene);

 private:
  bool started_ = false;
  Rules rules_;
  std::vector<Move> history_;
  SpokenScene scene_;
};

}  // namespace oc
