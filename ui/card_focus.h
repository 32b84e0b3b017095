// Keyboard use of a card (the New game and Share cards): its rows of choices
// and its buttons are stops, in the order they are drawn. Up and Down, or Tab and
// Shift+Tab, move between the stops; Left and Right change the focused row's
// choice, or move between buttons; Enter or Space presses a focused button.
// The focused stop gets a ring. Nothing is focused until such a key is
// pressed, so a card used with the mouse or by touch looks as before.
#pragma once
#include "imgui.h"

namespace ui {

class CardFocus {
 public:
  // When the card opens: nothing focused.
  void reset();
  // Before the card's stops are drawn, each frame: reads this frame's keys.
  void begin();
  // A row of choices drawn in [min, max]: -1 or +1 when Left or Right asks
  // to change it this frame, else 0.
  int choiceRow(ImVec2 min, ImVec2 max);
  // The button just drawn (the last item) as a stop: true when it was
  // `clicked`, or when it is focused, `enabled` and Enter or Space pressed it.
  bool button(bool clicked, bool enabled = true);
  // After the last stop.
  void end();
  // After the buttons: whether one of them has the focus (Enter is then
  // its own, not the card's).
  bool buttonFocused() const { return buttonFocused_; }

 private:
  void drawRing(ImVec2 min, ImVec2 max) const;
  // The focused stop, in [min, max]: its ring, and a scroll that brings it
  // into sight if the focus just moved there (the New game card's choices
  // scroll in a short window).
  void showFocused(ImVec2 min, ImVec2 max);
  int focused_ = -1;   // the stop with the ring (-1: none yet)
  int stops_ = 0;      // stops drawn so far this frame
  int lastStops_ = 0;  // stops drawn last frame
  int step_ = 0;       // this frame's move between stops (Up/Down, Tab)
  int change_ = 0;     // this frame's Left/Right
  bool press_ = false; // this frame's Enter or Space
  bool buttonMoved_ = false;  // Left/Right on a button already moved the focus
  bool buttonFocused_ = false;
  bool scrollPending_ = false;  // the focus moved: bring the stop into sight when drawn
};

}  // namespace ui
