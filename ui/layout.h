// Where things go on screen, recomputed every frame from the window size (in
// logical pixels: CSS pixels on the web). Landscape: the board is a square on
// the left filling the height, the side panel on the right. Portrait or
// narrow: the board on top at full width, the panel below.
#pragma once
#include "imgui.h"

namespace ui {

struct Layout {
  ImVec2 display;          // the whole window
  bool portrait = false;
  int n = 6;               // cells per side
  ImVec2 plateMin, plateMax;  // the board's backing plate (cells + padding)
  ImVec2 gridMin;          // top-left of cell a1
  float cell = 0;          // cell side
  float gap = 0;           // space between cells
  float labelBand = 0;     // room for the coordinate labels left of and above the plate
  ImVec2 panelMin, panelMax;  // the side panel

  ImVec2 cellMin(int cell) const;
  ImVec2 cellMax(int cell) const;
  ImVec2 cellCenter(int cell) const;
  // The cell under a point (a point in a gap counts for the nearer cell), or -1.
  int cellAt(ImVec2 p) const;
  float boardSide() const { return plateMax.x - plateMin.x; }
};

Layout computeLayout(ImVec2 display, int n);

}  // namespace ui
