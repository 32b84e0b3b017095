// What floats over the board: the result banner (winner and reason, in the
// winner's accent colour) and the short fading message (a refused action, or
// a note on the rules).
#pragma once
#include "app.h"

namespace ui {

// Where the banner sits this frame (top or bottom of the board, away from the
// winning run), so the message can take the other side.
bool bannerAtTop(const App& app);
bool bannerVisible(const App& app);

void drawResultBanner(App& app);
void drawMessage(const App& app);

// Whether the message is still showing (for the test hooks).
bool messageVisible(const App& app);
// The banner's corners as last drawn (for the test hooks; while visible).
void bannerBounds(const App& app, ImVec2* min, ImVec2* max);

}  // namespace ui
