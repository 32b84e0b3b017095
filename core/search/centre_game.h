// The centre game: Order's generalised strategy certificate (see
// order_certificate.h and docs/solver.md) reduces a position on the n x n
// board to a game on its (n-2) x (n-2) centre, played with lines as long as
// the centre is wide: its rows, its columns and its two long diagonals.
// Each centre line allows some token kinds, read off the two ring cells that
// extend it; Order wins the centre game as soon as a centre line is full of
// one kind it allows, whoever placed the last token. Chaos may pass, a given
// number of times (a ring move that Order need not answer). Order never
// passes. The centre full without such a line is a loss for Order.
//
// A line whose pair of ring ends is half filled (one end holds kind k, the
// other is empty) allows k only. Either side may play on its empty end:
// Chaos with k is a pass (the line allows what it did); Order with the
// other kind *closes* the pair, and the line allows both kinds. Order
// closes only where that gains something: a line holding no k. Where it
// would gain nothing, the pair is one more pass of Chaos's (a free pass).
//
// The solver is exact: a depth-first AND/OR search with a table of solved
// positions shared across calls, keyed by what of the position can still
// matter (the filled cells and the lines still live for each kind) reduced
// under the 8 symmetries of the square and the swap of the two kinds.
// Every node first looks for Order's win by continuous threats (one threat
// after another, each answered by force, ending in two; a threat is a line
// one token short, or a closable pair whose line is full of the kind the
// closing gains): at Order's nodes it wins on sight, at Chaos's it leaves
// only the moves that could stop it.
// The closable pairs are in the key; the free passes are not: more passes
// never hurt Chaos, so an entry holds the most free passes Order is known to
// win against and the fewest Chaos is known to hold with. Chaos's pass is tried only when every move of
// Chaos builds a live line (a move that builds none is never worse than the
// pass; docs/solver.md has the argument). It stops at
// a node budget (the answer is then Unknown; what it solved on the way stays
// in the table for the next call). Moves are reduced without loss as on the
// board (proof_search.h): one empty cell on no live line stands for all of
// them, and where only one kind has live lines through a cell Order places
// that kind and Chaos the other. (A proof-number search was tried here too:
// as many nodes, each far dearer.)
//
// On centres of 3 and 4 the lines also include the four short diagonals
// (centre_shape.h), one cell shorter: they have no pair of their own (never
// half filled) and win like any other line when full of a kind they allow.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>

#include "board.h"
#include "search/centre_shape.h"
#include "search/centre_table.h"

namespace oc {


// Line indices: rows top to bottom, then columns left to right, then the
// main diagonal (top-left to bottom-right), then the anti-diagonal
// (bottom-left to top-right), then the short diagonals where the centre has
// them (centre_shape.h). For the 4x4 centre the first ten are in the order
// of centre_t1.h's lines.
struct CentrePosition {
  int size = 4;            // the centre is size x size, cells row-major
  Bits x = 0, o = 0;       // the tokens in the centre
  std::uint32_t allowX = 0;  // bit L: a full line L of X wins for Order
  std::uint32_t allowO = 0;  // bit L: a full line L of O wins for Order
  int passes = 0;          // Chaos's free moves besides the half-filled pairs (at most 15 in all)
  // The lines whose pair of ring ends is half filled, by the kind on the
  // filled end (such a line allows that kind only). Chaos filling the empty
  // end with the same kind is a pass; Order filling it with the other kind
  // (closing the pair) makes the line allow both.
  std::uint32_t halfX = 0, halfO = 0;
  bool orderToMove = false;
};

enum class CentreValue : std::uint8_t { OrderWins, ChaosHolds, Unknown };

struct CentreMoveChoice {
  int cell = -1;  // centre cell, row-major; -1 for a move on the ring
  Kind kind = Kind::X;
  int closedLine = -1;  // a move on the ring: `kind` on the empty end of this line's half-filled pair
};

class CentreGameSolver {
 public:
  struct ScoredMove {
    CentreMoveChoice move;
    int score;
  };

  explicit CentreGameSolver(std::size_t tableBytes = std::size_t{4} << 20);
  // Uses another solver's table (centre_table.h), on another thread too;
  // the table must outlive this solver.
  explicit CentreGameSolver(CentreTable& shared);

  // The value of the position, exact within `nodeLimit` nodes (Unknown when
  // the budget ran out first); `nodes`, if given, receives the nodes spent.
  // A deadline, if given, also ends the search (checked every few thousand nodes).
  CentreValue solve(const CentrePosition& p, std::uint64_t nodeLimit, std::uint64_t* nodes = nullptr,
                    std::chrono::steady_clock::time_point deadline = {});

  // Order to move in a position that Order wins: a move that keeps the win
  // (a completed line first). nullopt if the budget runs out.
  std::optional<CentreMoveChoice> winningMove(const CentrePosition& p, std::uint64_t nodeLimit,
                                              std::chrono::steady_clock::time_point deadline = {});

  // Order's win by continuous threats in `p`, were Order to move (none
  // while Order has a threat on the board already): whether the search's
  // bounded look finds one, and its reach: the cells of the lines it
  // threatens on, and the half-filled pairs it threatens to close or
  // closes. No Chaos move elsewhere, no pass and no filling of another
  // pair stops it: the search tries only Chaos's moves in the reach.
  static bool threatSequence(const CentrePosition& p, Bits* reachCells, std::uint32_t* reachPairs);

  // Whether a move completes a line of a kind the line allows.
  static bool completesAllowed(const CentrePosition& p, int cell, Kind kind);

  void clear();
  std::size_t tableBytes() const { return table_->bytes(); }
  CentreTable& table() const { return *table_; }
  // A flag another thread may raise to end every search early (checked
  // with the deadline).
  void setCancel(const std::atomic<bool>* cancel) { cancel_ = cancel; }

 private:
  // An entry: the canonical position (a, and b's identity bits: the side
  // to move and the closable pairs) and what is known (b's other bits).
  // Two entries per slot (the table is aligned): the one with the most
  // empty cells (the largest search below it) kept, the other always
  // replaced.
  using Entry = CentreTable::Entry;
  using Bucket = CentreTable::Bucket;
  struct Node;
  struct Closable;
  enum class Result : std::uint8_t { Win, Loss, Abort };

  Result orderNode(Node& n);
  Result chaosNode(Node& n);
  Result tryOrderMoves(Node& n, const Closable& c, CentreMoveChoice* winner);
  void canonical(const Node& n, bool orderToMove, const Closable& c, std::uint64_t* a, std::uint64_t* b) const;
  std::size_t slot(std::uint64_t a, std::uint64_t b) const;  // the table index of a key
  Result probe(std::uint64_t a, std::uint64_t b, int passes) const;
  Result store(std::uint64_t a, std::uint64_t b, int passes, Result r);  // returns r

  std::unique_ptr<CentreTable> own_;  // unless the table is another solver's
  CentreTable* table_;
  std::uint64_t mask_ = 0;
  bool limitReached();
  // What every node checks before its moves: the budget, the table and
  // Chaos's pairing. Sets the node's table key; the settled result, or
  // nullopt to search the moves.
  std::optional<Result> settledBeforeMoves(Node& n, bool orderToMove, const Closable& c, int freePasses, std::uint64_t* a,
                                           std::uint64_t* b);
  std::uint64_t nodes_ = 0;
  std::uint64_t nodeLimit_ = 0;
  std::chrono::steady_clock::time_point deadline_{};
  const std::atomic<bool>* cancel_ = nullptr;
};

}  // namespace oc
