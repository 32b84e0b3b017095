#include "board_overlay.h"

#include <algorithm>
#include <string>

#include "frame_requests.h"
#include "notation.h"
#include "rules.h"
#include "theme.h"
#include "widgets.h"

namespace ui {

namespace {
constexpr double kMessageFade = 0.6;
constexpr double kMessageRise = 0.15;
// A refusal is read at a glance; a note on the rules is a sentence.
double messageSeconds(MessageTone tone) { return tone == MessageTone::Note ? 5.0 : 2.6; }
}  // namespace

bool bannerVisible(const App& app) { return app.game().over() && !app.panels.bannerDismissed; }

namespace {

ImVec2 g_bannerSize(440, 150);  // last frame's banner size (first frame: a guess)

struct Placement {
  ImVec2 pos;  // top-left
  bool top;
};

// Among six spots along the top and bottom edges of the board, the one that
// covers least of the winning run, then of the last move (on the 4x4 board
// every spot covers some of the run and many tokens), then of the other
// tokens (ties: bottom centre first).
Placement placeBanner(const App& app) {
  const Layout& L = app.layout;
  const oc::Outcome& o = app.game().outcome();
  const oc::Board& board = app.game().board();
  const ImVec2 size = g_bannerSize;
  const float inset = L.boardSide() * 0.05f;
  // Kept inside the window: on the smallest boards the banner is wider than the board.
  constexpr float kEdge = 4.0f;
  const auto inWindow = [&](float x) { return std::max(kEdge, std::min(x, L.display.x - kEdge - size.x)); };
  const float xs[3] = {inWindow((L.plateMin.x + L.plateMax.x - size.x) * 0.5f), inWindow(L.plateMin.x + inset),
                       inWindow(L.plateMax.x - inset - size.x)};
  const float ys[2] = {L.plateMax.y - inset - size.y, L.plateMin.y + inset};
  const int last = app.game().history().empty() ? -1 : app.game().history().back().cell;
  Placement best{ImVec2(xs[0], ys[0]), false};
  float bestCover = -1;
  for (int yi = 0; yi < 2; ++yi) {
    for (float x : xs) {
      float cover = 0;
      for (int c = 0; c < L.n * L.n; ++c) {
        const float weight = ((o.winningRun & oc::bit(c)) ? 100.0f : board.isEmpty(c) ? 0.0f : 1.0f) + (c == last ? 10.0f : 0.0f);
        if (weight == 0.0f) continue;
        const ImVec2 a = L.cellMin(c), b = L.cellMax(c);
        const float w = std::min(b.x, x + size.x) - std::max(a.x, x);
        const float h = std::min(b.y, ys[yi] + size.y) - std::max(a.y, ys[yi]);
        if (w > 0 && h > 0) cover += weight * w * h;
      }
      if (bestCover < 0 || cover < bestCover - 1.0f) {
        bestCover = cover;
        best = Placement{ImVec2(x, ys[yi]), yi == 1};
      }
    }
  }
  return best;
}

}  // namespace

bool bannerAtTop(const App& app) { return placeBanner(app).top; }

void bannerBounds(const App& app, ImVec2* min, ImVec2* max) {
  *min = placeBanner(app).pos;
  *max = ImVec2(min->x + g_bannerSize.x, min->y + g_bannerSize.y);
}

void drawResultBanner(App& app) {
  if (!bannerVisible(app)) return;
  const Layout& L = app.layout;
  const oc::Game& game = app.game();
  const oc::Outcome& o = game.outcome();
  const oc::Role winner = o.winner == oc::Winner::Order ? oc::Role::Order : oc::Role::Chaos;
  const ImU32 accent = roleColor(winner);

  // Its buttons, each at least as wide as its label. On a phone's board
  // three equal shares of 80% of the board cut "New game" short: there the
  // banner widens, up to nearly the board's width (with thinner sides on
  // the smallest boards), and the buttons share its row by their labels
  // (buttonRowWidths). Where even that cannot hold the three labels, the
  // row keeps New game and Hide: Undo is in the panel beside the board.
  // On a board too small for those two or for the title (140 px in a
  // 280 px window), the banner overhangs the board, inside the window.
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::string title = std::string(oc::roleName(winner)) + " wins";
  const char* const labels[3] = {"New game", "Undo", "Hide"};
  enum BannerButton { kNewGame, kUndo, kHide };
  const float buttonMargin = 2 * style.FramePadding.x;
  float labelWidths[3], labelSum = 0.0f;
  for (int i = 0; i < 3; ++i) labelSum += labelWidths[i] = textWidth(fonts().bodyBold, labels[i]);
  const float widestOnBoard = L.boardSide() * 0.96f;
  constexpr float kThinSide = 12.0f, kSide = 22.0f, kWindowEdges = 8.0f;
  const bool undoFits = labelSum + 2 * style.ItemSpacing.x + 2 * kThinSide <= widestOnBoard;
  const int row[3] = {kNewGame, undoFits ? kUndo : kHide, kHide};
  const int rowCount = undoFits ? 3 : 2;
  const char* rowLabels[3];
  float needed = (rowCount - 1) * style.ItemSpacing.x + 2 * kSide;
  for (int j = 0; j < rowCount; ++j) {
    rowLabels[j] = labels[row[j]];
    needed += labelWidths[row[j]] + buttonMargin;
  }
  needed = std::max(needed, textWidth(fonts().title, title.c_str()) + 2 * kSide);
  const float widest = std::max(widestOnBoard, std::min(needed, L.display.x - kWindowEdges));
  const float sidePadding = needed > widest ? kThinSide : kSide;
  g_bannerSize.x = std::min(std::max(std::min(L.boardSide() * 0.8f, 430.0f), needed), widest);
  ImGui::SetNextWindowPos(placeBanner(app).pos, ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(g_bannerSize.x, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(sidePadding, 16));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 16.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, toVec4(colors::kBannerBg));
  ImGui::PushStyleColor(ImGuiCol_Border, toVec4(withAlpha(accent, 0.8f)));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  if (ImGui::Begin("##result", nullptr, flags)) {
    text(fonts().title, accent, title.c_str());
    std::string reason = oc::capitalised(oc::reasonText(o.reason, game.rules().lineLength));
    reason += o.reason == oc::Reason::LineCompleted ? std::string(" of ") + kindColourName(o.runKind) + "." : std::string(".");
    reason += "  " + std::to_string(game.moveCount()) + " moves.";
    textWrapped(fonts().body, colors::kTextDim, reason.c_str());
    ImGui::Dummy(ImVec2(0, 2));
    float widths[3];
    buttonRowWidths(rowLabels, rowCount, widths);
    for (int j = 0; j < rowCount; ++j) {
      if (j > 0) ImGui::SameLine();
      const ImVec2 size(widths[j], 0);
      if (row[j] == kNewGame) {
        if (button(labels[kNewGame], size, true, ButtonStyle::Primary)) app.panels.setupRequested = true;
        app.targets["banner.new"] = lastItemCenter();
      } else if (row[j] == kUndo) {
        if (button(labels[kUndo], size)) app.undo();
        app.targets["banner.undo"] = lastItemCenter();
      } else {
        if (button(labels[kHide], size, true, ButtonStyle::Quiet)) app.panels.bannerDismissed = true;
        app.targets["banner.hide"] = lastItemCenter();
      }
    }
    g_bannerSize.y = ImGui::GetWindowSize().y;
  }
  ImGui::End();
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar(3);
}

bool messageVisible(const App& app) {
  return !app.feedback.message.empty() && app.now - app.feedback.messageTime < messageSeconds(app.feedback.messageTone);
}

void drawMessage(const App& app) {
  // It is drawn above every window: not over a card such as New game.
  if (!messageVisible(app) || modalCardOpen()) return;
  const bool note = app.feedback.messageTone == MessageTone::Note;
  const double seconds = messageSeconds(app.feedback.messageTone);
  const double age = app.now - app.feedback.messageTime;
  // It rises in, stands still, then fades: frames only while it moves.
  const double still = seconds - kMessageFade;
  drawAgainWithin(age < kMessageRise || age >= still ? 0 : still - age);
  const float alpha = static_cast<float>(std::clamp((seconds - age) / kMessageFade, 0.0, 1.0));
  const float rise = static_cast<float>(std::clamp(age / kMessageRise, 0.0, 1.0));
  const Layout& L = app.layout;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  ImFont* f = fonts().bodyBold;
  const float fs = 16.0f;
  const ImVec2 pad(18, 10);
  // A sentence wider than the board wraps (a phone's board is about 330 px).
  const float wrap = std::max(120.0f, L.boardSide() * 0.92f - 2 * pad.x);
  const ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, wrap, app.feedback.message.c_str());
  const float cx = (L.plateMin.x + L.plateMax.x) * 0.5f;
  // Opposite the result banner; otherwise near the bottom of the board.
  const bool top = bannerVisible(app) && !bannerAtTop(app);
  const float h = ts.y + 2 * pad.y;
  const float y = top ? L.plateMin.y + L.boardSide() * 0.05f - (1 - rise) * 8 : L.plateMax.y - L.boardSide() * 0.05f - h + (1 - rise) * 8;
  const ImVec2 a(cx - ts.x * 0.5f - pad.x, y), b(cx + ts.x * 0.5f + pad.x, y + h);
  const float rounding = std::min(h, fs + 2 * pad.y) * 0.5f;
  dl->AddRectFilled(ImVec2(a.x, a.y + 3), ImVec2(b.x, b.y + 3), withAlpha(colors::kShadow, alpha), rounding);
  dl->AddRectFilled(a, b, withAlpha(note ? colors::kBannerBg : colors::kToastBg, alpha), rounding);
  dl->AddRect(a, b, withAlpha(note ? colors::kTextFaint : colors::kDanger, 0.7f * alpha), rounding, 0, 1.5f);
  dl->AddText(f, fs, ImVec2(a.x + pad.x, a.y + pad.y), withAlpha(note ? colors::kBannerText : colors::kToastText, alpha),
              app.feedback.message.c_str(), nullptr, wrap);
}

}  // namespace ui
