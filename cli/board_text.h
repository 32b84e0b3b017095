// The position as text for a terminal: a status line, then the board with
// column letters on top and row numbers on the left (a1 top-left, as in
// docs/rules.md, section 1). X is red, O is blue, '.' an empty cell.
#pragma once
#include <string>

#include "game.h"

namespace oc::cli {

// "Order won: five in a row" once the game is over, else "".
std::string outcomeText(const Game& game);

// "Order won: five in a row." / "Move 3: Chaos to move."
std::string statusText(const Game& game);

// The result in one line: "order five in a row", "chaos board full" or "none".
std::string resultText(const Game& game);

// The set-up, the status and the board, one line each, no blank lines.
//   classic 6x6, line 5, Order first. Move 2: Chaos to move.
//      a b c d e f
//    1 . . . . . .
//    ...
std::string boardText(const Game& game);

}  // namespace oc::cli
