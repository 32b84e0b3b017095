#include "frame_loop.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "analysis_backend.h"
#include "embed_api.h"
#include "frame_requests.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_internal.h"  // the context's queue of input events not yet taken, the dimming's fade
#include "screen.h"
#include "session/app_link.h"
#include "session/settings.h"
#include "storage.h"
#include "theme.h"

namespace ui {

namespace {

// Frames drawn after the last input: ImGui answers an event over a frame or
// two (a hover, then the click it enables).
constexpr int kSettleFrames = 3;

std::unique_ptr<App> makeApp(const std::string& query, std::function<void()> wake) {
  const std::optional<std::string> saved = loadState();
  // A puzzle link ("puzzle=42", "puzzle=daily") opens the puzzle over the
  // session the rest of the query gives; "review=on" reviews that game.
  const oc::AppLink link = oc::readAppLink(query);
  oc::SessionQuery q = oc::openSession(link.gameQuery, saved);
  q.problems.insert(q.problems.end(), link.problems.begin(), link.problems.end());
  if (q.savedUnreadable) setAsideState();
  for (const std::string& problem : q.problems) std::fprintf(stderr, "order-and-chaos: %s\n", problem.c_str());
  auto app = std::make_unique<App>(std::move(q.session), std::move(q.problems), makeAnalysisService(std::move(wake)));
  if (link.puzzle) app->openPuzzle(*link.puzzle);
  else if (link.review && !app->game().history().empty()) app->startReview();
  return app;
}

}  // namespace

void createImGuiContext() {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  applyStyle();
}

FrameLoop::FrameLoop(const std::string& query, std::function<void()> wake)
    : app_(makeApp(query, std::move(wake))), settleFrames_(kSettleFrames) {}

bool FrameLoop::frameWanted(bool inputArrived) {
  if (inputArrived) settleFrames_ = kSettleFrames;
  if (!busy()) return false;
  if (settleFrames_ > 0) --settleFrames_;
  clearFrameRequests();
  return true;
}

bool FrameLoop::busy() const { return settleFrames_ > 0 || frameRequestDue(); }

void FrameLoop::followPixelScale(float scale) {
  scale = std::clamp(scale, 1.0f, 4.0f);
  if (std::fabs(scale - fontScale_) < 0.01f) return;
  const bool first = fontScale_ == 0;  // the first frame's NewFrame uploads the atlas
  fontScale_ = scale;
  if (!first) ImGui_ImplOpenGL3_DestroyFontsTexture();
  buildFonts(scale);
  if (!first) ImGui_ImplOpenGL3_CreateFontsTexture();
}

void FrameLoop::buildFrame() {
  ImGui::NewFrame();
  drawScreen(*app_);
  // ImGui fades the page's dimming in behind a modal card, a step each frame:
  // without more frames it stopped part way until the next input.
  if (ImGui::GetTopMostPopupModal() && GImGui->DimBgRatio < 1.0f) drawAgainWithin(0);
  ImGui::Render();
}

void FrameLoop::afterFrame() {
  ++frames_;
  // The session is saved whenever it changes (a few hundred bytes).
  const std::string state = oc::encodeSavedSession(app_->game(), app_->settings());
  if (state != savedState_) {
    saveState(state);
    showInAddress(app_->addressQuery());
    savedState_ = state;
  }
  spoken_.update(*app_);
  sounds_.update(*app_);
  emitEmbedEvents(*app_);
  // ImGui takes queued input one event per frame: draw until it has all.
  if (!ImGui::GetCurrentContext()->InputEventsQueue.empty()) settleFrames_ = kSettleFrames;
}

}  // namespace ui
