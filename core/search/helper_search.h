// A second search of the root: natively on another thread, where the
// machine has two cores; in the browser in a second Web Worker (the
// helper_driver.js of web/solver: no pthreads, so that the game works inside
// any iframe), which runs it in slices. With Chaos to move, every Chaos reply
// must be settled before Order's win is proven; with Order to move, every
// Order move before Chaos's hold is. The helper settles the root's moves one
// by one, each by a proof search of its own (its own proof table; natively
// the main search's centre-game table, in a browser worker one of its own).
// The two share the moves' values (root_move_values.h; between workers as
// messages, session/root_move_news.h): the main search takes each one the
// helper settled as settled, and each stops working below a move as soon as
// the other has settled it. A value the helper settles is a completed search
// of that position like any other (docs/solver.md), and a move it proves a
// win for its mover (a Chaos reply that holds, an Order move that wins)
// settles the root.
//
// In a browser worker, which learns only the values the main search settled,
// the helper goes from the last move in the main search's move order, the
// main search from the first, until they meet. On a thread, where the two
// also share where they work, the helper goes from the second move on (the
// first is the main search's), keeping off the move the main search works
// on, and the main search keeps off the helper's. Once no root move is left
// to it but the main search's, the helper works along the main search's
// path: it settles the moves after the main search's reply to that root
// move (two moves down, where every move must be refuted when the root's
// mover loses), from the last, keeping off the main search's; with none
// left there, the replies to the root move, from the last. The main search
// takes their values: so a root whose value hangs on one move gets both
// cores too. (Measured: docs/solver-history.md; the same scheme in the browser's
// workers, passing where each works as news, measured worse there.)
#pragma once
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "search/order_certificate.h"
#include "search/proof_search.h"
#include "search/proof_table.h"
#include "search/root_move_values.h"

namespace oc {

class HelperSearch {
 public:
  // Whether this build has threads: the browser's modules are built
  // without (start() then starts nothing).
#if defined(__EMSCRIPTEN__)
  static constexpr bool kThreadsBuilt = false;
#else
  static constexpr bool kThreadsBuilt = true;
#endif
  // Whether this build and machine can run one (threads, and two cores).
  // Inline, so that the browser's builds leave out what calls it.
  static bool available() { return kThreadsBuilt && std::thread::hardware_concurrency() >= 2; }

  // A proof table of this size, made once, and, where the helper has no
  // centre-game table to share (begin() with none), one of its own of this size.
  explicit HelperSearch(std::size_t proofTableBytes, std::size_t ownCentreTableBytes = std::size_t{4} << 20);
  ~HelperSearch();
  HelperSearch(const HelperSearch&) = delete;
  HelperSearch& operator=(const HelperSearch&) = delete;

  // Starts settling the moves of `board` (either side to move under
  // `rules`) beside the main search (above), until the deadline, stop() or
  // the last move when there is no main search; `shared` is where both searches put what they settle,
  // `centreTable` the main search's centre-game table (for these rules).
  // The table must outlive the search: the owner stops the helper before
  // it drops the table.
  void start(const Rules& rules, const Board& board, RootMoveValues& shared, CentreTable& centreTable,
             std::chrono::steady_clock::time_point deadline);
  // Without a thread: begin() on a root (`centreTable` nullptr: the
  // helper's own), then work() in slices, each until its deadline; true
  // once every move has been tried or one settled the root. A move cut short by a
  // deadline goes on from the tables at the next slice.
  void begin(const Rules& rules, const Board& board, RootMoveValues& shared, CentreTable* centreTable);
  bool work(std::chrono::steady_clock::time_point deadline);
  // Stops the thread and waits for it; the nodes it searched since start().
  std::uint64_t stop();
  // Waits until the thread has settled every move it could (or met the
  // deadline, or a move that settles the root).
  void wait() {
    if (thread_.joinable()) thread_.join();
  }
  // Tells the thread to stop, without waiting.
  void requestStop() { cancel_.store(true); }
  bool running() const { return thread_.joinable(); }
  void clearTables();

 private:
  void prepare(const Rules& rules, CentreTable* centreTable);
  // Shares a root move's value the helper found (unless the main search
  // was first), and notes whether it settles the root.
  void settleRootMove(Move m, ProofValue v);
  // The next root move to settle (an index into moves_), or -1.
  int nextRootMove();
  // Settles a position on the main search's path below its root move (on a
  // thread only); false when there is nothing to do now (no main search, or
  // no move left but the main search's).
  bool helpBelowMainMove(std::chrono::steady_clock::time_point deadline);
  // Settles one move (from the last, keeping off the main search's) at the
  // node `level` moves down `path` (the main search's, `length` moves), or
  // the node itself from its moves' values; false when none is left to it.
  bool helpAt(const Move* path, int level, int length, std::chrono::steady_clock::time_point deadline);

  ProofTable table_;
  std::size_t ownCentreTableBytes_;
  std::optional<Rules> rules_;
  std::unique_ptr<OrderCertificate> certificate_;
  std::unique_ptr<ProofSearch> search_;
  std::unique_ptr<ProofSearch> replySearch_;  // below a root move of the main search's, from the same tables
  CentreTable* centreTable_ = nullptr;  // the shared one, or nullptr: the certificate's own
  RootMoveValues* shared_ = nullptr;
  Board root_;
  std::vector<ProofSearch::MoveValue> moves_;  // the root's, in the main search's move order
  std::vector<bool> tried_;                    // by moves_'s index: settled, or tried in vain
  bool settledRoot_ = false;                   // a move settled the root
  bool besideMain_ = false;                    // on a thread beside the main search, sharing where it works
  std::optional<Geometry> geometry_;           // the rules'
  std::vector<Move> replyLine_;                // the moves from the root to the node whose replies are below
  std::vector<ProofSearch::MoveValue> replies_;  // its replies, in the move order
  std::uint64_t replyNodes_ = 0;               // the reply search's nodes under earlier parents
  // The reply search works in pieces of this long.
  static constexpr std::chrono::milliseconds kReplyPiece{10};
  std::atomic<bool> cancel_{false};
  std::uint64_t nodes_ = 0;
  bool used_ = false;  // searched since the tables were last cleared
  std::thread thread_;
};

}  // namespace oc
