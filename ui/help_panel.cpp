#include "help_panel.h"

#include <algorithm>
#include <string>

#include "theme.h"
#include "widgets.h"

namespace ui {

namespace {

constexpr const char* kPopup = "##help";
constexpr float kCloseHeight = kTouchTarget;  // the Close button

// True from the frame we open the card until it closes, so that a close by
// someone else (another popup opened over it) is noticed and reported.
bool g_shown = false;

// One row of the controls: what the player does, and what it does.
struct MouseRow {
  const char* gesture;
  const char* action;
};
struct KeyRow {
  const char* keys[4];  // alternatives, each drawn as its own key cap; unused slots null
  const char* action;
};

constexpr float kKeyCapGap = 4.0f;  // between the alternative keys of one row

// The controls are laid out in two columns: what the player does, then what
// it does, the first as wide as its widest entry so the descriptions align.
float gestureWidth(const MouseRow& r) {
  return textWidth(fonts().bodyBold, r.gesture);
}

float gestureWidth(const KeyRow& r) {
  float w = 0;
  for (int i = 0; i < 4 && r.keys[i]; ++i) w += (i > 0 ? kKeyCapGap : 0) + keyCapSize(r.keys[i]).x;
  return w;
}

void heading(const char* s) {
  ImGui::Dummy(ImVec2(0, 4));
  text(fonts().bodyBold, colors::kTextDim, s);
}

// The description, wrapped in the second column.
void actionColumn(float actionX, const char* action) {
  ImGui::SameLine(actionX);
  textWrapped(fonts().body, colors::kTextDim, action);
}

void gestureRow(const MouseRow& r, float actionX) {
  text(fonts().bodyBold, colors::kText, r.gesture);
  actionColumn(actionX, r.action);
}

void keyRow(const KeyRow& r, float actionX) {
  ImGui::BeginGroup();
  for (int i = 0; i < 4 && r.keys[i]; ++i) {
    if (i > 0) ImGui::SameLine(0, kKeyCapGap);
    keyCap(r.keys[i]);
  }
  ImGui::EndGroup();
  actionColumn(actionX, r.action);
}

// The rules of the game being played (line length and rule).
void drawRules(const oc::Rules& r) {
  const std::string colours = std::string(kindColourName(oc::Kind::X)) + " X or " + kindColourName(oc::Kind::O) + " O";
  const std::string rules = "Each turn, the player to move places one token of either colour (" + colours +
                            ") on an empty cell. Order wins with " + oc::orderGoal(r) +
                            ", across, down or diagonally; Chaos wins when the board is full without one, or as soon as no line of " +
                            oc::numberWord(r.lineLength) + " can be completed any more.";
  textWrapped(fonts().body, colors::kText, rules.c_str());
  textWrapped(fonts().small, colors::kTextFaint, "New game changes the board size, the line length and the rule (classic or exact).");
}

void drawControls() {
  static const MouseRow mouse[] = {
      {"Click", "Place the selected colour on a cell"},
      {"Right-click", "Place the other colour"},
      {"Hover", "Preview the token before placing it"},
  };
  static const MouseRow touch[] = {
      {"Tap a cell", "Pick a colour in the small popup that opens"},
      {"Tap outside", "Close the popup without playing"},
  };
  // The colour names follow the theme (orange / sky blue when colour-blind).
  const std::string placeColour =
      std::string("Place ") + kindColourName(oc::Kind::X) + " / " + kindColourName(oc::Kind::O) + " at the cursor";
  const KeyRow keys[] = {
      {{"\xE2\x86\x90", "\xE2\x86\x91", "\xE2\x86\x92", "\xE2\x86\x93"}, "Move the cursor"},
      {{"R", "B"}, placeColour.c_str()},
      {{"Space", "Enter"}, "Place the selected colour at the cursor"},
      {{"U"}, "Undo"},
      {{"Ctrl+Z", "Ctrl+Y"}, "Undo / redo"},
      {{"H"}, "Show or hide hints"},
      {{"T"}, "Next theme (dark, light, colour-blind)"},
      {{"M"}, "Sound on or off"},
      {{"N"}, "New game"},
      {{"Tab", "\xE2\x86\x90", "\xE2\x86\x92", "Enter"}, "In the New game card: next choice, change it, start"},
      {{"C"}, "Share: the link to this game"},
      {{"V"}, "Review the game, or close the review"},
      {{"P"}, "Play on from a position looked back at; pause or resume two computers"},
      {{"A"}, "Analysis board: set up any position; A or Esc goes back"},
      {{"Del", "S", "L"}, "On the analysis board: take a token away, switch the side to move, step through the line"},
      {{"?", "F1"}, "This help"},
      {{"Esc"}, "Close this card or a popup"},
      {{"\xE2\x86\x91", "\xE2\x86\x93", "PgUp", "PgDn"}, "Here: scroll this card (Home, End: to either end)"},
  };
  float widest = 0;
  for (const MouseRow& r : mouse) widest = std::max(widest, gestureWidth(r));
  for (const MouseRow& r : touch) widest = std::max(widest, gestureWidth(r));
  for (const KeyRow& r : keys) widest = std::max(widest, gestureWidth(r));
  const float actionX = ImGui::GetCursorPosX() + widest + ImGui::GetStyle().ItemSpacing.x;
  heading("Mouse");
  for (const MouseRow& r : mouse) gestureRow(r, actionX);
  heading("Touch");
  for (const MouseRow& r : touch) gestureRow(r, actionX);
  heading("Keyboard");
  for (const KeyRow& r : keys) keyRow(r, actionX);
}

// The keyboard scrolls the body as the wheel does: the arrows by two lines,
// Page Up / Page Down by most of a page, Home and End to either end.
void scrollByKeys() {
  const float line = 2 * ImGui::GetTextLineHeightWithSpacing(), page = 0.9f * ImGui::GetWindowHeight();
  float y = ImGui::GetScrollY();
  if (ImGui::IsKeyPressed(ImGuiKey_DownArrow)) y += line;
  if (ImGui::IsKeyPressed(ImGuiKey_UpArrow)) y -= line;
  if (ImGui::IsKeyPressed(ImGuiKey_PageDown)) y += page;
  if (ImGui::IsKeyPressed(ImGuiKey_PageUp)) y -= page;
  if (ImGui::IsKeyPressed(ImGuiKey_Home, false)) y = 0;
  if (ImGui::IsKeyPressed(ImGuiKey_End, false)) y = ImGui::GetScrollMaxY();
  y = std::clamp(y, 0.0f, ImGui::GetScrollMaxY());
  if (y != ImGui::GetScrollY()) ImGui::SetScrollY(y);
}

// The body scrolls above the Close button (beginCardBody), by drag and keys too.
void drawBody(const oc::Rules& rules, ImVec2 display) {
  beginCardBody("##helpbody", display, kCloseHeight);
  drawRules(rules);
  drawControls();
  dragToScroll();
  scrollByKeys();
  endCardBody();
}

// Esc closes, and so do Enter (Close is the card's one button) and the keys
// that open the card (a toggle); those are ignored on the frame the card
// appears, which is the frame they opened it.
bool closeKeyPressed() {
  if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) return true;
  if (ImGui::IsWindowAppearing()) return false;
  if (enterPressed()) return true;
  if (ImGui::IsKeyPressed(ImGuiKey_F1, false)) return true;
  for (ImWchar c : ImGui::GetIO().InputQueueCharacters)
    if (c == '?') return true;
  return false;
}

}  // namespace

void drawHelpPanel(bool* open, const oc::Rules& rules, ImVec2 display, std::map<std::string, ImVec2>* targets) {
  if (ImGui::IsPopupOpen(kPopup)) {
    // Shown: Begin below handles it.
  } else if (g_shown) {
    g_shown = false;  // closed from outside since the last frame
    *open = false;
    return;
  } else if (*open) {
    ImGui::OpenPopup(kPopup);
    g_shown = true;
  } else {
    return;
  }

  // Its keys are its own (scrollByKeys, closeKeyPressed).
  if (beginOverlayCard(kPopup, display, 560.0f)) {
    text(fonts().title, colors::kText, "How to play");
    drawBody(rules, display);
    const bool closeClicked = button("Close", ImVec2(-FLT_MIN, kCloseHeight), true, ButtonStyle::Primary);
    if (targets) (*targets)["help.close"] = lastItemCenter();
    if (!*open || closeClicked || closeKeyPressed()) {
      ImGui::CloseCurrentPopup();
      *open = false;
      g_shown = false;
    }
    endOverlayCard();
  }
}

}  // namespace ui
