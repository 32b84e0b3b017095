#include "session/review_analysis.h"

namespace oc {

void ReviewAnalysis::start(const Game& game, AnalysisService& service) {
  stop(service);
  moves_ = game.history();
  moves_.insert(moves_.end(), game.redoStack().rbegin(), game.redoStack().rend());
  Game whole(game.rules());
  for (const Move& m : moves_) whole.play(m);
  review_.emplace(whole);
  ask(service);
}

void ReviewAnalysis::stop(AnalysisService& service) {
  if (asked_ >= 0) service.cancel(AnalysisSlot::Review);
  review_.reset();
  moves_.clear();
  asked_ = -1;
}

bool ReviewAnalysis::covers(const Game& game) const {
  if (!review_ || game.rules() != review_->rules()) return false;
  std::vector<Move> line = game.history();
  line.insert(line.end(), game.redoStack().rbegin(), game.redoStack().rend());
  return line == moves_;
}

void ReviewAnalysis::update(AnalysisService& service) {
  if (!review_ || asked_ < 0) return;
  if (std::optional<AnalysisReply> reply = service.take(AnalysisSlot::Review)) {
    if (reply->tag != tag_) return;  // an older request's
    review_->record(asked_, reply->result);
    asked_ = -1;
    ask(service);
  }
}

void ReviewAnalysis::ask(AnalysisService& service) {
  const std::optional<int> next = review_->nextPosition();
  if (!next) return;
  asked_ = *next;
  service.request(AnalysisSlot::Review,
                  analysisRequest(review_->position(asked_), SolveBudget{~std::uint64_t{0}, kMillisecondsPerPosition, 0}, ++tag_));
}

}  // namespace oc
