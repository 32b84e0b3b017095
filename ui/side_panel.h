// The side panel (below the board in portrait): notices, the status card
// (whose turn, the role's accent, the colour being placed), the colour
// selector, the move list and the actions (New game, Undo, Redo).
#pragma once
#include "app.h"

namespace ui {

void drawSidePanel(App& app);

}  // namespace ui
