// The analysis service: positions solved away from the caller's frame. The
// UI asks for a position (for the computer player's move, the hint, or a game review)
// and takes the reply when it is ready; it never waits. Implementations:
// InlineAnalysisService (inline_analysis.h: slices on the caller's thread,
// for the command line and the tests), a thread on the desktop and a Web
// Worker in the browser (ui/platform/). Each slot holds one request: a new one
// replaces the old, whose reply then never comes.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game.h"
#include "search/solver.h"

namespace oc {

// In priority order: a service works on the first slot that holds a request,
// and a request in an earlier slot interrupts work on a later one.
enum class AnalysisSlot : std::uint8_t { Player, Hint, Review };
constexpr int kAnalysisSlots = 3;

struct AnalysisRequest {
  std::uint64_t tag = 0;  // the asker's own number for it, given back with the reply
  Rules rules;
  std::vector<Move> moves;
  SolveBudget budget;
};

struct AnalysisReply {
  std::uint64_t tag = 0;
  SolveResult result;
};

class AnalysisService {
 public:
  virtual ~AnalysisService() = default;
  // Asks for a position in a slot, dropping what the slot asked before.
  virtual void request(AnalysisSlot slot, const AnalysisRequest& r) = 0;
  virtual void cancel(AnalysisSlot slot) = 0;
  // The reply to the slot's request, once (nullopt until it is ready).
  virtual std::optional<AnalysisReply> take(AnalysisSlot slot) = 0;
  // Gives the service `milliseconds` of the caller's thread: only the
  // inline service uses it.
  virtual void work(double milliseconds) { (void)milliseconds; }
  // Whether a request is still being worked on.
  virtual bool busy() const = 0;
  // Whether the work happens on another thread (else work() does it).
  virtual bool background() const = 0;
  // Something the player should know about the service itself (that it
  // runs slower than usual, say), once; empty if nothing.
  virtual std::string takeNotice() { return {}; }
};

AnalysisRequest analysisRequest(const Game& game, SolveBudget budget, std::uint64_t tag);

}  // namespace oc
