// The exact solver: can Order force a win from a position, and in how many
// of its moves? An AND/OR search with iterative deepening on the number of
// Order moves, forced replies to immediate threats, a symmetry-reduced
// transposition table, and certificates that settle positions without
// search (Order's proven strategy produced the position; Chaos has a pairing
// of the empty cells that covers every live window).
//
// The search can run in slices (start, then step until done) so a UI thread
// never blocks; a slice that runs out is resumed from the table.
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game.h"
#include "tactics.h"
#include "transposition.h"

namespace oc {

enum class Verdict : std::uint8_t { OrderWins, ChaosHolds, Unknown };

struct SolveBudget {
  std::uint64_t nodes = 50'000'000;
  double milliseconds = 10'000;  // 0: no time limit (fully deterministic)
  static SolveBudget unlimited() { return {~std::uint64_t{0}, 0}; }
};

struct SolveResult {
  Verdict verdict = Verdict::Unknown;
  // OrderWins: Order's moves needed from here with best play (0 when the
  // game is already won); -1 when proven by Order's strategy but not measured.
  int orderMoves = -1;
  // Unknown: Order cannot win within this many of its moves (proven).
  int noWinWithin = 0;
  std::vector<Move> line;  // OrderWins: a principal line (both sides' moves)
  // ChaosHolds proven by search with Chaos to move: a move that keeps the hold.
  std::optional<Move> holdingMove;
  std::string method;      // "search", "Order's strategy", "pairing", "game over"
  std::uint64_t nodes = 0;
  double milliseconds = 0;
};

const char* verdictName(Verdict v);  // "order", "chaos", "unknown"

class Solver {
 public:
  // The table's memory is fixed here (the browser default fits in 64 MB).
  explicit Solver(std::size_t tableBytes = std::size_t{32} << 20);
  ~Solver();

  SolveResult solve(const Game& game, SolveBudget budget = {});

  // Sliced use.
  void start(const Game& game, SolveBudget budget = {});
  bool step(std::uint64_t nodeSlice);  // true once the result is final
  bool running() const { return running_; }
  const SolveResult& result() const { return result_; }

  // Whether Order can win within k of its moves (exact, no budget): for tests.
  bool orderWinsWithin(const Game& game, int k);

  std::size_t tableBytes() const { return table_.bytes(); }

 private:
  struct Search;
  // After the verdict, in slices like the search: the principal line of a
  // win, or a holding move for Chaos when the table settled the root. Each
  // returns true when done, or when the budget ran out (a shorter line, or
  // no holding move: the verdict stands either way).
  enum class Phase : std::uint8_t { Search, Line, Holding };
  bool extendLine(std::uint64_t sliceEnd);
  bool findHoldingMove(std::uint64_t sliceEnd);
  void armLimits(std::uint64_t sliceEnd);
  bool outOfBudget() const;
  void finish(Verdict v, const char* method);

  TranspositionTable table_;
  std::unique_ptr<Search> search_;
  SolveResult result_;
  SolveBudget budget_;
  bool running_ = false;
  Phase phase_ = Phase::Search;
  std::vector<Move> line_;   // the line so far, placed on the search's board
  Role lineSide_ = Role::Order;
  int lineMovesLeft_ = 0;    // Order moves still to come on the line
  int depth_ = 1;     // the k being searched
  int maxDepth_ = 0;  // Order moves left in the game
  bool strategyWin_ = false;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace oc
