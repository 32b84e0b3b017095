#include "search/helper_search.h"

#include <algorithm>
#include <thread>

#include "rules.h"
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
  geometry_ = g;
  certificate_ = centreTable ? std::make_unique<OrderCertificate>(g, rules.variant, *centreTable)
                             : std::make_unique<OrderCertificate>(g, rules.variant, ownCentreTableBytes_);
  certificate_->setCancel(&cancel_);
  search_ = std::make_unique<ProofSearch>(rules, table_, *certificate_);
  search_->setCancel(&cancel_);
  replySearch_.reset();  // made when first needed (helpBelowMainMove)
}

void HelperSearch::begin(const Rules& rules, const Board& board, RootMoveValues& shared, CentreTable* centreTable) {
  stop();
  prepare(rules, centreTable);
  shared_ = &shared;
  search_->shareRootMoves(shared_);
  cancel_.store(false);
  nodes_ = 0;
  replyNodes_ = 0;
  used_ = true;
  root_ = board;
  search_->setRoot(board);
  moves_ = search_->rootMoves();  // in the main search's move order
  tried_.assign(moves_.size(), false);
  settledRoot_ = false;
  besideMain_ = false;
  replyLine_.clear();
  if (replySearch_) replySearch_->setRoot(board);  // its nodes count from here
}

void HelperSearch::settleRootMove(Move m, ProofValue v) {
  if (shared_->get(m) != ProofValue::Unknown) return;  // the main search was first
  shared_->set(m, v);
  shared_->countHelperMove();
  // A move that wins for the root's mover settles the root.
  if (v == (search_->orderToMove() ? ProofValue::OrderWins : ProofValue::ChaosHolds)) settledRoot_ = true;
}

int HelperSearch::nextRootMove() {
  const int n = static_cast<int>(moves_.size());
  const auto open = [&](int i) {
    if (tried_[i]) return false;
    if (shared_->get(moves_[i].move) == ProofValue::Unknown) return true;
    tried_[i] = true;  // the main search (or a transposition here) has settled it
    return false;
  };
  if (!besideMain_) {
    for (int i = n - 1; i >= 0; --i)
      if (open(i)) return i;
    return -1;
  }
  for (int k = 1; k <= n; ++k) {  // the second move on, the first last
    const int i = k % n;
    if (open(i) && !shared_->isWorking(RootMoveValues::Work::MainRoot, moves_[i].move)) return i;
  }
  return -1;
}

bool HelperSearch::helpBelowMainMove(std::chrono::steady_clock::time_point deadline) {
  Move path[RootMoveValues::kPathDepth];
  int length = shared_->mainPath(path);
  if (length == 0 || shared_->get(path[0]) != ProofValue::Unknown) return false;
  // Only as far as the moves can be played (a path read while the main
  // search moved on may mix two of its paths) and the game goes on.
  const Geometry& g = *geometry_;
  Board b = root_;
  for (int d = 0; d < length; ++d) {
    if (!b.isEmpty(path[d].cell)) {
      length = d;
      break;
    }
    b.place(path[d]);
    if (evaluate(g, rules_->variant, b).over()) {
      length = d;
      break;
    }
  }
  // Two moves below the root first: where the root's mover loses (the
  // usual case by now, every other root move having been settled), the
  // main search's root move needs one refuting reply, the one it works on,
  // and that reply needs every move after it refuted (docs/solver.md).
  for (int level : {2, 1})
    if (level <= length && helpAt(path, level, length, deadline)) return true;
  return false;
}

