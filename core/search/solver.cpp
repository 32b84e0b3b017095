#include "search/solver.h"

#include <algorithm>

#include "search/helper_search.h"
#include "search/strategy_certificate.h"

namespace oc {

namespace {

using Clock = std::chrono::steady_clock;

// Looking for the move behind a proven value, per candidate move.
constexpr std::uint64_t kMoveNodes = 20'000;

// a + b, saturating: budgets may be "unlimited" (all ones).
std::uint64_t plus(std::uint64_t a, std::uint64_t b) { return b > ~std::uint64_t{0} - a ? ~std::uint64_t{0} : a + b; }
std::uint64_t minus(std::uint64_t a, std::uint64_t b) { return a > b ? a - b : 0; }

int orderMovesLeft(const Game& game) {
  const int empty = game.geometry().cellCount() - game.board().count();
  return game.toMove() == Role::Order ? (empty + 1) / 2 : empty / 2;
}

}  // namespace

Solver::Solver(std::size_t tableBytes)
    : tableBytes_(tableBytes), proofTable_(tableBytes / 4), distanceTable_(tableBytes / 8) {
  line_.reserve(kMaxCells);  // the line never allocates while it grows
}
// The helper's thread reads sharedRoot_, which is destroyed before helper_:
// it is stopped first.
Solver::~Solver() {
  if (helper_) helper_->stop();
}

// Time-limited searches only: one with a node budget alone stays
// deterministic, and so single-threaded.
bool Solver::helperWanted() const {
  return !helperStarted_ && budget_.threads >= 2 && budget_.milliseconds > 0 && proof_ &&
         (remoteHelper_ || HelperSearch::available());
}

void Solver::startHelper() {
  if (helper_) helper_->stop();  // the last position's, if it is still winding down
  sharedRoot_.clear();
  proof_->shareRootMoves(&sharedRoot_, true);
  helperStarted_ = true;
  // The caller starts a remote one (helpWanted()); a native one was made
  // in start(), before the clock.
  if (remoteHelper_ || !helper_) return;
  helper_->start(*rules_, game_.board(), sharedRoot_, certificate_->centreTable(), deadline());
}

// The proof is over: the helper is told to stop (its thread is joined at the
// next start, so the result does not wait for it).
void Solver::releaseHelper() {
  if (!helperStarted_) return;
  proof_->shareRootMoves(nullptr);
  if (helper_) helper_->requestStop();
  result_.helperMoves = sharedRoot_.settledByHelper();
}

std::size_t Solver::tableBytes() const {
  return proofTable_.bytes() + distanceTable_.bytes() + (certificate_ ? certificate_->tableBytes() : 0);
}

void Solver::clearTables() {
  if (helper_) helper_->clearTables();
  proofTable_.clear();
  distanceTable_.clear();
  if (certificate_) certificate_->clearTable();
  if (proof_) proof_->forgetKillers();
}

// The searches belong to one set of rules; they and the centre game's table
// are kept while the rules stay the same.
void Solver::prepare(const Rules& rules) {
  if (rules_ && *rules_ == rules) return;
  rules_ = rules;
  const Geometry g = *Geometry::make(rules.size, rules.lineLength);
  certificate_ = std::make_unique<OrderCertificate>(g, rules.variant, tableBytes_ / 2);
  proof_ = std::make_unique<ProofSearch>(rules, proofTable_, *certificate_);
  distance_ = std::make_unique<WinDistance>(rules, distanceTable_);
}

Clock::time_point Solver::deadline() const {
  return budget_.milliseconds > 0 ? started_ + std::chrono::microseconds(static_cast<std::int64_t>(budget_.milliseconds * 1000))
                                  : Clock::time_point{};
}

std::uint64_t Solver::nodesSoFar() const { return result_.nodes; }

bool Solver::outOfBudget() const {
  return nodesSoFar() >= budget_.nodes || (budget_.milliseconds > 0 && Clock::now() >= deadline());
}

void Solver::start(const Game& game, SolveBudget budget) {
  releaseHelper();
  if (helper_) helper_->stop();
  helperStarted_ = false;
  result_ = SolveResult{};
  budget_ = budget;
  game_ = game;
  line_.clear();
  // The tables a new solver or new rules need are made before the clock
  // starts: making them (the kernel zeroing their pages on first touch) took
  // 4 ms of a first solve's second, and 40-60 ms at times, a cost of the
  // process and not of the position (docs/solver.md, "The pipeline").
  prepare(game.rules());
  if (helperWanted() && !remoteHelper_ && !helper_) helper_ = std::make_unique<HelperSearch>(tableBytes_ / 4);
  started_ = Clock::now();
  running_ = true;
  phase_ = Phase::Proof;
  if (game.over()) {
    result_.verdict = game.outcome().winner == Winner::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
    result_.method = ProofMethod::GameOver;
    if (result_.verdict == Verdict::OrderWins) result_.orderMoves = 0;
    finish();
    return;
  }
  proof_->setRoot(game.board());
  if (const std::optional<StrategyCertificate> c = strategyCertificate(game)) {
    result_.verdict = c->winner == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
    result_.method = c->winner == Role::Order ? ProofMethod::OrderStrategy : ProofMethod::PairingTable;
    if (c->next) result_.move = c->next->move;
    afterProof();
  }
}

bool Solver::step(std::uint64_t nodeSlice) {
  if (!running_) return true;
  const std::uint64_t sliceEnd = plus(nodesSoFar(), std::min(nodeSlice, minus(budget_.nodes, nodesSoFar())));
  switch (phase_) {
    case Phase::Proof: {
      ProofValue v = ProofValue::Unknown;
      while (true) {
        // Where the helper is wanted, the first nodes run alone.
        if (helperWanted() && nodesSoFar() >= budget_.helperAfterNodes) startHelper();
        const bool helperLater = helperWanted();
        const std::uint64_t end = helperLater ? std::min(sliceEnd, budget_.helperAfterNodes) : sliceEnd;
        const std::uint64_t before = proof_->nodes();
        // The slice's end is a pause between nodes; the certificates' budgets come from the whole budget.
        v = proof_->run(plus(before, minus(budget_.nodes, nodesSoFar())), deadline(), plus(before, minus(end, nodesSoFar())));
        result_.nodes += proof_->nodes() - before;
        if (v != ProofValue::Unknown || outOfBudget() || !helperLater || nodesSoFar() >= sliceEnd) break;
      }
      if (v != ProofValue::Unknown) {
        result_.verdict = v == ProofValue::OrderWins ? Verdict::OrderWins : Verdict::ChaosHolds;
        result_.method = proof_->rootMethod();
        afterProof();
      } else if (outOfBudget()) {
        finish();
      }
      break;
    }
    case Phase::Distance:
      measure(sliceEnd);
      break;
    case Phase::Line:
      if (extendLine(sliceEnd)) finish();
      break;
    case Phase::Done:
      break;
  }
  return !running_;
}

// The verdict is proven: a win is measured next (within its share of the
// budget); a hold only needs its move.
void Solver::afterProof() {
  result_.verdictMilliseconds = std::chrono::duration<double, std::milli>(Clock::now() - started_).count();
  releaseHelper();
  if (result_.verdict == Verdict::OrderWins) {
    phase_ = Phase::Distance;
    distanceStart_ = result_.nodes;
    depth_ = 1;
    maxDepth_ = orderMovesLeft(game_);
    distance_->position().reset(game_.board());
    return;
  }
  chooseMoveFromProof();
  finish();
}

// "Order wins within k" for k = 1, 2, ...: the first k that holds is the
// distance, and Order's move there is its fastest win.
bool Solver::measure(std::uint64_t sliceEnd) {
  const std::uint64_t distanceEnd = std::min(sliceEnd, plus(distanceStart_, budget_.measureNodes));
  const bool orderToMove = game_.toMove() == Role::Order;
  while (depth_ <= maxDepth_) {
    const std::uint64_t before = distance_->nodes();
    distance_->setLimits(plus(before, minus(distanceEnd, result_.nodes)), deadline());
    Move win{-1, Kind::X};
    const bool found = orderToMove ? distance_->orderWinsWithin(depth_, &win) : distance_->chaosLosesWithin(depth_);
    result_.nodes += distance_->nodes() - before;
    if (distance_->aborted()) {
      if (outOfBudget() || result_.nodes >= plus(distanceStart_, budget_.measureNodes)) {
        chooseMoveFromProof();  // unmeasured: the proof gives the move
        finish();
      }
      return !running_;
    }
    if (found) {
      result_.orderMoves = depth_;
      if (orderToMove) result_.move = win;
      phase_ = Phase::Line;
      lineOrderToMove_ = orderToMove;
      lineMovesLeft_ = depth_;
      lineNextReply_ = 0;
      lineLongest_ = -1;
      if (extendLine(sliceEnd)) finish();
      return !running_;
    }
    ++depth_;
  }
  chooseMoveFromProof();  // cannot happen for a proven win; the proof's move stands
  finish();
  return true;
}

// A principal line, one move per pass, resumable between slices: Order's
// move that wins soonest, Chaos's reply that delays the win the longest,
// and so on to the win.
bool Solver::extendLine(std::uint64_t sliceEnd) {
  SearchPosition& p = distance_->position();
  const Tactics& t = distance_->tactics();
  // The line shares the measuring's share of the budget; cut, it stays the start of the full line.
  const std::uint64_t lineEnd = std::min(sliceEnd, plus(distanceStart_, budget_.measureNodes));
  while (lineMovesLeft_ > 0) {
    const std::uint64_t before = distance_->nodes();
    distance_->setLimits(plus(before, minus(lineEnd, result_.nodes)), deadline());
    Move best{-1, Kind::X};
    if (lineOrderToMove_) {
      if (line_.empty() && result_.move) {
        best = *result_.move;
      } else if (!distance_->orderWinsWithin(lineMovesLeft_, &best)) {
        best.cell = -1;
      }
    } else {
      // Chaos's replies one by one, resumable between slices: the reply after
      // which Order needs the most moves.
      const Bits empty = p.emptyCells();
      const int candidates = 2 * popcount(empty);
      for (; lineNextReply_ < candidates && !distance_->aborted(); ++lineNextReply_) {
        Bits e = empty;
        for (int skip = lineNextReply_ / 2; skip > 0; --skip) e &= e - 1;
        const Move m{lowestCell(e), lineNextReply_ % 2 ? Kind::O : Kind::X};
        p.place(m);
        int j = 0;
        if (!t.winsAfter(p.board(), m))
          for (j = 1; j < lineMovesLeft_ && !distance_->orderWinsWithin(j) && !distance_->aborted(); ++j) {
          }
        p.unplace(m);
        if (distance_->aborted()) break;
        if (j > lineLongest_) {
          lineLongest_ = j;
          lineBestReply_ = m;
        }
      }
      if (!distance_->aborted()) {
        best = lineBestReply_;
        lineNextReply_ = 0;
        lineLongest_ = -1;
      }
    }
    result_.nodes += distance_->nodes() - before;
    if (distance_->aborted()) {
      // The slice ran out: this move again next time (Chaos's replies go on
      // where they stopped). The measuring's share or the budget ran out: done.
      return outOfBudget() || result_.nodes >= plus(distanceStart_, budget_.measureNodes);
    }
    if (best.cell < 0) return true;
    if (line_.empty() && !lineOrderToMove_) result_.move = best;  // Chaos's longest defence
    line_.push_back(best);
    p.place(best);
    if (t.winsAfter(p.board(), best)) return true;
    if (lineOrderToMove_) --lineMovesLeft_;
    lineOrderToMove_ = !lineOrderToMove_;
  }
  return true;
}

// The side to move's move from the proof: a move that keeps the proven
// value, or for the losing side the move whose refutation took most work.
void Solver::chooseMoveFromProof() {
  if (result_.move || game_.over()) return;
  const bool orderToMove = game_.toMove() == Role::Order;
  const bool winnerToMove = (result_.verdict == Verdict::OrderWins) == orderToMove;
  const ProofValue keep = result_.verdict == Verdict::OrderWins ? ProofValue::OrderWins : ProofValue::ChaosHolds;
  std::vector<ProofSearch::MoveValue> moves = proof_->rootMoves();
  if (winnerToMove) {
    for (const ProofSearch::MoveValue& m : moves)
      if (m.value == keep) {
        result_.move = m.move;
        return;
      }
    // Settled by the centre game at the root: its move keeps the win (its
    // table still holds the game, so this is quick).
    if (orderToMove && result_.method == ProofMethod::CentreGame) {
      for (const auto closing : {OrderCertificate::Closing::WithoutClosing, OrderCertificate::Closing::WithClosing}) {
        std::uint64_t used = 0;
        const std::optional<OrderCertificateMove> m =
            certificate_->orderMove(game_.board(), kMoveNodes * kCentreNodesPerNode, &used, deadline(), closing);
        result_.nodes += used / kCentreNodesPerNode;
        if (m) {
          result_.move = m->move;
          return;
        }
      }
    }
    // Settled by another certificate at the root: find a move that keeps it.
    for (const ProofSearch::MoveValue& m : moves) {
      const std::uint64_t before = proof_->nodes();
      const ProofValue v = proof_->valueAfter(m.move, kMoveNodes);
      result_.nodes += proof_->nodes() - before;
      if (v == keep) {
        result_.move = m.move;
        return;
      }
    }
    return;  // not found within the effort: the verdict stands, without a move
  }
  if (moves.empty()) return;
  const auto most = std::max_element(moves.begin(), moves.end(), [](const ProofSearch::MoveValue& a, const ProofSearch::MoveValue& b) {
    return a.work < b.work;
  });
  result_.move = most->move;
}

void Solver::finish() {
  releaseHelper();
  result_.milliseconds = std::chrono::duration<double, std::milli>(Clock::now() - started_).count();
  if (result_.verdictMilliseconds == 0) result_.verdictMilliseconds = result_.milliseconds;
  result_.line = line_;
  if (distance_) {
    SearchPosition& p = distance_->position();
    for (auto it = line_.rbegin(); it != line_.rend(); ++it) p.unplace(*it);
  }
  line_.clear();
  phase_ = Phase::Done;
  running_ = false;
}

SolveResult Solver::solve(const Game& game, SolveBudget budget) {
  start(game, budget);
  while (!step(budget.nodes)) {
  }
  return result_;
}

}  // namespace oc
