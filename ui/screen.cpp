#include "screen.h"

#include "board_overlay.h"
#include "board_view.h"
#include "help_panel.h"
#include "share.h"
#include "setup_dialog.h"
#include "shortcuts.h"
#include "side_panel.h"
#include "theme.h"
#include "widgets.h"

namespace ui {

void drawScreen(App& app) {
  const ImGuiIO& io = ImGui::GetIO();
  app.tick(ImGui::GetTime());
  app.targets.clear();
  forgetLabelsCutShort();
  app.layout = computeLayout(io.DisplaySize, app.game().geometry().size());

  // A borderless window over the whole canvas holding the board; everything
  // else floats above it. It draws no background of its own: each frame
  // starts by clearing to the background colour, and painting it again
  // doubled the pixels a frame blends (under software WebGL a frame's cost
  // follows its pixels: docs/web.md).
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  const ImGuiWindowFlags rootFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoNav |
                                     ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground;
  ImGui::Begin("##root", nullptr, rootFlags);
  drawBoard(app);
  ImGui::End();

  drawSidePanel(app);
  drawResultBanner(app);
  drawMessage(app);
  handleShortcuts(app);
  drawSetupDialog(app);
  drawShareDialog(app);
  drawHelpPanel(&app.panels.helpOpen, app.game().rules(), app.layout.display, &app.targets);
}

}  // namespace ui
