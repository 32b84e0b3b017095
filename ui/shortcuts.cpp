#include "shortcuts.h"

#include "widgets.h"

namespace ui {

namespace {
bool pressed(ImGuiKey k) { return ImGui::IsKeyPressed(k, true); }
bool tapped(ImGuiKey k) { return ImGui::IsKeyPressed(k, false); }
}  // namespace

void handleShortcuts(App& app) {
  const bool popupOpen = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  const bool popupJustClosed = app.input.popupWasOpen && !popupOpen;  // by this frame's key, perhaps
  app.input.popupWasOpen = popupOpen;
  if (popupOpen || ImGui::GetIO().WantTextInput) return;
  const ImGuiIO& io = ImGui::GetIO();
  const bool ctrl = io.KeyCtrl || io.KeySuper;

  if (pressed(ImGuiKey_LeftArrow)) app.moveCursor(0, -1);
  if (pressed(ImGuiKey_RightArrow)) app.moveCursor(0, 1);
  if (pressed(ImGuiKey_UpArrow)) app.moveCursor(-1, 0);
  if (pressed(ImGuiKey_DownArrow)) app.moveCursor(1, 0);

  if (ctrl) {
    if (pressed(ImGuiKey_Z)) {
      if (io.KeyShift) app.redo();
      else app.undo();
    }
    if (pressed(ImGuiKey_Y)) app.redo();
    return;
  }
  auto placeAtCursor = [&app](oc::Kind k) {
    app.input.cursorShown = true;
    app.playAtCursor(k);
  };
  if (tapped(ImGuiKey_R)) placeAtCursor(oc::Kind::X);
  if (tapped(ImGuiKey_B)) placeAtCursor(oc::Kind::O);
  if (tapped(ImGuiKey_Space) || enterPressed()) placeAtCursor(app.input.kind);
  if (pressed(ImGuiKey_U)) app.undo();
  if (tapped(ImGuiKey_N)) app.panels.setupRequested = true;
  if (tapped(ImGuiKey_H)) app.setHints(!app.hintsOn());
  if (tapped(ImGuiKey_T)) app.cycleTheme();
  if (tapped(ImGuiKey_M)) app.setSound(!app.soundOn());
  if (tapped(ImGuiKey_F1)) app.panels.helpOpen = true;
  // The game's own buttons (the analysis board has none of them): Share,
  // Review, and P for the control the computer's state offers.
  if (!app.analysisBoardOpen()) {
    if (tapped(ImGuiKey_C)) app.panels.shareRequested = true;
    if (tapped(ImGuiKey_V) && app.hasMoves()) app.toggleReview();
    if (tapped(ImGuiKey_P)) {
      if (app.match().computerWaitReason() == "looking back") app.playOnFromHere();
      else if (app.canPause()) app.togglePause();
    }
  }
  // The analysis board: A opens it on the position shown; there Delete takes
  // the token under the cursor away, S switches the side to move, L steps
  // through the proven line, and Esc or A again goes back to the game, as
  // its Back button does.
  if (app.analysisBoardOpen() && ((tapped(ImGuiKey_Escape) && !popupJustClosed) || tapped(ImGuiKey_A))) {
    app.closeAnalysisBoard();
  } else if (tapped(ImGuiKey_A) && !app.analysisBoardOpen()) {
    app.openAnalysisBoard(app.game().rules());
  } else if (app.analysisBoardOpen()) {
    if (tapped(ImGuiKey_Delete) || tapped(ImGuiKey_Backspace)) {
      app.input.cursorShown = true;
      app.clearCell(app.input.cursor);
    }
    if (tapped(ImGuiKey_S)) app.setSideToMove(oc::opponent(app.game().toMove()));
    if (tapped(ImGuiKey_L)) app.playSolutionStep();
  }
  // '?' is a character, whatever the keyboard layout puts it on.
  for (ImWchar c : io.InputQueueCharacters)
    if (c == '?') app.panels.helpOpen = true;
}

}  // namespace ui
