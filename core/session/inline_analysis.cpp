#include "session/inline_analysis.h"

#include <chrono>

namespace oc {

namespace {
// Solver nodes between looks at the clock: well under a millisecond.
constexpr std::uint64_t kSliceNodes = 2'000;
}  // namespace

InlineAnalysisService::InlineAnalysisService(std::size_t tableBytes) : solver_(tableBytes) {}
InlineAnalysisService::~InlineAnalysisService() = default;

void InlineAnalysisService::request(AnalysisSlot slot, const AnalysisRequest& r) {
  const int i = static_cast<int>(slot);
  if (solving_ == i) solving_ = -1;  // the solver's work on the old request is dropped
  slots_[static_cast<std::size_t>(i)] = Pending{r, false, std::nullopt};
}

void InlineAnalysisService::cancel(AnalysisSlot slot) {
  const int i = static_cast<int>(slot);
  if (solving_ == i) solving_ = -1;
  slots_[static_cast<std::size_t>(i)] = Pending{};
}

std::optional<AnalysisReply> InlineAnalysisService::take(AnalysisSlot slot) {
  Pending& p = slots_[static_cast<std::size_t>(slot)];
  std::optional<AnalysisReply> reply = std::move(p.reply);
  p.reply.reset();
  return reply;
}

bool InlineAnalysisService::busy() const {
  for (const Pending& p : slots_)
    if (p.request) return true;
  return false;
}

void InlineAnalysisService::work(double milliseconds) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point end = Clock::now() + std::chrono::microseconds(static_cast<std::int64_t>(milliseconds * 1000));
  while (Clock::now() < end) {
    // A request in an earlier slot interrupts the work on a later one (which starts again later).
    for (int i = 0; i < solving_; ++i)
      if (slots_[static_cast<std::size_t>(i)].request) solving_ = -1;
    if (solving_ < 0) {
      for (int i = 0; i < kAnalysisSlots && solving_ < 0; ++i) {
        Pending& p = slots_[static_cast<std::size_t>(i)];
        if (!p.request) continue;
        Game game(p.request->rules);
        for (const Move& m : p.request->moves) game.play(m);
        solver_.start(game, p.request->budget);
        p.started = true;
        solving_ = i;
      }
      if (solving_ < 0) return;
    }
    if (solver_.step(kSliceNodes)) {
      Pending& p = slots_[static_cast<std::size_t>(solving_)];
      p.reply = AnalysisReply{p.request->tag, solver_.result()};
      p.request.reset();
      solving_ = -1;
    }
  }
}

}  // namespace oc
