#include "game.h"

namespace oc {

namespace {

Rules usable(const Rules& r) { return Game::validateRules(r).empty() ? r : Rules{}; }

}  // namespace

const char* moveErrorText(MoveError e) {
  switch (e) {
    case MoveError::None: return "";
    case MoveError::OffBoard: return "that cell is not on the board";
    case MoveError::Occupied: return "that cell is already taken";
    case MoveError::GameOver: return "the game is over";
    case MoveError::UnknownKind: return "unknown token kind (use x for red or o for blue)";
  }
  return "";
}

std::string Game::validateRules(const Rules& r) {
  std::string error;
  if (!Geometry::make(r.size, r.lineLength, &error)) return error;
  if (r.variant != Variant::Classic && r.variant != Variant::ExactFive) return "unknown variant";
  if (r.firstPlayer != Role::Order && r.firstPlayer != Role::Chaos) return "unknown first player";
  return "";
}

Game::Game(const Rules& rules) : rules_(usable(rules)), geometry_(*Geometry::make(rules_.size, rules_.lineLength)) {
  outcome_ = evaluate(geometry_, rules_.variant, board_);
}

Role Game::toMove() const { return history_.size() % 2 == 0 ? rules_.firstPlayer : opponent(rules_.firstPlayer); }

MoveError Game::check(int cell, int kind) const {
  if (cell < 0 || cell >= geometry_.cellCount()) return MoveError::OffBoard;
  if (kind != 0 && kind != 1) return MoveError::UnknownKind;
  if (outcome_.over()) return MoveError::GameOver;
  if (!board_.isEmpty(cell)) return MoveError::Occupied;
  return MoveError::None;
}

void Game::apply(Move m) {
  board_.place(m);
  history_.push_back(m);
  outcome_ = evaluate(geometry_, rules_.variant, board_);
}

MoveError Game::play(Move m) {
  const MoveError e = check(m);
  if (e != MoveError::None) return e;
  apply(m);
  redo_.clear();
  return MoveError::None;
}

bool Game::undo() {
  if (!canUndo()) return false;
  const Move m = history_.back();
  history_.pop_back();
  board_.remove(m.cell);
  redo_.push_back(m);
  outcome_ = evaluate(geometry_, rules_.variant, board_);
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  const Move m = redo_.back();
  redo_.pop_back();
  apply(m);
  return true;
}

void Game::restart() { *this = Game(rules_); }

bool Game::markSetup(int plies) {
  if (plies < 0 || plies > moveCount()) return false;
  setupPly_ = plies;
  return true;
}

}  // namespace oc
