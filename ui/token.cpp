#include "token.h"

#include <algorithm>
#include <cmath>

#include "imgui_internal.h"  // IM_PI
#include "theme.h"

namespace ui {

namespace {

// The drop shadow: a disc a little larger than the token, a little lower.
constexpr float kShadowScale = 1.02f, kShadowDrop = 0.08f;
constexpr int kMostCrescentSteps = 48;

// The part of the shadow's disc that an opaque token leaves in sight: a
// crescent below it, whose outer edge is anti-aliased like a filled circle's.
// Drawing the whole disc would draw every token's pixels twice, and a
// frame's cost follows its pixels where the browser draws WebGL in software
// (docs/testing.md). Its inner edge runs a pixel inside the token, so that
// the token's own anti-aliased rim still blends over shadow.
void drawShadowCrescent(ImDrawList* dl, ImVec2 c, float r, ImU32 colour) {
  const float drop = r * kShadowDrop, outer = r * kShadowScale, inner = std::max(0.0f, r - 1.0f);
  // The circles cross on the line y = crossY (from the token's centre), above
  // it; what of the shadow lies above that line is under the token.
  const float crossY = (drop * drop - (outer * outer - r * r)) / (2 * drop);
  const float crossX = std::sqrt(std::max(0.0f, r * r - crossY * crossY));
  // Their angles (above the centres: negative), by acos, which ImGui's
  // circles already link in (atan2 would add a kilobyte to the download).
  const float innerFrom = -std::acos(crossX / r), innerTo = IM_PI - innerFrom;
  const float outerFrom = -std::acos(crossX / outer), outerTo = IM_PI - outerFrom;
  const int n = std::clamp(dl->_CalcCircleAutoSegmentCount(outer) * 3 / 5, 8, kMostCrescentSteps);
  const float fringe = 0.5f * dl->_FringeScale;
  // Three arcs of n steps, by ImGui's own arc (its path): a line inside the
  // token, and the outer edge's inner and outer fringe (opaque, then clear).
  ImVec2 arcs[3][kMostCrescentSteps + 1];
  const ImVec2 shadowCentre(c.x, c.y + drop);
  const struct { ImVec2 centre; float radius, from, to; } arc[3] = {
      {c, inner, innerFrom, innerTo},
      {shadowCentre, outer - fringe, outerFrom, outerTo},
      {shadowCentre, outer + fringe, outerFrom, outerTo}};
  for (int j = 0; j < 3; ++j) {
    dl->PathArcTo(arc[j].centre, arc[j].radius, arc[j].from, arc[j].to, n);
    std::copy(dl->_Path.Data, dl->_Path.Data + n + 1, arcs[j]);
    dl->PathClear();
  }
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  const ImU32 clear = colour & ~IM_COL32_A_MASK;
  dl->PrimReserve(n * 12, (n + 1) * 3);
  const ImDrawIdx first = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  for (int i = 0; i <= n; ++i)
    for (int j = 0; j < 3; ++j) dl->PrimWriteVtx(arcs[j][i], uv, j == 2 ? clear : colour);
  // Each quad (two triangles) by its corners' offsets from the step's first point.
  static const ImDrawIdx kQuads[12] = {0, 1, 4, 0, 4, 3, 1, 2, 5, 1, 5, 4};
  for (int i = 0; i < n; ++i)
    for (ImDrawIdx k : kQuads) dl->PrimWriteIdx(static_cast<ImDrawIdx>(first + 3 * i + k));
}

}  // namespace

void drawToken(ImDrawList* dl, ImVec2 c, float r, oc::Kind kind, float alpha) {
  if (r <= 0.5f) return;
  const int segments = 0;  // automatic, smooth at any size
  // Soft drop shadow, the disc, a rim (a highlight on dark cells, an edge on light ones).
  // A see-through token (a preview) shows the shadow's whole disc through it;
  // so does a token of a few pixels, where ImGui's arcs would be single points.
  const ImU32 shadow = withAlpha(colors::kShadow, alpha);
  if (alpha >= 1.0f && r >= 2.0f) drawShadowCrescent(dl, c, r, shadow);
  else dl->AddCircleFilled(ImVec2(c.x, c.y + r * kShadowDrop), r * kShadowScale, shadow, segments);
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
