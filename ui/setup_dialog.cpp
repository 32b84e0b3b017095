#include "setup_dialog.h"

#include <algorithm>
#include <string>

#include "card_focus.h"
#include "search/solved_values.h"
#include "theme.h"
#include "widgets.h"

namespace ui {

namespace {

constexpr const char* kPopup = "##setup";

enum Board { Standard = 0, Mini = 1, Custom = 2 };

// The choices being edited while the card is open.
struct Draft {
  int variant = 0;  // 0 classic, 1 exact five
  int board = Standard;
  int size = 6;
  int line = 5;
  int first = 0;  // 0 Order, 1 Chaos
  int seat[2] = {0, 2};  // per role: 0 human, 1 casual, 2 strong, 3 perfect
  int speed = 1;         // 0 slow, 1 normal, 2 fast

  static int seatIndex(const oc::Seat& s) { return s.computer() ? 1 + static_cast<int>(s.level) : 0; }
  static oc::Seat seatFrom(int i) {
    return i == 0 ? oc::Seat{oc::SeatKind::Human, oc::Level::Strong} : oc::Seat{oc::SeatKind::Computer, static_cast<oc::Level>(i - 1)};
  }

  static Draft from(const oc::Rules& r, const oc::SessionSettings& s) {
    Draft d;
    d.seat[0] = seatIndex(s.order);
    d.seat[1] = seatIndex(s.chaos);
    d.speed = static_cast<int>(s.speed);
    d.variant = r.variant == oc::Variant::Classic ? 0 : 1;
    d.board = r.size == 6 && r.lineLength == 5 ? Standard : r.size == 4 && r.lineLength == 4 ? Mini : Custom;
    d.size = r.size;
    d.line = r.lineLength;
    d.first = r.firstPlayer == oc::Role::Order ? 0 : 1;
    return d;
  }
  oc::Rules rules() const {
    oc::Rules r;
    r.variant = variant == 0 ? oc::Variant::Classic : oc::Variant::ExactFive;
    r.size = board == Standard ? 6 : board == Mini ? 4 : size;
    r.lineLength = board == Standard ? 5 : board == Mini ? 4 : line;
    r.firstPlayer = first == 0 ? oc::Role::Order : oc::Role::Chaos;
    return r;
  }
};

Draft g_draft;
CardFocus g_focus;

void label(const char* s) {
  ImGui::Dummy(ImVec2(0, 2));
  text(fonts().bodyBold, colors::kTextDim, s);
}

// The row just drawn from `min`, `width` wide, as a stop of the card's
// focus: the keyboard's Left and Right change *value within [lo, hi].
void keyedRow(ImVec2 min, float width, int* value, int lo, int hi) {
  if (const int change = g_focus.choiceRow(min, ImVec2(min.x + width, ImGui::GetItemRectMax().y)))
    *value = std::clamp(*value + change, lo, hi);
}

// A row of choices, which the keyboard's Left and Right change too.
void choices(const char* id, const char* const* labels, int count, int* value, App& app) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  segmented(id, labels, count, value, &app.targets);
  keyedRow(min, width, value, 0, count - 1);
}

// A number between lo and hi, stepped by the keyboard's Left and Right too.
void number(const char* id, const char* format, int* value, int lo, int hi, App& app, float width) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  stepper(id, format, value, lo, hi, &app.targets, width);
  keyedRow(min, width, value, lo, hi);
}

}  // namespace

