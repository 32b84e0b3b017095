// The side panel's analysis board card: how to set a position up, the side
// to move, the winning moves found so far, a step through the proven line,
// and the ways out (play on from here against the computer or hot-seat, or
// back to the game in progress). The proven value itself, its reason and the
// line are on the hint card above it.
#pragma once
#include "app.h"

namespace ui {

void drawAnalysisCard(App& app);

}  // namespace ui
