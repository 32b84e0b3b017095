// The review of a game: the proven value of every position along it, and the
// moves where the mover threw a proven value away (a mistake: Order's win
// turned into a Chaos hold by Order's move, or Chaos's hold into Order's win
// by Chaos's move). A value the solver could not prove stays unknown, and a
// move next to an unknown value is never called a mistake.
//
// The review only keeps the values; who solves the positions is up to the
// caller (a Solver straight through in the CLI, the analysis service in the
// background in the app): ask nextPosition(), solve it, give the result to
// record().
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "game.h"
#include "search/verdict.h"
#include "session/batch_analysis.h"

namespace oc {

struct SolveResult;

struct ReviewedMove {
  int ply = 0;  // 1 for the game's first move
  Move move;
  Role mover = Role::Order;
  Verdict before = Verdict::Unknown;  // the position before the move
  Verdict after = Verdict::Unknown;   // the position after it
  bool mistake = false;
  // At a mistake: the move that kept the value, as the solver gave it for
  // the position before the move (unset if it gave none).
  std::optional<Move> better;
};

class GameReview : public PositionBatch {
 public:
  // Reviews the moves played in `game` (its history) from the position the
  // game started at: the empty board, or its set-up (Game::setupPly), whose
  // placements are not moves and are never reviewed.
  explicit GameReview(const Game& game);

  const Rules& rules() const { return rules_; }
  int positions() const { return static_cast<int>(values_.size()); }  // moves + 1
  // The first position reviewed: the set-up's (0 from the empty board).
  int firstPosition() const { return first_; }
  int solved() const { return solved_; }
  bool done() const { return solved_ == positions() - first_; }

  // The next position to solve (index = moves played before it; the last
  // position first), or nullopt when done.
  std::optional<int> nextPosition() const override;
  // The game after the first `index` moves.
  Game position(int index) const override;
  void record(int index, const SolveResult& result) override;

  // The value of the position after the first `index` moves (Unknown until
  // recorded, and where the solver could not prove it).
  Verdict value(int index) const { return values_[static_cast<std::size_t>(index)]; }
  bool recorded(int index) const { return recorded_[static_cast<std::size_t>(index)]; }

  // Every move of the history, set-up placements included (their values
  // stay unknown and they are never mistakes).
  std::vector<ReviewedMove> moves() const;
  int mistakes(Role mover) const;

 private:
  Rules rules_;
  std::vector<Move> history_;
  std::vector<Verdict> values_;             // per position
  std::vector<std::optional<Move>> best_;   // per position: the solver's move
  std::vector<bool> recorded_;
  int first_ = 0;
  int solved_ = 0;
};

// The values along the game in one word, a letter a position from the first
// reviewed one: 'o' Order wins, 'c' Chaos holds, '?' unproven, '.' not solved yet
// (the value strip of the app and its tests read it).
std::string valueStripText(const GameReview& review);

}  // namespace oc
