#include "search/helper_search.h"

#include "search/search_limit.h"

namespace oc {

HelperSearch::HelperSearch(std::size_t proofTableBytes, std::size_t ownCentreTableBytes)
    : table_(proofTableBytes), ownCentreTableBytes_(ownCentreTableBytes) {}

HelperSearch::~HelperSearch() { stop(); }

void HelperSearch::clearTables() {
  stop();
  if (!used_) return;  // (a benchmark clears the tables before every position)
  used_ = false;
  table_.clear();
  // A shared centre-game table is the main search's: it clears it.
  if (certificate_ && !centreTable_) certificate_->clearTable();
  if (search_) search_->forgetKillers();
}

// The searches belong to one set of rules and one centre-game table.
void HelperSearch::prepare(const Rules& rules, CentreTable* centreTable) {
  if (rules_ && *rules_ == rules && certificate_ && centreTable_ == centreTable) return;
  rules_ = rules;
  centreTable_ = centreTable;
  const Geometry g = *Geometry::make(rules.size, rules.lineLength);
  certificate_ = centreTable ? std::make_unique<OrderCertificate>(g, rules.variant, *centreTable)
                             : std::make_unique<OrderCertificate>(g, rules.variant, ownCentreTableBytes_);
  certificate_->setCancel(&cancel_);
  search_ = std::make_unique<ProofSearch>(rules, table_, *certificate_);
  search_->setCancel(&cancel_);
}

void HelperSearch::begin(const Rules& rules, const Board& board, RootMoveValues& shared, CentreTable* centreTable) {
  stop();
  prepare(rules, centreTable);
  shared_ = &shared;
  search_->shareRootMoves(shared_);
  cancel_.store(false);
  nodes_ = 0;
  used_ = true;
  search_->setRoot(board);
  moves_ = search_->rootMoves();  // in the main search's move order
  left_ = moves_.size();
}

bool HelperSearch::work(std::chrono::steady_clock::time_point deadline) {
  while (left_ > 0 && !cancel_.load(std::memory_order_relaxed)) {
    const Move m = moves_[left_ - 1].move;
    // Skipped, or left, once the main search (or a transposition here) has settled it.
    if (shared_->get(m) == ProofValue::Unknown) {
      const ProofValue v = search_->valueAfter(m, ~std::uint64_t{0}, deadline);
      if (shared_->get(m) == ProofValue::Unknown) {
        if (v == ProofValue::Unknown) {
          if (deadlinePassed(deadline)) break;  // this move again at the next slice
        } else {
          shared_->set(m, v);
          shared_->countHelperMove();
          // A move that wins for the root's mover settles the root.
          if (v == (search_->orderToMove() ? ProofValue::OrderWins : ProofValue::ChaosHolds)) left_ = 0;
        }
      }
    }
    if (left_ > 0) --left_;
  }
  nodes_ = search_->nodes();
  return left_ == 0 || cancel_.load(std::memory_order_relaxed);
}

void HelperSearch::start(const Rules& rules, const Board& board, RootMoveValues& shared,
                         CentreTable& centreTable, std::chrono::steady_clock::time_point deadline) {
  begin(rules, board, shared, &centreTable);
#if !defined(__EMSCRIPTEN__)
  thread_ = std::thread([this, deadline] { work(deadline); });
#else
  (void)deadline;
#endif
}

std::uint64_t HelperSearch::stop() {
  if (!thread_.joinable()) return 0;
  cancel_.store(true);
  thread_.join();
  return nodes_;
}

}  // namespace oc