bool HelperSearch::helpAt(const Move* path, int level, int length, std::chrono::steady_clock::time_point deadline) {
  if (level > 1 && shared_->getAfter(path, level) != ProofValue::Unknown) return false;  // settled already
  if (!replySearch_) {
    replySearch_ = std::make_unique<ProofSearch>(*rules_, table_, *certificate_);
    replySearch_->setCancel(&cancel_);
  }
  if (!std::equal(path, path + level, replyLine_.begin(), replyLine_.end())) {
    Board node = root_;
    for (int d = 0; d < level; ++d) node.place(path[d]);
    replyNodes_ += replySearch_->nodes();
    replySearch_->setRoot(node);
    replies_ = replySearch_->rootMoves();
    replyLine_.assign(path, path + level);
  }
  // Where the node's value is kept: the root move's, or the line's.
  const auto settle = [&](ProofValue v) {
    if (level == 1) settleRootMove(path[0], v);
    else shared_->setAfter(path, level, v);
  };
  // The value the node's mover wins with.
  const ProofValue moverWins = replySearch_->orderToMove() ? ProofValue::OrderWins : ProofValue::ChaosHolds;
  const ProofValue moverLoses = moverWins == ProofValue::OrderWins ? ProofValue::ChaosHolds : ProofValue::OrderWins;
  // From the last move, keeping off the main search's.
  Move line[RootMoveValues::kPathDepth + 1];
  std::copy(path, path + level, line);
  int pick = -1, lost = 0;
  for (int i = static_cast<int>(replies_.size()) - 1; i >= 0; --i) {
    ProofValue v = replies_[i].value;
    line[level] = replies_[i].move;
    if (v == ProofValue::Unknown) v = shared_->getAfter(line, level + 1);
    if (v == moverWins) {
      settle(moverWins);
      return true;
    }
    if (v == moverLoses) {
      ++lost;
      continue;
    }
    if (pick < 0 && !(level < length && path[level] == replies_[i].move)) pick = i;
  }
  if (lost == static_cast<int>(replies_.size())) {  // every move loses: so does the node
    settle(moverLoses);
    return true;
  }
  if (pick < 0) return false;
  // In pieces of time, so that the helper follows the main search when it
  // moves on (a node limit would cut the certificates' budgets short).
  auto pieceEnd = std::chrono::steady_clock::now() + kReplyPiece;
  if (deadline != std::chrono::steady_clock::time_point{} && deadline < pieceEnd) pieceEnd = deadline;
  const ProofValue v = replySearch_->valueAfter(replies_[pick].move, ~std::uint64_t{0}, pieceEnd);
  if (v != ProofValue::Unknown) {
    replies_[pick].value = v;
    line[level] = replies_[pick].move;
    shared_->setAfter(line, level + 1, v);
  }
  return true;
}

bool HelperSearch::work(std::chrono::steady_clock::time_point deadline) {
  while (!settledRoot_ && !cancel_.load(std::memory_order_relaxed)) {
    const int pick = nextRootMove();
    if (pick < 0) {
      // Every move tried. (Beside a main search only on a thread: the
      // browser's builds leave out the work below its move.)
      if (!kThreadsBuilt || !besideMain_) break;
      // Below the main search's move, else a moment's wait for it to move on.
      const bool helped = helpBelowMainMove(deadline);
      if (deadlinePassed(deadline)) break;  // (a piece cut short goes on at the next slice)
      if (!helped) {
        if (!shared_->working(RootMoveValues::Work::MainRoot, nullptr)) break;  // no main search: done
        std::this_thread::sleep_for(std::chrono::microseconds(200));
      }
      continue;
    }
    const Move m = moves_[pick].move;
    if (besideMain_) shared_->setWorking(RootMoveValues::Work::HelperRoot, m);
    const ProofValue v = search_->valueAfter(m, ~std::uint64_t{0}, deadline);
    if (besideMain_) shared_->clearWorking(RootMoveValues::Work::HelperRoot);
    if (v == ProofValue::Unknown) {
      if (deadlinePassed(deadline)) break;  // this move again at the next slice
      continue;
    }
    tried_[pick] = true;
    settleRootMove(m, v);
  }
  nodes_ = search_->nodes() + replyNodes_ + (replySearch_ ? replySearch_->nodes() : 0);
  bool everyMove = true;
  for (bool t : tried_) everyMove = everyMove && t;
  return settledRoot_ || everyMove || cancel_.load(std::memory_order_relaxed);
}

void HelperSearch::start(const Rules& rules, const Board& board, RootMoveValues& shared,
                         CentreTable& centreTable, std::chrono::steady_clock::time_point deadline) {
  begin(rules, board, shared, &centreTable);
  besideMain_ = true;
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
