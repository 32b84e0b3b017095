// A game in progress: the rules, the board, whose turn it is, the move
// history with undo and redo, and the result. Every change goes through
// play/undo/redo, and a refused move changes nothing.
#pragma once
#include <string>
#include <vector>

#include "rules.h"

namespace oc {

enum class MoveError : std::uint8_t { None, OffBoard, Occupied, GameOver, UnknownKind };

// A player-facing sentence for a refusal ("that cell is already taken", ...).
const char* moveErrorText(MoveError e);

class Game {
 public:
  Game() : Game(Rules{}) {}
  // The rules must be valid (see validateRules); invalid ones fall back to the standard game.
  explicit Game(const Rules& rules);

  // Empty string when the rules describe a playable game, else why not.
  static std::string validateRules(const Rules& rules);

  const Rules& rules() const { return rules_; }
  const Geometry& geometry() const { return geometry_; }
  const Board& board() const { return board_; }
  const Outcome& outcome() const { return outcome_; }
  bool over() const { return outcome_.over(); }

  // Whose turn it is (also defined once the game is over: who would move next).
  Role toMove() const;
  int moveCount() const { return static_cast<int>(history_.size()); }
  const std::vector<Move>& history() const { return history_; }
  // Moves undone and not yet replayed, the next redo last.
  const std::vector<Move>& redoStack() const { return redo_; }

  // Why a move would be refused, or MoveError::None. Takes the kind as a raw
  // number so that a corrupt value from outside is caught here too.
  MoveError check(int cell, int kind) const;
  MoveError check(Move m) const { return check(m.cell, kindIndex(m.kind)); }

  // Plays a legal move and clears the redo stack; an illegal one changes nothing.
  MoveError play(Move m);

  bool canUndo() const { return moveCount() > setupPly_; }
  bool canRedo() const { return !redo_.empty(); }
  bool undo();
  bool redo();

  // Starts again with the same rules.
  void restart();

  // A position set up by hand (the analysis board) is reached by playing its
  // tokens as the game's first moves; markSetup(n) says that the first n
  // moves of the history are that set-up, not moves of the game: undo stops
  // there and a review starts there. False (nothing changes) if the history
  // is shorter than n.
  bool markSetup(int plies);
  int setupPly() const { return setupPly_; }

 private:
  void apply(Move m);
  Rules rules_;
  Geometry geometry_;
  Board board_;
  Outcome outcome_;
  std::vector<Move> history_;
  std::vector<Move> redo_;
  int setupPly_ = 0;
};

}  // namespace oc
