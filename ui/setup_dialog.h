// The "New game" set-up as a modal card: rule variant, board (standard 6x6,
// mini 4x4, or a custom size and line length), who moves first. Start creates
// a fresh oc::Game with those rules.
#pragma once
#include "app.h"

namespace ui {

// Opens itself when app.panels.setupRequested is set.
void drawSetupDialog(App& app);

}  // namespace ui
