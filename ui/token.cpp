#include "token.h"

#include "theme.h"

namespace ui {

void drawToken(ImDrawList* dl, ImVec2 c, float r, oc::Kind kind, float alpha) {
  if (r <= 0.5f) return;
  const int segments = 0;  // automatic, smooth at any size
  // Soft drop shadow, the disc, a lighter rim on its upper half.
  dl->AddCircleFilled(ImVec2(c.x, c.y + r * 0.08f), r * 1.02f, withAlpha(colors::rgba(0, 0, 0, 90), alpha), segments);
  dl->AddCircleFilled(c, r, withAlpha(kindColor(kind), alpha), segments);
  dl->AddCircle(c, r - r * 0.05f, withAlpha(colors::rgba(255, 255, 255, 40), alpha), segments, r * 0.08f);

  const ImU32 glyph = withAlpha(colors::rgba(255, 255, 255, 235), alpha);
  if (kind == oc::Kind::X) {
    const float a = r * 0.36f, t = r * 0.17f;
    dl->AddLine(ImVec2(c.x - a, c.y - a), ImVec2(c.x + a, c.y + a), glyph, t);
    dl->AddLine(ImVec2(c.x - a, c.y + a), ImVec2(c.x + a, c.y - a), glyph, t);
  } else {
    dl->AddCircle(c, r * 0.42f, glyph, segments, r * 0.15f);
  }
}

}  // namespace ui
