// Depth-first proof-number search (df-pn; Nagai 2002, with the 1+epsilon
// threshold of Pawlewicz and Lew 2007) over the AND/OR tree of the game:
// Order's moves are OR nodes, Chaos's are AND nodes, "proven" means Order
// wins and "disproven" that Chaos holds. The certificates settle a node
// without search wherever they apply (order_certificate.h,
// pairing_certificate.h), and so do Order's immediate wins and double
// threats. The table (proof_table.h) stores canonical positions exactly, so
// every settled value can be replayed.
//
// Move generation is reduced without loss (classic rule): a cell in no live
// window is as good as a pass, so one such cell stands for all of them; and
// where only one kind has live windows through a cell, Order places that
// kind and Chaos the other (the other choice is never better for the mover,
// see docs/solver.md).
//
// run() is resumable: each call continues from the table, so a caller can
// give it slices of work.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "search/children_cache.h"
#include "search/order_certificate.h"
#include "search/verdict.h"
#include "search/proof_table.h"
#include "search/root_move_values.h"
#include "rules.h"
#include "search/search_position.h"
#include "search/tactics.h"
#include "search/threat_sequence.h"

namespace oc {


class ProofSearch {
 public:
  ProofSearch(const Rules& rules, ProofTable& table, OrderCertificate& certificate);

  // A caller that works in slices (the game's worker and thread) takes up a
  // new request between them, but a centre game ran in one piece: the
  // root's, the largest (2 M centre nodes), for up to 0.7 s in the browser's
  // worker. For such a caller the root's centre game and the large tries
  // again at hard nodes run in pieces of this many centre nodes, each going
  // on from what the last stored in the centre game's table, with a pause
  // between two pieces. (Measured: docs/solver-history.md.)
  static constexpr std::uint64_t kCentrePieceNodes = 100'000;

  // A new root; `board` must be a position of these rules where the game is not over.
  void setRoot(const Board& board);
  const Board& board() const { return position_.board(); }
  bool orderToMove() const;

  // Works until the root is settled, `nodeLimit` nodes have been spent in
  // all (since setRoot) or the deadline passes (none if default), or, for a
  // caller that works in slices, until it pauses between nodes once
  // `pauseAt` nodes have been spent. The certificates' budgets come from
  // `nodeLimit` alone: a slice's end never cuts a certificate short, which
  // would have the next slice start it again (measured: docs/solver-history.md).
  ProofValue run(std::uint64_t nodeLimit, std::chrono::steady_clock::time_point deadline = {},
                 std::uint64_t pauseAt = ~std::uint64_t{0});
  ProofValue rootValue() const { return rootValue_; }
  ProofMethod rootMethod() const { return rootMethod_; }
  std::uint64_t nodes() const { return nodes_; }

  // After the root is settled, its moves with their values as far as the
  // table knows them. Each move's `work` is the effort its subtree took: the
  // losing side prefers the move whose refutation took the most work.
  struct MoveValue {
    Move move;
    ProofValue value = ProofValue::Unknown;
    std::uint32_t work = 0;
  };
  std::vector<MoveValue> rootMoves();

  // The value of the position after `m` from the current root, searching
  // within `nodeLimit` more nodes if the table does not know it.
  ProofValue valueAfter(Move m, std::uint64_t nodeLimit, std::chrono::steady_clock::time_point deadline = {});

  // Moves the root one move on (the line is walked this way).
  void playAtRoot(Move m);

  // Forgets the killer moves (below), which outlive a root: with the tables
  // cleared too, a search then depends on its position alone.
  void forgetKillers();

  // Shares the values of the root's moves with another search of the same
  // root on another thread (helper_search.h), or stops sharing (nullptr).
  // Each search takes the other's settled moves as settled, and stops
  // working below a move as soon as the other has settled it; it takes the
  // values the helper settled below a root move too. The main search
  // (`publishesWork`) also says where it works, and keeps off the root move
  // the helper is working on while another is open.
  void shareRootMoves(RootMoveValues* values, bool publishesWork = false) {
    shared_ = values;
    publishesWork_ = publishesWork;
  }
  // A flag another thread may raise to stop the search (as the deadline does).
  void setCancel(const std::atomic<bool>* cancel) { cancel_ = cancel; }

