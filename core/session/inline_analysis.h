// The analysis service on the caller's thread: the command line and the
// tests use it, giving it time with work().
#pragma once
#include "session/analysis.h"
#include "search/solver.h"

namespace oc {

// Solves on the caller's thread, in slices given by work(): the player's
// slot first.
class InlineAnalysisService : public AnalysisService {
 public:
  explicit InlineAnalysisService(std::size_t tableBytes = std::size_t{16} << 20);
  ~InlineAnalysisService() override;
  void request(AnalysisSlot slot, const AnalysisRequest& r) override;
  void cancel(AnalysisSlot slot) override;
  std::optional<AnalysisReply> take(AnalysisSlot slot) override;
  void work(double milliseconds) override;
  bool busy() const override;
  bool background() const override { return false; }

 private:
  struct Pending {
    std::optional<AnalysisRequest> request;
    bool started = false;
    std::optional<AnalysisReply> reply;
  };
  Solver solver_;
  std::array<Pending, kAnalysisSlots> slots_;
  int solving_ = -1;  // the slot the solver works on
};

}  // namespace oc
