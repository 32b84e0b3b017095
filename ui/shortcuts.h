// Keyboard play: arrows move a visible cursor; R places red, B blue, Space or
// Enter the selected colour; U or Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes;
// N opens the set-up. Ignored while a dialog is open.
#pragma once
#include "app.h"

namespace ui {

void handleShortcuts(App& app);

}  // namespace ui
