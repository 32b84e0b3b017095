#include "screen.h"

#include "board_overlay.h"
#include "board_view.h"
#include "help_panel.h"
#include "share.h"
#include "setup_dialog.h"
#include "shortcuts.h"
#include "side_panel.h"
#include "theme.h"

namespace ui {

void drawScreen(App& app) {
  const ImGuiIO& io = ImGui::GetIO();
  app.tick(ImGui::GetTime());
  app.targets.clear();
  app.layout = computeLayout(io.DisplaySize, app.game().geometry().size());

  // A borderless background window holding the board; everything else floats above it.
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, toVec4(colors::kBackground));
  const ImGuiWindowFlags rootFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoNav |
                                     ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin("##root", nullptr, rootFlags);
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
  drawBoard(app);
  ImGui::End();

  drawSidePanel(app);
  drawResultBanner(app);
  drawMessage(app);
  handleShortcuts(app);
  drawSetupDialog(app);
  drawShareDialog(app);
  drawHelpPanel(&app.panels.helpOpen, app.layout.display, &app.targets);
}

}  // namespace ui
