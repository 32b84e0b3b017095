#include "card_focus.h"

#include <algorithm>

#include "theme.h"
#include "widgets.h"

namespace ui {

namespace {
bool pressed(ImGuiKey k) { return ImGui::IsKeyPressed(k, true); }
}  // namespace

void CardFocus::reset() {
  focused_ = -1;
  lastStops_ = 0;
  scrollPending_ = false;
}

void CardFocus::begin() {
  stops_ = 0;
  step_ = change_ = 0;
  press_ = buttonMoved_ = buttonFocused_ = false;
  const bool shift = ImGui::GetIO().KeyShift;
  if (pressed(ImGuiKey_DownArrow) || (pressed(ImGuiKey_Tab) && !shift)) step_ = 1;
  if (pressed(ImGuiKey_UpArrow) || (pressed(ImGuiKey_Tab) && shift)) step_ = -1;
  if (pressed(ImGuiKey_LeftArrow)) change_ = -1;
  if (pressed(ImGuiKey_RightArrow)) change_ = 1;
  press_ = focused_ >= 0 && (enterPressed() || ImGui::IsKeyPressed(ImGuiKey_Space, false));
  // The first key only shows where the focus is: on the first stop.
  if (focused_ < 0) {
    if (step_ != 0 || change_ != 0) focused_ = 0;
    scrollPending_ = focused_ == 0;
    step_ = change_ = 0;
    return;
  }
  if (lastStops_ > 0) focused_ = (focused_ + step_ + lastStops_) % lastStops_;
  if (step_ != 0) scrollPending_ = true;
}

int CardFocus::choiceRow(ImVec2 min, ImVec2 max) {
  if (stops_++ != focused_) return 0;
  showFocused(min, max);
  return change_;
}

bool CardFocus::button(bool clicked, bool enabled) {
  const int index = stops_++;
  if (index != focused_) return clicked;
  buttonFocused_ = true;
  showFocused(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  // Left and Right move along the buttons, as Up and Down do.
  if (change_ != 0 && !buttonMoved_ && lastStops_ > 0) {
    focused_ = std::clamp(focused_ + change_, 0, lastStops_ - 1);
    buttonMoved_ = true;
    scrollPending_ = true;
  }
  return clicked || (press_ && enabled);
}

void CardFocus::end() {
  lastStops_ = stops_;
  if (focused_ >= stops_) focused_ = stops_ - 1;  // a row that went away
}

void CardFocus::showFocused(ImVec2 min, ImVec2 max) {
  drawRing(min, max);
  if (!scrollPending_) return;
  scrollPending_ = false;
  // The window the stop is in (the card, or its scrolling body); the ring's room included.
  const float ring = 8.0f, top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
  if (min.y - ring < top) ImGui::SetScrollFromPosY(min.y - ring - top, 0.0f);
  else if (max.y + ring > bottom) ImGui::SetScrollFromPosY(max.y + ring - top, 1.0f);
}

void CardFocus::drawRing(ImVec2 min, ImVec2 max) const {
  // Outside the stop, in the accent every theme keeps readable, so that it
  // shows on any fill (the chosen segment, a primary button).
  const float o = 4.0f;
  // A stop in the card's scrolling body fills its width: the ring may reach
  // past the body's sides (into the card's padding), not above or below it.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 top = ImGui::GetWindowPos();
  dl->PushClipRect(ImVec2(top.x - o - 2.0f, top.y), ImVec2(top.x + ImGui::GetWindowWidth() + o + 2.0f, top.y + ImGui::GetWindowHeight()));
  dl->AddRect(ImVec2(min.x - o, min.y - o), ImVec2(max.x + o, max.y + o), colors::kOrder, 12.0f, 0, 2.5f);
  dl->PopClipRect();
}

}  // namespace ui
