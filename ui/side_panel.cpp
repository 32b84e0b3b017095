#include "side_panel.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "analysis_card.h"
#include "frame_requests.h"
#include "move_list.h"
#include "notation.h"
#include "puzzle_card.h"
#include "share.h"
#include "theme.h"
#include "token.h"
#include "widgets.h"

namespace ui {

namespace {

std::string rulesSummary(const oc::Rules& r) {
  const std::string n = std::to_string(r.size);
  return std::string(r.variant == oc::Variant::Classic ? "Classic" : "Exact") + " \xC2\xB7 " + n + "\xC3\x97" + n + " \xC2\xB7 " +
         (r.variant == oc::Variant::Classic ? "" : "exactly ") + oc::numberWord(r.lineLength) + " in a row \xC2\xB7 " +
         oc::roleName(r.firstPlayer) + " first";
}

}  // namespace

std::string seatLabel(const App& app, oc::Role r) {
  const oc::SessionSettings& s = app.settings();
  const oc::Seat& seat = s.seat(r);
  if (seat.computer()) return std::string("Computer \xC2\xB7 ") + oc::levelName(seat.level);
  const bool onePlayer = app.puzzleActive() || app.analysisBoardOpen() || s.seat(oc::opponent(r)).computer();
  return onePlayer ? "You" : "Human";
}

namespace {

// seatLabel(), short enough for the heading line: "You", "Human", "Computer".
std::string seatShort(const App& app, oc::Role r) {
  return app.settings().seat(r).computer() ? "Computer" : seatLabel(app, r);
}

// A small rotating arc: the computer or the solver is working.
void spinner(ImDrawList* dl, ImVec2 centre, float radius, ImU32 colour, double now) {
  const float a0 = static_cast<float>(now * 6.0);
  drawAgainWithin(0);  // it turns while shown
  dl->PathArcTo(centre, radius, a0, a0 + 4.2f, 20);
  dl->PathStroke(colour, 0, radius * 0.32f);
}

void drawNotices(App& app) {
  if (app.feedback.notices.empty()) return;
  beginCard("##notices", 16.0f, colors::kNoticeBg);
  text(fonts().bodyBold, colors::kDanger, app.feedback.notices.size() == 1 ? "Notice" : "Notices");
  for (const std::string& p : app.feedback.notices) textWrapped(fonts().small, colors::kText, ("\xE2\x80\xA2 " + oc::capitalised(p)).c_str());
  if (button("Dismiss", ImVec2(0, 0), true, ButtonStyle::Quiet)) app.dismissNotices();
  app.targets["notices.dismiss"] = lastItemCenter();
  endCard();
}

// The colour being placed, with a small token.
void drawPlacing(const App& app) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float lh = ImGui::GetTextLineHeight();
  text(fonts().body, colors::kTextDim, "Placing");
  ImGui::SameLine();
  const ImVec2 q = ImGui::GetCursorScreenPos();
  drawToken(dl, ImVec2(q.x + lh * 0.5f, p.y + lh * 0.5f), lh * 0.48f, app.input.kind);
  ImGui::SetCursorScreenPos(ImVec2(q.x + lh + 6, p.y));
  text(fonts().bodyBold, colors::kText, kindLabel(app.input.kind));
}

// What the computer is doing, or why it waits, with the control that helps.
void drawComputerState(App& app) {
  const oc::Match& match = app.match();
  const std::string wait = match.computerWaitReason();
  if (match.computerToMove()) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float lh = ImGui::GetTextLineHeight();
    spinner(dl, ImVec2(p.x + lh * 0.45f, p.y + lh * 0.5f), lh * 0.34f, roleColor(app.game().toMove()), app.now);
    ImGui::SetCursorScreenPos(ImVec2(p.x + lh + 4, p.y));
    text(fonts().body, colors::kTextDim, "Computer is thinking\xE2\x80\xA6");
  } else if (wait == "looking back") {
    textWrapped(fonts().small, colors::kTextDim, "Looking back at an earlier position. Redo to go forward, or let the computer play on from here.");
    if (button("Play on from here", ImVec2(-FLT_MIN, kTouchTarget), true)) app.playOnFromHere();
    app.targets["playon"] = lastItemCenter();
  } else if (wait == "reviewing") {
    textWrapped(fonts().small, colors::kTextDim, "The computer waits while the review is open.");
    if (button("Close review and play on", ImVec2(-FLT_MIN, kTouchTarget), true)) app.stopReview();
    app.targets["review.playon"] = lastItemCenter();
  } else if (wait == "paused") {
    text(fonts().body, colors::kTextDim, "The computer is paused.");
  }
  // Two computers: the game runs by itself, so it can be paused.
  if (app.canPause()) {
    if (button(match.paused() ? "Resume" : "Pause", ImVec2(-FLT_MIN, kTouchTarget))) app.togglePause();
    app.targets["pause"] = lastItemCenter();
  }
}

