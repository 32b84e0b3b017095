// One frame of the whole screen: layout, the background window with the
// board, the overlays, the side panel, the set-up dialog and the shortcuts.
#pragma once
#include "app.h"

namespace ui {

void drawScreen(App& app);

}  // namespace ui
