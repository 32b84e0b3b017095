// The side panel's move list: every move with its number and side, the
// undone moves greyed after them, a click looks back at a position; with a
// game review, the summary above the list and each mistake marked.
#pragma once
#include "app.h"

namespace ui {

void drawMoveList(App& app, float height);

}  // namespace ui