void drawStatus(App& app) {
  const oc::Game& game = app.game();
  const oc::Rules& rules = game.rules();
  beginCard("##status", 18.0f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // The sound switch in the card's top-right corner, reaching into its
  // padding so that it keeps a full touch target without pushing the text.
  constexpr float kSoundSide = 44.0f;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float soundLeft = top.x + ImGui::GetContentRegionAvail().x - kSoundSide + 10.0f;
  ImGui::SetCursorScreenPos(ImVec2(soundLeft, top.y - 10.0f));
  if (soundToggle("##sound", app.soundOn(), kSoundSide)) app.setSound(!app.soundOn());
  app.targets["sound"] = lastItemCenter();
  ImGui::SetCursorScreenPos(top);
  if (game.over()) {
    const oc::Role winner = game.outcome().winner == oc::Winner::Order ? oc::Role::Order : oc::Role::Chaos;
    text(fonts().heading, roleColor(winner), (std::string(oc::roleName(winner)) + " wins").c_str());
    textWrapped(fonts().body, colors::kTextDim, (oc::capitalised(oc::reasonText(game.outcome().reason, rules.lineLength)) + ".").c_str());
  } else {
    const oc::Role r = game.toMove();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = 21.0f * 1.17f;
    dl->AddCircleFilled(ImVec2(p.x + 6, p.y + h * 0.5f), 6.0f, roleColor(r));
    ImGui::SetCursorScreenPos(ImVec2(p.x + 20, p.y));
    text(fonts().heading, roleColor(r), (std::string(oc::roleName(r)) + " to move").c_str());
    // Who is to move, beside the heading where it fits before the sound
    // switch; the players line below says it too.
    const std::string seat = "(" + seatShort(app, r) + ")";
    const float seatWidth = textWidth(fonts().body, seat.c_str());
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + seatWidth <= soundLeft) {
      ImGui::SameLine();
      text(fonts().body, colors::kTextFaint, seat.c_str());
    }
    const std::string goal = r == oc::Role::Order ? "Make " + oc::orderGoal(rules) + "."
                                                  : std::string("Stop every line of ") + oc::numberWord(rules.lineLength) + ".";
    textWrapped(fonts().body, colors::kTextDim, goal.c_str());
    if (app.match().humanToMove()) drawPlacing(app);
    drawComputerState(app);
  }
  const std::string players = "Order: " + seatLabel(app, oc::Role::Order) + "   Chaos: " + seatLabel(app, oc::Role::Chaos);
  textWrapped(fonts().small, colors::kTextFaint, players.c_str());
  text(fonts().small, colors::kTextFaint, rulesSummary(rules).c_str());
  endCard();
}

void drawColourSelector(App& app, bool compact) {
  beginCard("##colours", 14.0f);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float w = (ImGui::GetContentRegionAvail().x - spacing) * 0.5f;
  const ImVec2 size(w, compact ? 44.0f : 50.0f);
  for (oc::Kind k : {oc::Kind::X, oc::Kind::O}) {
    if (k == oc::Kind::O) ImGui::SameLine();
    if (colourButton(k == oc::Kind::X ? "##red" : "##blue", k, app.input.kind == k, size, k == oc::Kind::X ? "R" : "B")) app.select(k);
    app.targets[k == oc::Kind::X ? "colour.red" : "colour.blue"] = lastItemCenter();
  }
  if (!compact) textWrapped(fonts().small, colors::kTextFaint, "Click a cell to place; right-click places the other colour. Press ? for all controls.");
  endCard();
}

