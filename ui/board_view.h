// The board: the plate, the slate cells, coordinate labels, tokens with their
// scale-in animation, the last-move ring, the hover preview, the keyboard
// cursor and the glow of a winning run. Left click places the selected colour,
// right click the other one.
#pragma once
#include "app.h"

namespace ui {

// Draws into the current (full-screen) window at app.layout and handles clicks.
void drawBoard(App& app);

}  // namespace ui
