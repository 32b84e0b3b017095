// What the desktop's and the web's main loops share (ui/platform/*/..._main.cpp):
// opening the app from a link and the saved state, deciding when a frame is
// worth drawing, building the interface into ImGui's draw data, and the
// work after each frame (saving the session, the page's text view, sounds,
// the embedding page's events). The platform supplies the window, the GL
// context, ImGui's platform backend and the loop itself.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "app.h"
#include "sound_cues.h"
#include "spoken_view.h"

namespace ui {

// Dear ImGui's context as the game uses it on every platform: nothing saved
// to files (the layout is computed), the game's style. Before the backends' Init.
void createImGuiContext();

class FrameLoop {
 public:
  // Opens the session the link `query` names over the saved state (a puzzle,
  // a review, a shared game). `wake` is called when the solver has a reply,
  // to restart a loop that sleeps.
  FrameLoop(const std::string& query, std::function<void()> wake);

  App& app() { return *app_; }

  // Whether to draw a frame now: for a few frames after input (ImGui answers
  // an event over a frame or two), or when something on screen asked for one.
  // `inputArrived` says whether input or a resize came since the last call.
  bool frameWanted(bool inputArrived);
  // Whether frameWanted would still say yes without new input.
  bool busy() const;

  // Keeps text crisp on HiDPI screens: the fonts are baked at `scale`
  // (drawing-buffer pixels per window pixel), again when it changes.
  void followPixelScale(float scale);

  // Between the backends' NewFrame and rendering: the interface, up to ImGui::Render.
  void buildFrame();
  // After the frame is on screen.
  void afterFrame();

  long frames() const { return frames_; }

 private:
  std::unique_ptr<App> app_;
  long frames_ = 0;
  float fontScale_ = 0;  // the scale the font atlas was baked at
  int settleFrames_;
  std::string savedState_;  // what was last written to the store
  SpokenView spoken_;       // the page's text view for screen readers
  SoundCues sounds_;
};

}  // namespace ui
