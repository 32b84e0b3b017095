#include "puzzle_card.h"

#include <string>

#include "theme.h"
#include "widgets.h"

namespace ui {

// The puzzle being solved: what to find, the streak, what the answer did,
// and the ways on (a clue, the solution, another try, the next puzzle).
void drawPuzzleCard(App& app) {
  if (!app.puzzleActive() && !app.puzzlesLoading()) return;
  beginCard("##puzzle", 16.0f);
  if (!app.puzzleActive()) {
    text(fonts().bodyBold, colors::kText, "Loading the puzzles\xE2\x80\xA6");
    endCard();
    return;
  }
  const oc::PuzzleTrainer& t = app.puzzles();
  text(fonts().bodyBold, colors::kText, t.title().c_str());
  const oc::Role side = t.puzzle().toMove;
  textWrapped(fonts().body, roleColor(side), t.task().c_str());
  const std::string streak = "Streak: " + std::to_string(t.streak()) + (t.clueTaken() ? "  (a clue was taken)" : "");
  text(fonts().small, colors::kTextDim, streak.c_str());
  if (!app.puzzleClueText().empty() && t.state() == oc::PuzzleState::Solving) textWrapped(fonts().body, colors::kTextDim, app.puzzleClueText().c_str());
  if (!t.outcome().empty()) {
    const ImU32 tone = t.state() == oc::PuzzleState::Missed ? colors::kDanger : roleColor(side);
    textWrapped(fonts().bodyBold, tone, themedColourWords(t.outcome()).c_str());
  }
  const oc::PuzzleState state = t.state();
  // The first button: Try again after a miss, Play on once the solution is
  // shown, else Clue.
  const char* const first = state == oc::PuzzleState::Missed ? "Try again" : state == oc::PuzzleState::Shown ? "Play on" : "Clue";
  const char* const labels[3] = {first, "Solution", "Next"};
  float w[3];
  buttonRowWidths(labels, 3, w);
  if (state == oc::PuzzleState::Missed) {
    if (button(first, ImVec2(w[0], kTouchTarget), true, ButtonStyle::Primary)) app.retryPuzzle();
    app.targets["puzzle.retry"] = lastItemCenter();
  } else if (state == oc::PuzzleState::Shown) {
    // Steps through the proven line, the defence included, one move a click.
    if (button(first, ImVec2(w[0], kTouchTarget), app.solutionStepReady())) app.playSolutionStep();
    app.targets["puzzle.step"] = lastItemCenter();
  } else {
    if (button(first, ImVec2(w[0], kTouchTarget), state == oc::PuzzleState::Solving)) app.puzzleClue();
    app.targets["puzzle.clue"] = lastItemCenter();
  }
  ImGui::SameLine();
  const bool open = state == oc::PuzzleState::Solving || state == oc::PuzzleState::Missed;
  if (button(labels[1], ImVec2(w[1], kTouchTarget), open)) app.showPuzzleSolution();
  app.targets["puzzle.solution"] = lastItemCenter();
  ImGui::SameLine();
  if (button(labels[2], ImVec2(w[2], kTouchTarget), true, open ? ButtonStyle::Normal : ButtonStyle::Primary))
    app.openPuzzleAt(t.index() + 1 < t.count() ? t.index() + 1 : 0);
  app.targets["puzzle.next"] = lastItemCenter();
  endCard();
}

}  // namespace ui
