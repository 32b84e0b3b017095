// The exact solver: who wins a position with best play, proven, and the
// move that keeps it. In order, cheapest first:
//   1. the game is over, or Order wins at once;
//   2. a published strategy produced the game, in any of its 16 symmetric
//      forms (strategy_certificate.h);
//   3. the depth-first proof-number search (proof_search.h), whose root and
//      every node first try Order's centre-game certificate
//      (order_certificate.h) and Chaos's pairing certificate;
//   4. after a proven win, the distance search (win_distance.h) measures it:
//      Order's fastest win, Chaos's longest defence, the principal line.
// Every value it reports as proven was proven by one of these and can be
// replayed (docs/solver.md); anything else is Unknown.
//
// The work can run in slices (start, then step until done), so a UI thread
// never blocks; the tables keep what a slice learnt.
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "search/proof_search.h"
#include "search/root_move_values.h"
#include "search/transposition.h"
#include "search/win_distance.h"

namespace oc {

class HelperSearch;

struct SolveBudget {
  std::uint64_t nodes = 50'000'000;
  double milliseconds = 10'000;  // 0: no time limit (fully deterministic)
  // Of these, at most this many measure a proven win (its distance and
  // line): early wins are too long to measure, and the verdict is what counts.
  std::uint64_t measureNodes = 300'000;
  // With a time limit, a helper search on a second thread
  // (helper_search.h) joins once the proof has spent this many nodes (a few
  // milliseconds): most positions are settled sooner, and need none.
  std::uint64_t helperAfterNodes = 20'000;
  // The threads the search may use: 1 leaves the second core to something
  // else (two solves at once on two cores are slower with a helper each).
  int threads = 2;
  static SolveBudget unlimited() { return {~std::uint64_t{0}, 0, ~std::uint64_t{0}}; }
};

struct SolveResult {
  Verdict verdict = Verdict::Unknown;
  ProofMethod method = ProofMethod::None;  // what proved the verdict
  // OrderWins: Order's moves needed from here with best play (0 when the
  // game is already won), or -1 when the budget left it unmeasured.
  int orderMoves = -1;
  std::vector<Move> line;  // OrderWins with orderMoves >= 0: a principal line (both sides' moves)
  // The side to move's move: one that keeps a proven value (Order's fastest
  // win as far as measured; a hold for Chaos), or for the losing side the
  // one whose refutation took the most work. Unset when the verdict is
  // Unknown or the game is over.
  std::optional<Move> move;
  std::uint64_t nodes = 0;         // the main search's (not the helper's)
  int helperMoves = 0;             // root moves the helper search settled (helper_search.h)
  double milliseconds = 0;         // all the work, the measuring included
  double verdictMilliseconds = 0;  // until the verdict was proven (or the budget ran out)
};

class Solver {
 public:
  // The tables' memory is fixed here (the default fits a browser worker):
  // at most half for the centre game's table, a quarter for the proof
  // table and an eighth for the distance table (each table takes the
  // largest power of two that fits its share). The centre game does most of
  // the work, and its table is the one that gains from room (measured:
  // docs/solver-history.md).
  explicit Solver(std::size_t tableBytes = std::size_t{32} << 20);
  ~Solver();

  SolveResult solve(const Game& game, SolveBudget budget = {});

  // Sliced use.
  void start(const Game& game, SolveBudget budget = {});
  bool step(std::uint64_t nodeSlice);  // true once the result is final
  bool running() const { return running_; }
  const SolveResult& result() const { return result_; }

  // In the browser the helper search runs in a second Web Worker (no
  // threads there): with this on, the solver does not start a thread where
  // it wants a helper but asks for one (helpWanted()), and its caller
  // carries the values each side settles (sharedRootMoves()) between them.
  void setRemoteHelper(bool on) { remoteHelper_ = on; }
  bool helpWanted() const { return remoteHelper_ && helperStarted_ && running_ && phase_ == Phase::Proof; }
  RootMoveValues& sharedRootMoves() { return sharedRoot_; }

  std::size_t tableBytes() const;
  // Forgets everything the tables learnt (benchmarks solve each position afresh).
  void clearTables();

 private:
  enum class Phase : std::uint8_t { Proof, Distance, Line, Done };
  void prepare(const Rules& rules);
  std::chrono::steady_clock::time_point deadline() const;
  std::uint64_t nodesSoFar() const;
  bool outOfBudget() const;
  void afterProof();
  bool measure(std::uint64_t sliceEnd);
  bool extendLine(std::uint64_t sliceEnd);
  void chooseMoveFromProof();
  void finish();
  bool helperWanted() const;
  void startHelper();
  void releaseHelper();

  std::size_t tableBytes_;
  ProofTable proofTable_;
  TranspositionTable distanceTable_;
  std::optional<Rules> rules_;
  std::unique_ptr<OrderCertificate> certificate_;
  std::unique_ptr<ProofSearch> proof_;
  std::unique_ptr<WinDistance> distance_;
  // A second thread for the root's moves (helper_search.h),
  // made when first wanted.
  std::unique_ptr<HelperSearch> helper_;
  RootMoveValues sharedRoot_;
  bool helperStarted_ = false;
  bool remoteHelper_ = false;
  Game game_;
  SolveResult result_;
  SolveBudget budget_;
  Phase phase_ = Phase::Done;
  bool running_ = false;
  std::uint64_t distanceStart_ = 0;  // the nodes spent when measuring began
  int depth_ = 1;        // the distance being tried
  int maxDepth_ = 0;     // Order moves left in the game
  std::vector<Move> line_;  // the line so far, placed on the distance search's board
  bool lineOrderToMove_ = true;
  int lineMovesLeft_ = 0;  // Order moves still to come on the line
  int lineNextReply_ = 0;  // Chaos's reply the line looks at next (cell and kind, in order)
  int lineLongest_ = -1;   // the most Order moves a reply looked at so far needs
  Move lineBestReply_{};   // that reply
  std::chrono::steady_clock::time_point started_;
};

}  // namespace oc
