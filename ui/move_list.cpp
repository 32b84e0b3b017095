#include "move_list.h"

#include <string>
#include <vector>

#include "frame_requests.h"
#include "notation.h"
#include "theme.h"
#include "token.h"
#include "value_strip.h"
#include "widgets.h"

namespace ui {

namespace {

constexpr float kNumberColumn = 34.0f;  // the turn numbers' column

// The review's state above the move list: its progress, the mistakes per
// side, the value strip, and at a mistake just played on the board, the move
// that kept the value.
void drawReviewSummary(App& app, const std::vector<oc::ReviewedMove>& moves) {
  const oc::GameReview& review = app.review().review();
  if (app.review().running()) {
    textWrapped(fonts().small, colors::kTextDim,
                ("Reviewing\xE2\x80\xA6 " + std::to_string(review.solved()) + " of " + std::to_string(review.positions()) + " positions solved").c_str());
    drawValueStrip(app);
    return;
  }
  const auto count = [](int n) { return std::to_string(n) + (n == 1 ? " mistake" : " mistakes"); };
  int unknown = 0;
  for (const oc::ReviewedMove& m : moves) unknown += m.after == oc::Verdict::Unknown;
  std::string summary = "Order: " + count(review.mistakes(oc::Role::Order)) + " \xC2\xB7 Chaos: " + count(review.mistakes(oc::Role::Chaos));
  if (unknown > 0) summary += " \xC2\xB7 " + std::to_string(unknown) + " unproven";
  textWrapped(fonts().small, colors::kTextDim, summary.c_str());
  drawValueStrip(app);
  const std::optional<oc::ReviewedMove> mistake = app.mistakeOnBoard();
  if (!mistake) return;
  const oc::ReviewedMove& m = *mistake;
  const oc::Geometry& g = app.game().geometry();
  std::string why = oc::moveText(g, m.move) + (m.mover == oc::Role::Order ? " threw Order's win away" : " threw Chaos's hold away");
  if (m.better) why += ": " + oc::moveText(g, *m.better) + " kept it.";
  textWrapped(fonts().small, colors::kDanger, why.c_str());
}

}  // namespace

void drawMoveList(App& app, float height) {
  const oc::Game& game = app.game();
  const oc::Geometry& g = game.geometry();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 12));
  ImGui::BeginChild("##moves", ImVec2(-FLT_MIN, height), ImGuiChildFlags_AlwaysUseWindowPadding);
  text(fonts().bodyBold, colors::kText, "Moves");
  app.targets["moves"] = lastItemCenter();
  const std::vector<oc::Move>& history = game.history();
  const std::vector<oc::Move>& redo = game.redoStack();
  const bool reviewing = app.review().active();
  if (app.hasMoves()) {
    // On the title's line, right-aligned and no taller than it: the list keeps its rows.
    const char* label = reviewing ? "Close review" : "Review";
    const float padX = 8.0f;
    const float width = textWidth(fonts().bodyBold, label) + 2 * padX;
    ImGui::SameLine(std::max(0.0f, ImGui::GetWindowContentRegionMax().x - width));
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(padX, 0));
    if (button(label, ImVec2(0, 0), true, ButtonStyle::Quiet)) app.toggleReview();
    ImGui::PopStyleVar();
    app.targets["review"] = lastItemCenter();
  }
  std::vector<oc::ReviewedMove> reviewed;
  if (reviewing) {
    reviewed = app.review().review().moves();
    drawReviewSummary(app, reviewed);
  }
  if (history.empty() && redo.empty()) {
    textWrapped(fonts().small, colors::kTextFaint, "No moves yet. Choose a colour, then click a cell.");
  } else {
    // A row per turn pair; undone moves are shown faded after the played
    // ones. Clicking a move looks back at the position after it.
    std::vector<oc::Move> all = history;
    all.insert(all.end(), redo.rbegin(), redo.rend());
    const oc::Role first = game.rules().firstPlayer;
    // Three columns: the turn's number, then each side's move. The names stay
    // above the rows, which scroll below them.
    const ImVec2 pad = ImGui::GetStyle().CellPadding;
    const float width = ImGui::GetContentRegionAvail().x;
    const float columnX[3] = {0.0f, kNumberColumn, kNumberColumn + (width - kNumberColumn) * 0.5f};
    const float columnWidth[3] = {kNumberColumn, (width - kNumberColumn) * 0.5f, (width - kNumberColumn) * 0.5f};
    const float startX = ImGui::GetCursorPosX();
    ImGui::SetCursorPosX(startX + columnX[1] + pad.x);
    text(fonts().small, roleColor(first), oc::roleName(first));
    ImGui::SameLine(startX + columnX[2] + pad.x);
    text(fonts().small, roleColor(oc::opponent(first)), oc::roleName(oc::opponent(first)));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, toVec4(colors::rgba(0, 0, 0, 0)));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::BeginChild("##moverows", ImVec2(width, ImGui::GetContentRegionAvail().y));
    const float lh = ImGui::GetTextLineHeight();
    const float rowHeight = lh + 2 * pad.y;
    const ImU32 rowBg[2] = {ImGui::GetColorU32(ImGuiCol_TableRowBg), ImGui::GetColorU32(ImGuiCol_TableRowBgAlt)};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const int played = static_cast<int>(history.size());
    ImVec2 row = ImGui::GetCursorScreenPos();
    for (int i = 0; i < static_cast<int>(all.size()); ++i) {
      const int column = 1 + i % 2;
      if (column == 1) {
        if (i > 0) row.y += rowHeight;
        dl->AddRectFilled(row, ImVec2(row.x + width, row.y + rowHeight), rowBg[(i / 2) % 2]);
        ImGui::SetCursorScreenPos(ImVec2(row.x + pad.x, row.y + pad.y));
        text(fonts().body, colors::kTextFaint, (std::to_string(i / 2 + 1) + ".").c_str());
      }
      const oc::Move m = all[static_cast<std::size_t>(i)];
      const std::string mv = oc::moveText(g, m);
      const bool isLast = i == played - 1;
      const ImU32 col = i >= played ? colors::kTextFaint : isLast ? colors::kText : colors::kTextDim;
      const ImVec2 p(row.x + columnX[column] + pad.x, row.y + pad.y);
      ImGui::SetCursorScreenPos(p);
      ImGui::PushID(i);
      if (ImGui::InvisibleButton("##goto", ImVec2(std::max(1.0f, columnWidth[column] - 2 * pad.x), lh))) app.goTo(i + 1);
      const bool hovered = ImGui::IsItemHovered();
      app.targets["move." + std::to_string(i + 1)] = lastItemCenter();
      ImGui::PopID();
      if (hovered) dl->AddRectFilled(ImVec2(p.x - 4, p.y - 1), ImVec2(p.x + ImGui::GetItemRectSize().x, p.y + lh + 1), colors::kHoverWash, 6.0f);
      drawToken(dl, ImVec2(p.x + lh * 0.4f, p.y + lh * 0.5f), lh * 0.32f, m.kind, i >= played ? 0.35f : 1.0f);
      ImFont* f = isLast ? fonts().bodyBold : fonts().body;
      const float fs = drawnFontSize(f);
      dl->AddText(f, fs, ImVec2(p.x + lh * 0.95f, p.y), col, mv.c_str());
      if (i < static_cast<int>(reviewed.size())) {
        // The value after the move as a dot, and a mistake as a red "?".
        const oc::ReviewedMove& r = reviewed[static_cast<std::size_t>(i)];
        const float x = p.x + lh * 0.95f + textWidth(f, mv.c_str()) + lh * 0.35f;
        const ImU32 dot = r.after == oc::Verdict::OrderWins ? colors::kOrder : r.after == oc::Verdict::ChaosHolds ? colors::kChaos : colors::kTextFaint;
        dl->AddCircleFilled(ImVec2(x + lh * 0.15f, p.y + lh * 0.5f), lh * 0.15f, dot);
        if (r.mistake) dl->AddText(fonts().bodyBold, fs, ImVec2(x + lh * 0.4f, p.y), colors::kDanger, "?");
      }
      // Whenever the position changes (a move, undo, a loaded game) or the
      // list's height does (a hint card growing above it), the list brings
      // its last played move into view. ImGui clamps a scroll to the
      // extent it measured the frame before, which a list drawn for the
      // first time does not have yet: so for three frames.
      if (isLast && (app.moveListScroll.shownPly != played || app.moveListScroll.shownHeight != height)) {
        app.moveListScroll.shownPly = played;
        app.moveListScroll.shownHeight = height;
        app.moveListScroll.scrollFrames = 3;
      }
      if (isLast && app.moveListScroll.scrollFrames > 0) {
        ImGui::SetScrollFromPosY(row.y + rowHeight - ImGui::GetWindowPos().y, 1.0f);
        --app.moveListScroll.scrollFrames;
        drawAgainWithin(0);
      }
    }
    // The rows' extent, for the scrollbar.
    ImGui::SetCursorScreenPos(ImVec2(row.x, row.y + rowHeight));
    ImGui::Dummy(ImVec2(width, 0));
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

}  // namespace ui
