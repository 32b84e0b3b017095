// Why a move that filled a line did not win, in a sentence for the player
// (docs/rules.md, 3.1): under the exact rule a run longer than the line
// length never wins, and a run of exactly that length waits for its open ends.
// The front ends show it when such a move is played, by either side.
#pragma once
#include <optional>
#include <string>

#include "game.h"

namespace oc {

// About the last move of `game`: "Six red in a row: no win, only exactly five
// counts", "Five red in a row, open at c6: blue there wins, red spoils it".
// Nothing where the last move made no such run (always under the classic
// rule, and once the game is over).
std::optional<std::string> uncountedRunNote(const Game& game);

}  // namespace oc
