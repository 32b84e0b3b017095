// The system clipboard (ui/platform/*/clipboard.cpp).
#pragma once
#include <string>

namespace ui {

// True when the text reached the clipboard (the browser may refuse: then
// the player copies the link shown on screen).
bool copyToClipboard(const std::string& text);

}  // namespace ui
