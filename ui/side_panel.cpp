#include "side_panel.h"

#include <algorithm>
#include <string>

#include "notation.h"
#include "theme.h"
#include "token.h"
#include "widgets.h"

namespace ui {

namespace {

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string rulesSummary(const oc::Rules& r) {
  const std::string n = std::to_string(r.size);
  return std::string(r.variant == oc::Variant::Classic ? "Classic" : "Exact five") + " \xC2\xB7 " + n + "\xC3\x97" + n +
         " \xC2\xB7 " + oc::numberWord(r.lineLength) + " in a row \xC2\xB7 " + oc::roleName(r.firstPlayer) + " first";
}

void drawNotices(App& app) {
  if (app.notices.empty()) return;
  beginCard("##notices", 16.0f, colors::rgba(58, 40, 38));
  text(fonts().bodyBold, colors::kDanger, "The link had problems");
  for (const std::string& p : app.notices) textWrapped(fonts().small, colors::kText, ("\xE2\x80\xA2 " + capitalised(p)).c_str());
  if (button("Dismiss", ImVec2(0, 0), true, ButtonStyle::Quiet)) app.dismissNotices();
  app.targets["notices.dismiss"] = lastItemCenter();
  endCard();
}

void drawPlacing(const App& app);

void drawStatus(App& app) {
  const oc::Game& game = app.game();
  const oc::Rules& rules = game.rules();
  beginCard("##status", 18.0f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (game.over()) {
    const oc::Role winner = game.outcome().winner == oc::Winner::Order ? oc::Role::Order : oc::Role::Chaos;
    text(fonts().heading, roleColor(winner), (std::string(oc::roleName(winner)) + " wins").c_str());
    textWrapped(fonts().body, colors::kTextDim, (capitalised(oc::reasonText(game.outcome().reason, rules.lineLength)) + ".").c_str());
  } else {
    const oc::Role r = game.toMove();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = 21.0f * 1.17f;
    dl->AddCircleFilled(ImVec2(p.x + 6, p.y + h * 0.5f), 6.0f, roleColor(r));
    ImGui::SetCursorScreenPos(ImVec2(p.x + 20, p.y));
    text(fonts().heading, roleColor(r), (std::string(oc::roleName(r)) + " to move").c_str());
    const std::string goal = r == oc::Role::Order
                                 ? std::string("Make ") + oc::numberWord(rules.lineLength) + " in a row of one colour."
                                 : std::string("Stop every line of ") + oc::numberWord(rules.lineLength) + ".";
    textWrapped(fonts().body, colors::kTextDim, goal.c_str());
  }
  if (!game.over()) drawPlacing(app);
  text(fonts().small, colors::kTextFaint, rulesSummary(rules).c_str());
  endCard();
}

// The colour being placed, with a small token.
void drawPlacing(const App& app) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::Dummy(ImVec2(0, 0));
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float lh = ImGui::GetTextLineHeight();
  text(fonts().body, colors::kTextDim, "Placing");
  ImGui::SameLine();
  const ImVec2 q = ImGui::GetCursorScreenPos();
  drawToken(dl, ImVec2(q.x + lh * 0.5f, p.y + lh * 0.5f), lh * 0.48f, app.selected);
  ImGui::SetCursorScreenPos(ImVec2(q.x + lh + 6, p.y));
  text(fonts().bodyBold, colors::kText, kindLabel(app.selected));
  ImGui::Dummy(ImVec2(0, 0));
}

void drawColourSelector(App& app, bool compact) {
  beginCard("##colours", 14.0f);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float w = (ImGui::GetContentRegionAvail().x - spacing) * 0.5f;
  const ImVec2 size(w, compact ? 44.0f : 52.0f);
  for (oc::Kind k : {oc::Kind::X, oc::Kind::O}) {
    if (k == oc::Kind::O) ImGui::SameLine();
    if (colourButton(k == oc::Kind::X ? "##red" : "##blue", k, app.selected == k, size, k == oc::Kind::X ? "R" : "B")) app.select(k);
    app.targets[k == oc::Kind::X ? "colour.red" : "colour.blue"] = lastItemCenter();
  }
  if (!compact) textWrapped(fonts().small, colors::kTextFaint, "Click a cell to place. Right-click places the other colour. Arrows + R / B from the keyboard.");
  endCard();
}

void drawMoveList(App& app, float height) {
  const oc::Game& game = app.game();
  const oc::Geometry& g = game.geometry();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 12));
  ImGui::BeginChild("##moves", ImVec2(-FLT_MIN, height), ImGuiChildFlags_AlwaysUseWindowPadding);
  text(fonts().bodyBold, colors::kText, "Moves");
  const std::vector<oc::Move>& history = game.history();
  const std::vector<oc::Move>& redo = game.redoStack();
  if (history.empty() && redo.empty()) {
    textWrapped(fonts().small, colors::kTextFaint, "No moves yet. Choose a colour, then click a cell.");
  } else {
    // Row per turn pair; the redo stack is shown faded after the played moves.
    std::vector<oc::Move> all = history;
    all.insert(all.end(), redo.rbegin(), redo.rend());
    const oc::Role first = game.rules().firstPlayer;
    const ImGuiTableFlags tf = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchSame;
    if (ImGui::BeginTable("##movetable", 3, tf, ImVec2(0, ImGui::GetContentRegionAvail().y))) {
      ImGui::TableSetupScrollFreeze(0, 1);
      ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, 34.0f);
      ImGui::TableSetupColumn(oc::roleName(first));
      ImGui::TableSetupColumn(oc::roleName(oc::opponent(first)));
      ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
      ImGui::TableNextColumn();
      ImGui::TableNextColumn();
      text(fonts().small, roleColor(first), oc::roleName(first));
      ImGui::TableNextColumn();
      text(fonts().small, roleColor(oc::opponent(first)), oc::roleName(oc::opponent(first)));
      const int played = static_cast<int>(history.size());
      for (int i = 0; i < static_cast<int>(all.size()); ++i) {
        if (i % 2 == 0) {
          ImGui::TableNextRow();
          ImGui::TableNextColumn();
          text(fonts().body, colors::kTextFaint, (std::to_string(i / 2 + 1) + ".").c_str());
        }
        ImGui::TableNextColumn();
        const std::string mv = oc::moveText(g, all[static_cast<std::size_t>(i)]);
        const bool isLast = i == played - 1;
        const ImU32 col = i >= played ? colors::kTextFaint : isLast ? colors::kText : colors::kTextDim;
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const float lh = ImGui::GetTextLineHeight();
        drawToken(ImGui::GetWindowDrawList(), ImVec2(p.x + lh * 0.4f, p.y + lh * 0.5f), lh * 0.32f, all[static_cast<std::size_t>(i)].kind,
                  i >= played ? 0.35f : 1.0f);
        ImGui::SetCursorScreenPos(ImVec2(p.x + lh * 0.95f, p.y));
        text(isLast ? fonts().bodyBold : fonts().body, col, mv.c_str());
        if (isLast && app.animCell >= 0 && app.now - app.animStart < 0.2) ImGui::SetScrollHereY(1.0f);
      }
      ImGui::EndTable();
    }
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

void drawActions(App& app) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float w = (ImGui::GetContentRegionAvail().x - 2 * spacing) / 3.0f;
  const ImVec2 size(w, 40.0f);
  if (button("New game", size, true, ButtonStyle::Primary)) app.setupRequested = true;
  app.targets["new"] = lastItemCenter();
  ImGui::SameLine();
  if (button("Undo", size, app.game().canUndo())) app.undo();
  app.targets["undo"] = lastItemCenter();
  ImGui::SameLine();
  if (button("Redo", size, app.game().canRedo())) app.redo();
  app.targets["redo"] = lastItemCenter();
}

}  // namespace

