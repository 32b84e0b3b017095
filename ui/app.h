// The front end's state: the game (owned by core, changed only through its
// play/undo/redo/restart), the colour the player places, the keyboard cursor,
// and the transient feedback (message, placement animation, notices). Input
// code calls the actions below; drawing code only reads.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "game.h"
#include "imgui.h"
#include "layout.h"

namespace ui {

class App {
 public:
  App(oc::Game game, std::vector<std::string> notices);

  const oc::Game& game() const { return game_; }

  // Actions. A refused one shows a message near the board (never silent).
  void play(int cell, oc::Kind kind);
  void playAtCursor(oc::Kind kind) { play(cursor, kind); }
  void undo();
  void redo();
  void startNew(const oc::Rules& rules);
  void moveCursor(int dRow, int dCol);
  void select(oc::Kind kind) { selected = kind; }
  void showMessage(std::string text);
  void dismissNotices() { notices.clear(); }

  // Read by the views.
  double now = 0;  // seconds, set each frame
  oc::Kind selected = oc::Kind::X;
  int cursor = 0;
  bool cursorShown = false;  // once the keyboard is used
  std::string message;       // the last refusal or hint, fading out
  double messageTime = -1e9;
  std::vector<std::string> notices;  // e.g. problems in the URL that opened the game
  int animCell = -1;                 // the cell whose token is scaling in
  double animStart = -1e9;
  bool bannerDismissed = false;      // the result banner was closed by the player
  bool setupRequested = false;       // the set-up dialog should open
  Layout layout;                     // this frame's layout
  // Centres of named controls, recorded while drawing (test hook for clicks).
  std::map<std::string, ImVec2> targets;

 private:
  void afterChange();
  oc::Game game_;
};

}  // namespace ui
