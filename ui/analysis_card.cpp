#include "analysis_card.h"

#include <string>
#include <vector>

#include "notation.h"
#include "theme.h"
#include "widgets.h"

namespace ui {

namespace {

// "c3 red, d4 blue and 3 more": the winning moves, short enough for the card.
std::string moveSummary(const oc::Geometry& g, const std::vector<oc::Move>& moves) {
  constexpr std::size_t kNamed = 6;
  std::string text;
  for (std::size_t i = 0; i < moves.size() && i < kNamed; ++i)
    text += (i == 0 ? "" : ", ") + oc::cellName(g, moves[i].cell) + " " + oc::kindColour(moves[i].kind);
  if (moves.size() > kNamed) text += " and " + std::to_string(moves.size() - kNamed) + " more";
  return text;
}

}  // namespace

void drawAnalysisCard(App& app) {
  if (!app.analysisBoardOpen()) return;
  beginCard("##analysis", 16.0f);
  text(fonts().bodyBold, colors::kText, "Analysis board");
  if (!app.layout.portrait)
    textWrapped(fonts().small, colors::kTextDim, "Click: place the colour or take a token away; right-click: the other colour.");

  static const char* sides[] = {"Order to move", "Chaos to move"};
  int side = app.game().toMove() == oc::Role::Order ? 0 : 1;
  if (segmented("analysis.side", sides, 2, &side, &app.targets)) app.setSideToMove(side == 0 ? oc::Role::Order : oc::Role::Chaos);

  // The winning moves: every move proven to keep the mover's value.
  const oc::MoveValues& v = app.moveValues();
  const oc::Geometry& g = app.game().geometry();
  const oc::Role mover = v.mover();
  const std::vector<oc::Move> winning = v.winning();
  std::string summary;
  if (app.game().over()) {
    summary = "The game is over here.";
  } else if (!winning.empty()) {
    summary = std::string(mover == oc::Role::Order ? "Winning moves for Order: " : "Moves that keep Chaos's hold: ") + moveSummary(g, winning) + ".";
  } else if (v.done()) {
    summary = v.losing().size() == static_cast<std::size_t>(v.count())
                  ? std::string("Every move loses for ") + oc::roleName(mover) + "."
                  : std::string("No move is proven to keep ") + (mover == oc::Role::Order ? "Order's win." : "Chaos's hold.");
  }
  if (!summary.empty()) textWrapped(fonts().body, roleColor(mover), themedColourWords(summary).c_str());
  if (!v.done()) {
    textWrapped(fonts().small, colors::kTextFaint,
                ("Solving every move\xE2\x80\xA6 " + std::to_string(v.solved()) + " of " + std::to_string(v.count())).c_str());
  } else if (v.count() > 0) {
    const int unknown = v.count() - static_cast<int>(winning.size() + v.losing().size());
    std::string done = "All " + std::to_string(v.count()) + " moves solved";
    if (unknown > 0) done += "; " + std::to_string(unknown) + " not proven within half a second each";
    textWrapped(fonts().small, colors::kTextFaint, (done + ".").c_str());
  }

  const char* const lineLabels[3] = {"Step", "Clear", "Back"};
  float w[3];
  buttonRowWidths(lineLabels, 3, w);
  if (button(lineLabels[0], ImVec2(w[0], kTouchTarget), app.solutionStepReady())) app.playSolutionStep();
  app.targets["analysis.step"] = lastItemCenter();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Play the next move of the proven line (L); Undo steps back");
  ImGui::SameLine();
  if (button(lineLabels[1], ImVec2(w[1], kTouchTarget))) app.clearBoard();
  app.targets["analysis.clear"] = lastItemCenter();
  ImGui::SameLine();
  if (button(lineLabels[2], ImVec2(w[2], kTouchTarget), true, ButtonStyle::Quiet)) app.closeAnalysisBoard();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the game in progress");
  app.targets["analysis.close"] = lastItemCenter();

  text(fonts().small, colors::kTextDim, "Play from here");
  const oc::Seat human{oc::SeatKind::Human, oc::Level::Strong};
  const oc::Seat computer{oc::SeatKind::Computer, oc::Level::Perfect};
  const char* const playLabels[3] = {"As Order", "As Chaos", "Hot-seat"};
  buttonRowWidths(playLabels, 3, w);
  if (button(playLabels[0], ImVec2(w[0], kTouchTarget), !app.game().over(), ButtonStyle::Primary)) app.playFromSetup(human, computer);
  app.targets["analysis.asOrder"] = lastItemCenter();
  ImGui::SameLine();
  if (button(playLabels[1], ImVec2(w[1], kTouchTarget), !app.game().over(), ButtonStyle::Primary)) app.playFromSetup(computer, human);
  app.targets["analysis.asChaos"] = lastItemCenter();
  ImGui::SameLine();
  if (button(playLabels[2], ImVec2(w[2], kTouchTarget), !app.game().over())) app.playFromSetup(human, human);
  app.targets["analysis.hotseat"] = lastItemCenter();
  endCard();
}

}  // namespace ui