 private:
  struct Child {
    Move move;
    std::uint32_t pn, dn;
    int score;  // the move order's: best first, ties in generation order
  };
  struct Numbers {
    std::uint32_t pn, dn;
  };
  // Open: search it; Interrupted: the limits cut its certificates short.
  enum class Leaf : std::uint8_t { Open, Proven, Disproven, Interrupted };

  void place(Move m) { position_.place(m); }
  void unplace(Move m) { position_.unplace(m); }
  void startRoot();  // the root's state, for the position as it is now
  PositionKey key() const;
  PositionKey childKey(Move m) const;
  bool limitReached();
  bool deadlinePassed();  // or cancelled
  bool cancelled() const;
  Numbers mid(std::uint32_t thpn, std::uint32_t thdn, bool root);
  bool centreGameAgain(bool orderNode, std::uint64_t hash, std::uint64_t work, std::uint8_t* flags, Numbers* settled);
  Leaf evaluate(bool orderNode, std::uint8_t* flags, bool root, ProofMethod* method);
  int generate(bool orderNode, Child* out);
  // The node's children as the search last left them (children_cache.h),
  // else generated.
  int childrenOfNode(bool orderNode, bool seenBefore, Child* out);
  void keepChildren(const Child* children, int n);
  // The other search's value of this node, `depth` (1 to kPathDepth)
  // moves below the root on the path being searched.
  ProofValue sharedValueHere(int depth) const;
  // The children of a node on the path being searched (`depth` moves below
  // the root, less than kPathDepth) that the other search has settled,
  // taken as settled.
  void takeSharedValues(Child* children, int n, int depth);
  // At the root, where the helper works below the best child and another is
  // open: the best of the others instead, and the number after it.
  void keepOffHelper(const Child* children, int n, bool orderNode, int* best, std::uint32_t* second) const;

  Rules rules_;
  Tactics tactics_;
  ThreatSequences threats_;  // after tactics_, which it reads
  SearchPosition position_;
  ProofTable& table_;
  OrderCertificate& certificate_;
  std::uint8_t rulesTag_;
  std::uint64_t nodes_ = 0;
  std::uint64_t nodeLimit_ = 0;
  std::uint64_t pauseAt_ = ~std::uint64_t{0};
  std::chrono::steady_clock::time_point deadline_{};
  bool aborted_ = false;
  // For each number of tokens: the move that last settled a node there in
  // its mover's favour (tried first at the next node with as many tokens;
  // the number of tokens also tells whose move it is), or kNoKiller before
  // any has.
  static constexpr Move kNoKiller{-1, Kind::X};
  Move killer_[kMaxCells + 1];
  // How many Order moves each Chaos move (cell and kind) has refuted in this
  // search, to order tied Chaos moves (the history heuristic); forgotten
  // with the killers. Not at Order nodes (docs/solver-history.md).
  static constexpr std::uint32_t kMostHistory = (1u << 24) - 1;
  std::uint32_t chaosHistory_[2 * kMaxCells] = {};
  ProofValue rootValue_ = ProofValue::Unknown;
  ProofMethod rootMethod_ = ProofMethod::None;
  RootMoveValues* shared_ = nullptr;
  bool publishesWork_ = false;
  const std::atomic<bool>* cancel_ = nullptr;
  int rootTokens_ = 0;             // the tokens on the root's board
  // The moves being searched below, from the root's, kPathDepth levels.
  Move path_[RootMoveValues::kPathDepth] = {};
  // The centre-game nodes the root's first centre game has spent so far,
  // over the pieces it ran in (evaluate()).
  std::uint64_t rootCentreSpent_ = 0;
  // Whether the root's pairing was sought and not found (a root worked on
  // in slices comes back to evaluate() for each piece of its centre game).
  bool rootPairingSought_ = false;
  // The try of centreGameAgain() that paused between pieces: its node's
  // hash, its number and the centre nodes it has spent.
  struct TryInPieces {
    std::uint64_t hash = 0;
    int tries = -1;
    std::uint64_t spent = 0;
  };
  TryInPieces tryInPieces_;
  ChildrenCache childrenCache_;
};

}  // namespace oc