// The verdict as a coloured badge: gold when Order wins, violet when Chaos
// holds, grey with a spinner while the solver works.
void drawVerdictBadge(const App& app) {
  const oc::Hint& h = app.hint();
  ImU32 accent = colors::kTextFaint;
  if (!h.analysing && h.verdict == oc::Verdict::OrderWins) accent = colors::kOrder;
  if (!h.analysing && h.verdict == oc::Verdict::ChaosHolds) accent = colors::kChaos;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* f = fonts().bodyBold;
  const float fs = drawnFontSize(f);
  const float maxW = ImGui::GetContentRegionAvail().x;
  const float pad = 10.0f, spin = h.analysing ? fs : 0.0f;
  const ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, maxW - 2 * pad - spin, h.verdictText.c_str());
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 size(std::min(maxW, ts.x + 2 * pad + spin), ts.y + 10.0f);
  dl->AddRectFilled(p, ImVec2(p.x + size.x, p.y + size.y), withAlpha(accent, 0.18f), 8.0f);
  dl->AddRect(p, ImVec2(p.x + size.x, p.y + size.y), withAlpha(accent, 0.7f), 8.0f, 0, 1.2f);
  if (spin > 0) spinner(dl, ImVec2(p.x + pad + spin * 0.4f, p.y + size.y * 0.5f), fs * 0.3f, accent, app.now);
  dl->AddText(f, fs, ImVec2(p.x + pad + spin, p.y + 5.0f), h.analysing ? colors::kTextDim : accent, h.verdictText.c_str(), nullptr,
              maxW - 2 * pad - spin);
  ImGui::Dummy(size);
}

// The card's last lines are its notes on the plan (whether it applies, why it
// no longer does). They are drawn where the card, with them, ends above
// `notesBottom` (a screen y; -FLT_MAX: never): a low window keeps its room
// for the move list, a roomier one explains the plan.
void drawHintCard(App& app, bool compact, float notesBottom) {
  const oc::Hint& h = app.hint();
  beginCard("##hint", 16.0f);
  text(fonts().bodyBold, colors::kText, "Hint");
  ImGui::SameLine();
  text(fonts().small, colors::kTextFaint, h.over ? "" : (std::string("for ") + oc::roleName(h.side)).c_str());
  // What the verdict rests on ("proven by search", ...), so a proven value is
  // told apart from a guess. A compact card says just "proven", at the right
  // of its title line (beside the badge it did not fit where the verdict is
  // long, and a line of its own took the move list's room), with the reason
  // in the badge's tooltip; a full card gives the reason beside the badge
  // where it fits, else below it.
  const bool reasoned = !h.analysing && !h.verdictReason.empty();
  const bool proven = h.verdict != oc::Verdict::Unknown && !h.over;
  ImFont* f = fonts().small;
  const float fs = drawnFontSize(f);
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (reasoned && compact && proven) {
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - textWidth(f, "proven"));
    text(f, colors::kTextFaint, "proven");
  }
  drawVerdictBadge(app);
  if (reasoned) {
    const bool badgeHovered = ImGui::IsItemHovered();
    const ImVec2 badgeEnd = ImGui::GetItemRectMax();
    const float badgeHeight = ImGui::GetItemRectSize().y;
    const std::string& full = h.verdictReason;
    if (!compact) {
      const float width = textWidth(f, full.c_str());
      if (badgeEnd.x + ImGui::GetStyle().ItemSpacing.x + width <= right) {
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (badgeHeight - fs) * 0.5f);
        text(f, colors::kTextFaint, full.c_str());
      } else {
        textWrapped(f, colors::kTextFaint, full.c_str());
      }
    } else if (badgeHovered) {
      ImGui::SetTooltip("%s", full.c_str());
    }
  }
  if (!h.over) {
    if (h.move) textWrapped(fonts().body, colors::kText, themedColourWords(h.reason).c_str());
    else if (h.analysing) textWrapped(fonts().body, colors::kTextDim, "Looking for the best move\xE2\x80\xA6");
    if (!h.line.empty()) {
      if (button(app.panels.showLine ? "Hide the winning line" : "Show the winning line", ImVec2(0, 0), true, ButtonStyle::Quiet))
        app.panels.showLine = !app.panels.showLine;
      app.targets["hint.line"] = lastItemCenter();
      if (app.panels.showLine) textWrapped(fonts().small, colors::kTextDim, oc::recordText(app.game().geometry(), h.line).c_str());
    }
    std::vector<std::string> notes;
    if (h.planApplies) notes.push_back(h.plan + " applies here.");
    if (!h.planNote.empty()) notes.push_back(h.planNote);
    float notesHeight = 0.0f;
    for (const std::string& note : notes) notesHeight += wrappedTextHeight(fonts().small, note.c_str()) + ImGui::GetStyle().ItemSpacing.y;
    const float cardBottom = ImGui::GetCursorScreenPos().y + notesHeight + ImGui::GetStyle().WindowPadding.y;
    if (cardBottom <= notesBottom && !notes.empty()) {
      for (const std::string& note : notes) textWrapped(fonts().small, colors::kTextDim, note.c_str());
      app.targets["hint.notes"] = lastItemCenter();
    }
  }
  endCard();
}

