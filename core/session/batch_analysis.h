// Many positions solved one after another in the analysis service's Review
// slot, in the background: the computer's and the hint's requests go first,
// and the app keeps playing and drawing while the values fill in. A game
// review and the analysis board's move values are such batches.
#pragma once
#include <cstdint>
#include <optional>

#include "session/analysis.h"

namespace oc {

// What a batch solves: the next position it wants, and where the value goes.
class PositionBatch {
 public:
  virtual ~PositionBatch() = default;
  virtual std::optional<int> nextPosition() const = 0;  // nullopt: all solved
  virtual Game position(int index) const = 0;
  virtual void record(int index, const SolveResult& result) = 0;
};

class BatchAnalysis {
 public:
  // Each position is solved within this budget: the verdict only, no distance.
  explicit BatchAnalysis(double millisecondsPerPosition) : milliseconds_(millisecondsPerPosition) {}

  // Begins on `batch` (which must outlive the run or be stopped first),
  // dropping the batch under way.
  void start(PositionBatch& batch, AnalysisService& service);
  void stop(AnalysisService& service);
  // Takes a finished position's value and asks for the next one. Call once a frame.
  void update(AnalysisService& service);

 private:
  void ask(AnalysisService& service);
  PositionBatch* batch_ = nullptr;
  double milliseconds_;
  std::uint64_t tag_ = 0;
  int asked_ = -1;  // the position asked for, or -1
};

}  // namespace oc
