#include "app.h"

#include <utility>

#include "notation.h"

namespace ui {

App::App(oc::Game game, std::vector<std::string> notices_) : notices(std::move(notices_)), game_(std::move(game)) {
  const int n = game_.geometry().size();
  cursor = game_.geometry().index((n - 1) / 2, (n - 1) / 2);
}

void App::showMessage(std::string text) {
  message = std::move(text);
  messageTime = now;
}

void App::afterChange() {
  bannerDismissed = false;
  if (game_.moveCount() > 0) {
    animCell = game_.history().back().cell;
    animStart = now;
  } else {
    animCell = -1;
  }
}

void App::play(int cell, oc::Kind kind) {
  const oc::MoveError e = game_.play(oc::Move{cell, kind});
  if (e == oc::MoveError::None) {
    afterChange();
    return;
  }
  std::string text = oc::moveErrorText(e);
  if (!text.empty()) text[0] = static_cast<char>(text[0] - 'a' + 'A');
  if (e == oc::MoveError::Occupied) text = oc::cellName(game_.geometry(), cell) + ": " + oc::moveErrorText(e);
  if (e == oc::MoveError::GameOver) text += " \xE2\x80\x94 undo or start a new game";
  showMessage(text);
}

void App::undo() {
  if (!game_.undo()) {
    showMessage("Nothing to undo");
    return;
  }
  bannerDismissed = false;
  animCell = -1;
}

void App::redo() {
  if (!game_.redo()) {
    showMessage("Nothing to redo");
    return;
  }
  afterChange();
}

void App::startNew(const oc::Rules& rules) {
  game_ = oc::Game(rules);
  const int n = game_.geometry().size();
  cursor = game_.geometry().index((n - 1) / 2, (n - 1) / 2);
  animCell = -1;
  bannerDismissed = false;
  message.clear();
  messageTime = -1e9;
}

void App::moveCursor(int dRow, int dCol) {
  const oc::Geometry& g = game_.geometry();
  const int n = g.size();
  const int row = (g.row(cursor) + dRow + n) % n;
  const int col = (g.col(cursor) + dCol + n) % n;
  cursor = g.index(row, col);
  cursorShown = true;
}

}  // namespace ui