constexpr float kActionHeight = kTouchTarget;

void drawActions(App& app) {
  const char* const gameLabels[3] = {"New game", "Undo", "Redo"};
  float w[3];
  buttonRowWidths(gameLabels, 3, w);
  if (button(gameLabels[0], ImVec2(w[0], kActionHeight), true, ButtonStyle::Primary)) app.panels.setupRequested = true;
  app.targets["new"] = lastItemCenter();
  ImGui::SameLine();
  if (button(gameLabels[1], ImVec2(w[1], kActionHeight), app.game().canUndo())) app.undo();
  app.targets["undo"] = lastItemCenter();
  ImGui::SameLine();
  if (button(gameLabels[2], ImVec2(w[2], kActionHeight), app.game().canRedo())) app.redo();
  app.targets["redo"] = lastItemCenter();

  const char* const toolLabels[4] = {"Hints", "Share", "Theme", "Help"};
  float w2[4];
  buttonRowWidths(toolLabels, 4, w2);
  if (button(toolLabels[0], ImVec2(w2[0], kActionHeight), true, app.hintsOn() ? ButtonStyle::Primary : ButtonStyle::Normal))
    app.setHints(!app.hintsOn());
  app.targets["hints"] = lastItemCenter();
  ImGui::SameLine();
  if (button(toolLabels[1], ImVec2(w2[1], kActionHeight))) app.panels.shareRequested = true;
  app.targets["share"] = lastItemCenter();
  ImGui::SameLine();
  if (button(toolLabels[2], ImVec2(w2[2], kActionHeight))) app.cycleTheme();
  app.targets["theme"] = lastItemCenter();
  ImGui::SameLine();
  if (button(toolLabels[3], ImVec2(w2[3], kActionHeight))) app.panels.helpOpen = true;
  app.targets["help"] = lastItemCenter();
}

float actionsHeight() { return 2 * kActionHeight + ImGui::GetStyle().ItemSpacing.y; }

// On a touch screen a drag scrolls the current window from any of its cards
// (child windows); a mouse has the wheel, and its clicks stay clicks.
void scrollByTouch() {
  if (ImGui::GetIO().MouseSource == ImGuiMouseSource_TouchScreen) dragToScroll(ImGuiHoveredFlags_ChildWindows);
}

// The cards every layout opens with, in this order: what the player must
// see before the game itself.
void drawCardsAbove(App& app) {
  drawNotices(app);
  drawPuzzleCard(app);
  drawStatus(app);
  drawSendBackCard(app);
}

}  // namespace

