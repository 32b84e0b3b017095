// The proven value after each move of a position: what the analysis board
// marks as the side to move's winning moves (Order's moves after which Order
// still wins; Chaos's moves after which Chaos still holds), all of them, not
// only the solver's choice. Who solves the positions is up to the caller, as
// for a game review: ask nextPosition(), solve it, give the result to record().
#pragma once
#include <vector>

#include "game.h"
#include "search/verdict.h"
#include "session/batch_analysis.h"

namespace oc {

class MoveValues : public PositionBatch {
 public:
  // Every legal move of `game` (each empty cell, each kind); none once the game is over.
  explicit MoveValues(const Game& game);

  Role mover() const { return mover_; }
  int count() const { return static_cast<int>(moves_.size()); }
  const Move& move(int index) const { return moves_[static_cast<std::size_t>(index)]; }
  int solved() const { return solved_; }
  bool done() const { return solved_ == count(); }

  // Moves in order: the cells near the middle first, where winning moves
  // usually are, so the board fills in from there.
  std::optional<int> nextPosition() const override;
  // The game after move `index`.
  Game position(int index) const override;
  void record(int index, const SolveResult& result) override;

  // Unknown until recorded, and where the solver could not prove it.
  Verdict value(int index) const { return values_[static_cast<std::size_t>(index)]; }
  bool recorded(int index) const { return recorded_[static_cast<std::size_t>(index)]; }
  // The moves proven to keep the mover's win (Order) or hold (Chaos), and
  // those proven to throw it away, so far.
  std::vector<Move> winning() const { return movesValued(mover_ == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds); }
  std::vector<Move> losing() const { return movesValued(mover_ == Role::Order ? Verdict::ChaosHolds : Verdict::OrderWins); }

 private:
  std::vector<Move> movesValued(Verdict v) const;
  Game game_;
  Role mover_;
  std::vector<Move> moves_;
  std::vector<Verdict> values_;
  std::vector<bool> recorded_;
  int solved_ = 0;
};

}  // namespace oc
