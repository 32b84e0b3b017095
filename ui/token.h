// One token drawn with ImDrawList: a saturated disc with its glyph (a cross
// for X, a ring for O) so the kinds read in greyscale too. Colours and glyph
// weight follow the current theme (theme.h).
#pragma once
#include "board.h"
#include "imgui.h"

namespace ui {

// `radius` is the disc's radius; `alpha` fades the whole token (previews).
void drawToken(ImDrawList* dl, ImVec2 center, float radius, oc::Kind kind, float alpha = 1.0f);

}  // namespace ui
