// The system clipboard (ui/platform/*/clipboard.cpp).
#pragma once
#include <string>

namespace ui {

// True when the text reached the clipboard. The browser may refuse: then the
// web platform shows the text in the browser's own box, selected, to copy by hand.
bool copyToClipboard(const std::string& text);

}  // namespace ui
