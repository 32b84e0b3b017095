// The side panel's puzzle card: the puzzle being solved, what to find, the
// streak, what the answer did, and the ways on (a clue, the solution,
// another try, the next puzzle) and, after the solution, "Play on" through
// the proven line one move at a time.
#pragma once
#include "app.h"

namespace ui {

void drawPuzzleCard(App& app);

}  // namespace ui
