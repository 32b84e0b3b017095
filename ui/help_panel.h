// The help card: the rules in two sentences and every control (mouse, touch,
// keyboard), as a modal card centred in the window. It scrolls (wheel or drag)
// when the window is too short, down to a 360x640 phone.
#pragma once
#include <map>
#include <string>

#include "imgui.h"
#include "rules.h"

namespace ui {

// Opens the card on the frame *open turns true and sets *open back to false
// when it closes: its Close button, Esc, F1 or ?, or another popup replacing
// it. Setting *open to false closes it too. `rules` are the game's (the card
// names its line length and rule); `display` is the window's size in logical
// pixels. Records targets["help.close"] when `targets` is given.
void drawHelpPanel(bool* open, const oc::Rules& rules, ImVec2 display, std::map<std::string, ImVec2>* targets);

}  // namespace ui
