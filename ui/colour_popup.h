// The colour popup of touch input: tapping a cell opens a small card beside it
// with the two tokens; tapping one places that colour, tapping elsewhere or
// Esc cancels.
#pragma once
#include <map>
#include <string>

#include "imgui.h"

namespace ui {

enum class PopupChoice { None, Red, Blue, Cancel };

// The caller sets *open (and keeps `anchor`, the tapped cell's centre, and
// `cellSize`, its side, in logical pixels); the popup opens on that frame.
// Returns the choice on the frame it is made and then sets *open to false;
// None while the popup waits or is closed. Setting *open to false closes it
// without a choice. Records targets["popup.red"] and targets["popup.blue"]
// when `targets` is given. While it is open, R and B choose too.
PopupChoice drawColourPopup(bool* open, ImVec2 anchor, float cellSize, ImVec2 display,
                            std::map<std::string, ImVec2>* targets);

}  // namespace ui
