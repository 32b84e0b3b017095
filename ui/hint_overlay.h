// The strategy-hint overlay on the board (README.md, "How to play"): the live
// windows as bars, Order's centre frame and mirror links, Chaos's pair
// numbers, the line being built, and the recommended move as a pulsing ghost
// token with its reason as a tooltip.
#pragma once
#include "app.h"

namespace ui {

// Under the tokens: live windows, frame, links, line.
void drawHintStructures(const App& app, ImDrawList* dl);
// Over the tokens: Chaos's pair numbers, legible on filled cells too.
void drawHintLabels(const App& app, ImDrawList* dl);
// Over the cells: the ghost token (and its tooltip when `hoverCell` is it).
void drawHintMove(const App& app, ImDrawList* dl, int hoverCell);

}  // namespace ui
