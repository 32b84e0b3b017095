#include "session/analysis.h"

namespace oc {

AnalysisRequest analysisRequest(const Game& game, SolveBudget budget, std::uint64_t tag) {
  return AnalysisRequest{tag, game.rules(), game.history(), budget};
}

}  // namespace oc
