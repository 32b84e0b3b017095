// The page's text view of the game, for screen readers: the board row by
// row, the moves, and a live region that announces what changed. Only the
// browser has such a page (ui/platform/web/page_text.cpp); the desktop
// window has no accessibility tree SDL could fill, so there it does nothing.
#pragma once
#include <string>
#include <vector>

namespace ui {

struct PageText {
  std::vector<std::string> rows;   // "Row 1: a1 empty, ..."
  std::vector<std::string> moves;  // "Order played c3 red", in order
};

// Replaces the text view (only call when it changed).
void showPageText(const PageText& text);
// Reads `sentence` out through the live region.
void announce(const std::string& sentence);

}  // namespace ui
