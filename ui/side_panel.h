// The side panel (below the board in portrait): notices, the status card
// (whose turn, the role's accent, the colour being placed), the colour
// selector, the move list and the actions (New game, Undo, Redo).
#pragma once
#include "app.h"

namespace ui {

void drawSidePanel(App& app);

// Who plays `r`, as the status card's players line says it: "You" in a game
// against the computer, in a puzzle and on the analysis board (one player,
// at both sides), "Computer · strong", or "Human" when two people share the
// screen.
std::string seatLabel(const App& app, oc::Role r);

}  // namespace ui
