#include "search/helper_search.h"

#include <vector>

namespace oc {

HelperSearch::HelperSearch(std::size_t proofTableBytes) : table_(proofTableBytes) {}

HelperSearch::~HelperSearch() { stop(); }

void HelperSearch::clearTables() {
  stop();
  if (!used_) return;  // (a benchmark clears the tables before every position)
  used_ = false;
  table_.clear();  // (the centre game's is the main search's: it clears it)
  if (search_) search_->forgetKillers();
}

void HelperSearch::start(const Rules& rules, const Board& board, RootMoveValues& shared,
                         CentreTable& centreTable, std::chrono::steady_clock::time_point deadline) {
  stop();
  if (!rules_ || !(*rules_ == rules) || &certificate_->centreTable() != &centreTable) {
    rules_ = rules;
    const Geometry g = *Geometry::make(rules.size, rules.lineLength);
    certificate_ = std::make_unique<OrderCertificate>(g, rules.variant, centreTable);
    certificate_->setCancel(&cancel_);
    search_ = std::make_unique<ProofSearch>(rules, table_, *certificate_);
    search_->setCancel(&cancel_);
  }
  shared_ = &shared;
  search_->shareRootMoves(shared_);
  cancel_.store(false);
  nodes_ = 0;
  used_ = true;
#if !defined(__EMSCRIPTEN__)
  thread_ = std::thread([this, board, deadline] { run(board, deadline); });
#else
  (void)board;
  (void)deadline;
#endif
}

std::uint64_t HelperSearch::stop() {
  if (!thread_.joinable()) return 0;
  cancel_.store(true);
  thread_.join();
  return nodes_;
}

void HelperSearch::run(Board board, std::chrono::steady_clock::time_point deadline) {
  search_->setRoot(board);
  std::vector<ProofSearch::MoveValue> replies = search_->rootMoves();  // in the main search's move order
  for (auto it = replies.rbegin(); it != replies.rend() && !cancel_.load(std::memory_order_relaxed); ++it) {
    if (shared_->get(it->move) != ProofValue::Unknown) continue;  // settled by the main search (or here, by a transposition)
    const ProofValue v = search_->valueAfter(it->move, ~std::uint64_t{0}, deadline);
    if (v == ProofValue::Unknown || shared_->get(it->move) != ProofValue::Unknown) continue;
    shared_->set(it->move, v);
    shared_->countHelperMove();
    if (v == ProofValue::ChaosHolds) break;  // the root is settled: Chaos holds
  }
  nodes_ = search_->nodes();
}

}  // namespace oc
