// A hint for the side to move: the proven strategy's move when it applies
// (or an immediate win), else the perfect computer player's choice, or the
// strong player's when the perfect one needs more than the time budget.
#pragma once
#include <string>

#include "game.h"
#include "ai/local_player.h"

namespace oc::cli {

struct Hint {
  Move move;
  // One word: a strategy rule ("mirror", "immediate-win", ...), or the
  // player that chose the move: "perfect-player" or "strong-player".
  std::string rule;
  std::string explanation;  // one sentence, or two when saying why no strategy applies
};

// The game must not be over. `player` is asked only when no strategy move is
// offered; it is left at the perfect level.
Hint hintFor(const Game& game, LocalPlayer& player, double milliseconds);

}  // namespace oc::cli