void drawSetupDialog(App& app) {
  if (app.panels.setupRequested) {
    app.panels.setupRequested = false;
    g_draft = Draft::from(app.game().rules(), app.settings());
    g_focus.reset();
    ImGui::OpenPopup(kPopup);
  }
  const ImVec2 display = app.layout.display;
  // The card's keys are its own (CardFocus), not ImGui's tabbing.
  if (beginOverlayCard(kPopup, display, 460.0f)) {
    g_focus.begin();
    text(fonts().title, colors::kText, "New game");
    text(fonts().body, colors::kTextDim, "Choose the rules, then start.");

    // The choices scroll where the window is too short for them all; Cancel
    // and Start stay in sight below.
    beginCardBody("##setupbody", display, kTouchTarget);

    label("Rule");
    // The rules' names and sentence follow the line length chosen below.
    oc::Rules classic = g_draft.rules(), exact = classic;
    classic.variant = oc::Variant::Classic;
    exact.variant = oc::Variant::ExactFive;
    const std::string titles[] = {oc::ruleTitle(classic), oc::ruleTitle(exact)};
    const char* variants[] = {titles[0].c_str(), titles[1].c_str()};
    choices("setup.variant", variants, 2, &g_draft.variant, app);
    textWrapped(fonts().small, colors::kTextFaint, oc::ruleExplanation(g_draft.rules()).c_str());

    label("Board");
    static const char* boards[] = {"6\xC3\x97" "6 standard", "4\xC3\x97" "4 mini", "Custom"};
    choices("setup.board", boards, 3, &g_draft.board, app);
    if (g_draft.board == Custom) {
      // Side by side, so that touch-sized steppers keep the card as short as before.
      const float gap = 10.0f, half = (ImGui::GetContentRegionAvail().x - gap) * 0.5f;
      number("setup.size", "%d\xC3\x97%d", &g_draft.size, oc::kMinSize, oc::kMaxSize, app, half);
      g_draft.line = std::clamp(g_draft.line, 3, g_draft.size);
      ImGui::SameLine(0, gap);
      number("setup.line", "Line %d", &g_draft.line, 3, g_draft.size, app, half);
    }

    label("First to move");
    static const char* firsts[] = {"Order", "Chaos"};
    choices("setup.first", firsts, 2, &g_draft.first, app);

    label("Players");
    static const char* seats[] = {"Human", "Casual", "Strong", "Perfect"};
    for (int role = 0; role < 2; ++role) {
      text(fonts().small, roleColor(role == 0 ? oc::Role::Order : oc::Role::Chaos), role == 0 ? "Order" : "Chaos");
      choices(role == 0 ? "setup.order" : "setup.chaos", seats, 4, &g_draft.seat[role], app);
    }
    if (g_draft.seat[0] > 0 && g_draft.seat[1] > 0) {
      text(fonts().small, colors::kTextDim, "Speed of the computer-vs-computer game");
      static const char* speeds[] = {"Slow", "Normal", "Fast"};
      choices("setup.speed", speeds, 3, &g_draft.speed, app);
    }

    const oc::Rules rules = g_draft.rules();
    const std::string why = oc::Game::validateRules(rules);
    if (!why.empty()) textWrapped(fonts().small, colors::kDanger, why.c_str());
    // The set-up's value with perfect play, from the shipped values table.
    if (const oc::ValueEntry* value = why.empty() ? oc::shippedValue(rules) : nullptr) {
      const std::string line = "With perfect play: " + oc::setupValueLabel(value->value);
      textWrapped(fonts().small, value->value == oc::SetupValue::Open ? colors::kTextFaint : colors::kTextDim, line.c_str());
    }

    ImGui::Dummy(ImVec2(0, 6));
    const char* const openLabels[2] = {"Daily puzzle", "Analysis board"};
    float w[2];
    // Side by side where both labels fit (a 280 px phone: one above the other).
    const bool sideBySide = buttonRowWidths(openLabels, 2, w);
    if (!sideBySide) w[0] = w[1] = ImGui::GetContentRegionAvail().x;
    const bool puzzle = g_focus.button(button(openLabels[0], ImVec2(w[0], kTouchTarget)));
    app.targets["setup.puzzle"] = lastItemCenter();
    if (puzzle) app.openPuzzle(oc::PuzzleLink{true, 0});
    if (sideBySide) ImGui::SameLine();
    // Any position, set up by hand under these rules, and its proven value.
    const bool analyse = g_focus.button(button(openLabels[1], ImVec2(w[1], kTouchTarget), why.empty()), why.empty());
    app.targets["setup.analysis"] = lastItemCenter();
    if (analyse) app.openAnalysisBoard(rules);
    ImGui::Dummy(ImVec2(0, 2));  // room below the last buttons for their focus ring
    dragToScroll();
    endCardBody();

    const char* const closeLabels[2] = {"Cancel", "Start"};
    buttonRowWidths(closeLabels, 2, w);
    const bool cancel =
        g_focus.button(button(closeLabels[0], ImVec2(w[0], kTouchTarget), true, ButtonStyle::Quiet)) || ImGui::IsKeyPressed(ImGuiKey_Escape);
    app.targets["setup.cancel"] = lastItemCenter();
    ImGui::SameLine();
    bool start = g_focus.button(button(closeLabels[1], ImVec2(w[1], kTouchTarget), why.empty(), ButtonStyle::Primary), why.empty());
    g_focus.end();
    // Enter starts the game from anywhere but a focused button, which it presses.
    start = start || (why.empty() && !g_focus.buttonFocused() && enterPressed());
    app.targets["setup.start"] = lastItemCenter();
    if (start)
      app.startNew(rules, Draft::seatFrom(g_draft.seat[0]), Draft::seatFrom(g_draft.seat[1]), static_cast<oc::Speed>(g_draft.speed));
    if (start || cancel || puzzle || analyse) ImGui::CloseCurrentPopup();
    endOverlayCard();
  }
}

}  // namespace ui
