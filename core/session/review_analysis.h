// A game review run through the analysis service, in its Review slot: one
// position at a time, in the background, so the app keeps playing and
// drawing while it fills in (the computer's and the hint's requests go first).
#pragma once
#include <optional>
#include <vector>

#include "session/batch_analysis.h"
#include "session/game_review.h"

namespace oc {

class ReviewAnalysis {
 public:
  ReviewAnalysis() = default;
  ReviewAnalysis(const ReviewAnalysis&) = delete;  // the solving batch points into it
  ReviewAnalysis& operator=(const ReviewAnalysis&) = delete;

  // Each position is solved within this budget: the values only, no distance.
  static constexpr double kMillisecondsPerPosition = 2000;

  // Begins reviewing the whole line of `game`: its moves and those undone
  // and still to redo (looking back does not shorten the game). A review
  // under way is dropped.
  void start(const Game& game, AnalysisService& service);
  void stop(AnalysisService& service);
  // Takes a finished position's value and asks for the next one. Call once a frame.
  void update(AnalysisService& service) { solving_.update(service); }

  bool active() const { return review_.has_value(); }
  bool running() const { return review_ && !review_->done(); }
  // The review (while active()): values so far, unknown where not yet solved.
  const GameReview& review() const { return *review_; }
  // Whether the review is of this game's whole line (a move played since makes it stale).
  bool covers(const Game& game) const;

 private:
  std::optional<GameReview> review_;
  std::vector<Move> moves_;
  BatchAnalysis solving_{kMillisecondsPerPosition};
};

}  // namespace oc