void drawSidePanel(App& app) {
  const Layout& L = app.layout;
  ImGui::SetNextWindowPos(L.panelMin);
  ImGui::SetNextWindowSize(ImVec2(L.panelMax.x - L.panelMin.x, L.panelMax.y - L.panelMin.y));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, toVec4(colors::rgba(0, 0, 0, 0)));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoNav |
                                 (L.portrait ? ImGuiWindowFlags_None : ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::Begin("##panel", nullptr, flags);
  ImGui::PopStyleColor();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 12));

  drawNotices(app);
  drawStatus(app);
  drawColourSelector(app, L.portrait);
  if (L.portrait) {
    // Status and actions first; the move list only where room is left.
    drawActions(app);
    const float listH = ImGui::GetContentRegionAvail().y;
    if (listH > 120.0f) drawMoveList(app, listH);
  } else {
    // The move list takes what is left above the actions (room for the AI
    // controls and the hint card goes between them later).
    const float actionsH = 40.0f;
    const float listH = ImGui::GetContentRegionAvail().y - actionsH - ImGui::GetStyle().ItemSpacing.y;
    if (listH > 90.0f) drawMoveList(app, listH);
    else ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::max(0.0f, listH + ImGui::GetStyle().ItemSpacing.y));
    drawActions(app);
  }
  ImGui::PopStyleVar();
  ImGui::End();
}

}  // namespace ui
