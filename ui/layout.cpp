#include "layout.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {
constexpr float kPanelWidth = 320.0f;     // logical px; the board takes the rest of the width
constexpr float kMinPortraitPanel = 230.0f;
}  // namespace

ImVec2 Layout::cellMin(int c) const {
  const int row = c / n, col = c % n;
  return ImVec2(gridMin.x + col * (cell + gap), gridMin.y + row * (cell + gap));
}

ImVec2 Layout::cellMax(int c) const {
  const ImVec2 m = cellMin(c);
  return ImVec2(m.x + cell, m.y + cell);
}

ImVec2 Layout::cellCenter(int c) const {
  const ImVec2 m = cellMin(c);
  return ImVec2(m.x + cell * 0.5f, m.y + cell * 0.5f);
}

int Layout::cellAt(ImVec2 p) const {
  const float pitch = cell + gap;
  const float fx = (p.x - gridMin.x + gap * 0.5f) / pitch;
  const float fy = (p.y - gridMin.y + gap * 0.5f) / pitch;
  if (fx < 0 || fy < 0) return -1;
  const int col = static_cast<int>(fx), row = static_cast<int>(fy);
  if (col >= n || row >= n) return -1;
  return row * n + col;
}

Layout computeLayout(ImVec2 display, int n) {
  Layout l;
  l.display = display;
  l.n = n;
  const float w = display.x, h = display.y;
  const float margin = std::clamp(std::min(w, h) * 0.03f, 10.0f, 28.0f);

  // Board side (plate plus label band) in each arrangement.
  const float landscapeSide = std::min(h - 2 * margin, w - kPanelWidth - 3 * margin);
  const float portraitSide = std::min(w - 2 * margin, h - kMinPortraitPanel - 3 * margin);
  // Landscape where the window is wider than tall and the board beside the
  // panel is roomy, or at least bigger than above it: a phone held
  // sideways (640x360 less the browser's bars) had a 120-pixel board above
  // a cramped panel instead of a 288-pixel one beside it.
  const bool wide = w >= h * 1.05f && (landscapeSide >= 300.0f || landscapeSide > portraitSide);
  l.portrait = !wide && portraitSide > 0;
  float side = std::max(l.portrait ? portraitSide : landscapeSide, 120.0f);

  float x0, y0;
  if (l.portrait) {
    x0 = (w - side) * 0.5f;
    y0 = margin;
  } else {
    // Centre the board in the room left of the panel.
    const float room = w - kPanelWidth - 3 * margin;
    x0 = margin + std::max(0.0f, (room - side) * 0.5f);
    y0 = (h - side) * 0.5f;
  }
  l.labelBand = std::clamp(side * 0.045f, 14.0f, 24.0f);
  // Centre the plate within the square, leaving the label band on the left and top.
  const float plateSide = side - l.labelBand;
  l.plateMin = ImVec2(std::floor(x0 + l.labelBand), std::floor(y0 + l.labelBand));
  l.plateMax = ImVec2(l.plateMin.x + plateSide, l.plateMin.y + plateSide);

  // Cells with gaps of about 7 % of a cell; the plate's padding equals one gap.
  // side = n*cell + (n-1)*gap + 2*gap, gap = 0.07 cell.
  l.cell = plateSide / (n + (n + 1) * 0.07f);
  l.gap = l.cell * 0.07f;
  l.gridMin = ImVec2(l.plateMin.x + l.gap, l.plateMin.y + l.gap);

  if (l.portrait) {
    const float panelW = std::min(w - 2 * margin, 560.0f);
    l.panelMin = ImVec2((w - panelW) * 0.5f, y0 + side + margin);
    l.panelMax = ImVec2(l.panelMin.x + panelW, h - margin);
  } else {
    l.panelMin = ImVec2(w - margin - kPanelWidth, margin);
    l.panelMax = ImVec2(w - margin, h - margin);
  }
  return l;
}

}  // namespace ui
