// The analysis service of the platform the game runs on: a thread on the
// desktop, the solver's Web Worker in the browser (ui/platform/).
#pragma once
#include <functional>
#include <memory>

#include "session/analysis.h"

namespace ui {

// `wake` is called (from any thread) when a reply arrives, so an idle frame
// loop can draw it.
std::unique_ptr<oc::AnalysisService> makeAnalysisService(std::function<void()> wake);

}  // namespace ui
