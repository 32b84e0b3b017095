// Colours, ImGui style and fonts of the dark theme (UI.md): a deep blue-grey
// background, slate cells, red X / blue O tokens that also differ in
// luminance, and the role accents (Order gold, Chaos violet).
#pragma once
#include "board.h"
#include "imgui.h"
#include "rules.h"

namespace ui {

namespace colors {
constexpr ImU32 rgba(int r, int g, int b, int a = 255) {
  return static_cast<ImU32>(r) | (static_cast<ImU32>(g) << 8) | (static_cast<ImU32>(b) << 16) | (static_cast<ImU32>(a) << 24);
}
constexpr ImU32 kBackground = rgba(22, 28, 40);
constexpr ImU32 kPlate = rgba(32, 40, 56);
constexpr ImU32 kCell = rgba(52, 64, 84);
constexpr ImU32 kCellHover = rgba(62, 76, 99);
constexpr ImU32 kCard = rgba(31, 39, 54);
constexpr ImU32 kCardRaised = rgba(40, 50, 68);
constexpr ImU32 kText = rgba(230, 234, 242);
constexpr ImU32 kTextDim = rgba(146, 158, 180);
constexpr ImU32 kTextFaint = rgba(98, 110, 132);
constexpr ImU32 kRed = rgba(255, 94, 98);    // X: the lighter token
constexpr ImU32 kBlue = rgba(44, 98, 226);   // O: the darker token
constexpr ImU32 kOrder = rgba(242, 190, 72);  // gold
constexpr ImU32 kChaos = rgba(168, 138, 250);  // violet
constexpr ImU32 kDanger = rgba(255, 120, 110);
}  // namespace colors

ImU32 kindColor(oc::Kind k);
const char* kindLabel(oc::Kind k);  // "Red X" / "Blue O"
ImU32 roleColor(oc::Role r);
ImU32 withAlpha(ImU32 c, float alpha);  // multiplies the colour's alpha
ImVec4 toVec4(ImU32 c);

// Fonts, baked at the window's pixel density so that text stays crisp.
struct Fonts {
  ImFont* body = nullptr;     // 16 px
  ImFont* bodyBold = nullptr;
  ImFont* small = nullptr;    // 13 px
  ImFont* heading = nullptr;  // 21 px bold
  ImFont* title = nullptr;    // 28 px bold
};
const Fonts& fonts();

// Rebuilds the font atlas for `pixelScale` device pixels per logical pixel and
// sets io.FontGlobalScale so that sizes stay in logical pixels. The caller
// re-uploads the atlas texture.
void buildFonts(float pixelScale);

void applyStyle();

}  // namespace ui