void drawSidePanel(App& app) {
  const Layout& L = app.layout;
  ImGui::SetNextWindowPos(L.panelMin);
  ImGui::SetNextWindowSize(ImVec2(L.panelMax.x - L.panelMin.x, L.panelMax.y - L.panelMin.y));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, toVec4(colors::rgba(0, 0, 0, 0)));
  // The panel scrolls (wheel, or a drag on a touch screen) when a short window cannot hold it.
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoNav;
  ImGui::Begin("##panel", nullptr, flags);
  ImGui::PopStyleColor();
  scrollByTouch();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 12));

  const bool shortPanel = L.portrait || L.panelMax.y - L.panelMin.y < 540.0f;
  if (app.analysisBoardOpen()) {
    // The hint card holds the proven value, its reason and the line; the
    // analysis card the set-up's controls (the side to move among them) and
    // the winning moves. On a phone the status card gives them its room.
    drawNotices(app);
    drawPuzzleCard(app);
    if (!shortPanel) drawStatus(app);
    if (app.hintsOn()) drawHintCard(app, true, -FLT_MAX);
    drawAnalysisCard(app);
    ImGui::PopStyleVar();
    ImGui::End();
    return;
  }
  // A short panel (portrait, or a low landscape window such as a wide
  // iframe) puts the actions right after the status so they stay in view.
  if (shortPanel) {
    drawCardsAbove(app);
    // Status and actions first; hints, colours and the move list as room allows (the panel scrolls).
    drawActions(app);
    if (app.hintsOn()) drawHintCard(app, true, -FLT_MAX);
    drawColourSelector(app, true);
    // Once there are moves, the list (with Review and the value strip) is
    // always there, below the fold if need be: a phone reaches it by scrolling.
    constexpr float kLeastListHeight = 240.0f;
    const float listH = ImGui::GetContentRegionAvail().y;
    if (app.hasMoves()) drawMoveList(app, std::max(listH, kLeastListHeight));
    else if (listH > 120.0f) drawMoveList(app, listH);
  } else {
    // The actions keep the panel's foot; the cards above them scroll (wheel,
    // or a drag on a touch screen) when they cannot all be shown, as a
    // puzzle's solution with the hint card, or a row of notices, on an
    // 800-pixel window.
    const float spacingY = ImGui::GetStyle().ItemSpacing.y;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, toVec4(colors::rgba(0, 0, 0, 0)));
    // Its scrollbar shows only when they overflow: the sign that they scroll.
    ImGui::BeginChild("##cards", ImVec2(-FLT_MIN, ImGui::GetContentRegionAvail().y - actionsHeight() - spacingY), ImGuiChildFlags_None,
                      ImGuiWindowFlags_NoNav);
    ImGui::PopStyleColor();
    scrollByTouch();
    drawCardsAbove(app);
    drawColourSelector(app, app.hintsOn());
    // Below this height the hint card gives the reason for its verdict only
    // in the badge's tooltip.
    constexpr float kRoomyPanel = 760.0f;
    // The hint card's notes on the plan leave the move list its title and a
    // few rows (in the cards' own frame, so scrolling changes nothing).
    constexpr float kListRoomBesideNotes = 150.0f;
    const float notesBottom = ImGui::GetWindowPos().y - ImGui::GetScrollY() + ImGui::GetWindowHeight() - spacingY - kListRoomBesideNotes;
    if (app.hintsOn()) drawHintCard(app, L.panelMax.y - L.panelMin.y < kRoomyPanel, notesBottom);
    // The move list takes what is left above the actions. Where too little
    // is left (a row of notices) and there are moves, it goes below the fold
    // with its title and two rows, where scrolling reaches it.
    const float listH = ImGui::GetContentRegionAvail().y;
    if (listH > 90.0f) drawMoveList(app, listH);
    else if (app.hasMoves()) drawMoveList(app, 120.0f);
    ImGui::EndChild();
    drawActions(app);
  }
  ImGui::PopStyleVar();
  ImGui::End();
}

}  // namespace ui
