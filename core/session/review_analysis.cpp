#include "session/review_analysis.h"

namespace oc {

void ReviewAnalysis::start(const Game& game, AnalysisService& service) {
  stop(service);
  moves_ = game.history();
  moves_.insert(moves_.end(), game.redoStack().rbegin(), game.redoStack().rend());
  Game whole(game.rules());
  for (const Move& m : moves_) whole.play(m);
  whole.markSetup(game.setupPly());
  review_.emplace(whole);
  solving_.start(*review_, service);
}

void ReviewAnalysis::stop(AnalysisService& service) {
  solving_.stop(service);
  review_.reset();
  moves_.clear();
}

bool ReviewAnalysis::covers(const Game& game) const {
  if (!review_ || game.rules() != review_->rules()) return false;
  std::vector<Move> line = game.history();
  line.insert(line.end(), game.redoStack().rbegin(), game.redoStack().rend());
  return line == moves_;
}

}  // namespace oc
