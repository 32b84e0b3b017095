// The review's value strip: one segment a position of the reviewed game,
// from the empty board to the last move, coloured by its proven value
// (Order's gold, Chaos's violet, grey where unproven, hollow until solved),
// with a red mark over the moves that threw a value away and an outline on
// the position on the board. Clicking a segment looks back at that position.
#pragma once
#include "app.h"

namespace ui {

// Draws the strip across the available width (while a review is active).
void drawValueStrip(App& app);

}  // namespace ui
