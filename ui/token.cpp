#include "token.h"

#include "theme.h"

namespace ui {

void drawToken(ImDrawList* dl, ImVec2 c, float r, oc::Kind kind, float alpha) {
  if (r <= 0.5f) return;
  const int segments = 0;  // automatic, smooth at any size
  // Soft drop shadow, the disc, a rim (a highlight on dark cells, an edge on light ones).
  dl->AddCircleFilled(ImVec2(c.x, c.y + r * 0.08f), r * 1.02f, withAlpha(colors::kShadow, alpha), segments);
  dl->AddCircleFilled(c, r, withAlpha(kindColor(kind), alpha), segments);
  dl->AddCircle(c, r - r * 0.05f, withAlpha(colors::kTokenRim, alpha), segments, r * 0.08f);

  // The colour-blind palettes draw a heavier glyph: there the fills are close
  // in luminance, so the cross and the ring alone must tell the kinds apart.
  const bool heavy = currentTheme().colourBlind;
  const ImU32 glyph = withAlpha(glyphColor(kind), alpha);
  if (kind == oc::Kind::X) {
    const float a = r * (heavy ? 0.38f : 0.36f), t = r * (heavy ? 0.24f : 0.17f);
    dl->AddLine(ImVec2(c.x - a, c.y - a), ImVec2(c.x + a, c.y + a), glyph, t);
    dl->AddLine(ImVec2(c.x - a, c.y + a), ImVec2(c.x + a, c.y - a), glyph, t);
  } else {
    dl->AddCircle(c, r * (heavy ? 0.40f : 0.42f), glyph, segments, r * (heavy ? 0.22f : 0.15f));
  }
}

}  // namespace ui
