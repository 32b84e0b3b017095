// The exact solver for small boards (up to 6x6 cells, in practice 5x5): a
// depth-first search of the whole game tree, every move of both sides, with
// a table of positions in their canonical form (position_code.h) that keeps
// each settled position's value and, where the side to move wins, its
// winning move. Unlike the proof-number search it reduces no moves and uses
// no certificates, so the table holds, for any position the proof builder
// asks about, the plain game-tree value and a move that keeps it.
//
// Two prunings, both exact: Order takes an immediate win; Chaos facing
// immediate wins on two cells has lost (one token blocks one cell), and
// facing them on one cell must play there.
// The table has a fixed size; when a bucket is full the position with the
// fewest empty cells (the least work to redo) gives way.
#pragma once
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

#include "search/position_code.h"
#include "rules.h"
#include "search/table_memory.h"
#include "search/tactics.h"

namespace oc {

class SmallBoardSolver {
 public:
  using Deadline = std::chrono::steady_clock::time_point;  // default: none

  SmallBoardSolver(const Rules& rules, std::size_t tableBytes);

  // Whether the board is small enough for the codes (at most 36 cells).
  static bool fits(const Rules& rules) { return rules.size * rules.size <= kMaxCodedCells; }

  // The winner with best play from `b` (a position of these rules where the
  // game is not over), or nullopt when the node limit or the deadline ran out.
  std::optional<Role> solve(const Board& b, std::uint64_t nodeLimit = ~std::uint64_t{0}, Deadline deadline = {});

  // A move that keeps the win for the side to move in `b`, who must have a
  // forced win: from the table, or searched again if the table lost it.
  std::optional<Move> winningMove(const Board& b, std::uint64_t nodeLimit = ~std::uint64_t{0});

  Role toMove(const Board& b) const;
  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t storedPositions() const { return stored_; }
  std::size_t tableBytes() const { return table_.size() * sizeof(Entry); }
  // Called every 2^24 nodes with the nodes so far (progress of long solves).
  void onProgress(std::function<void(std::uint64_t)> report) { progress_ = std::move(report); }

 private:
  struct Entry {
    PositionCode code = 0;
    std::uint8_t used = 0;
    std::uint8_t moverWins = 0;
    std::uint8_t move = 0;  // moverWins: cell * 2 + kind, in the canonical orientation
    std::uint8_t empties = 0;
  };
  static constexpr int kWays = 4;
  struct Candidate {
    Move move;
    int score;
  };

  bool moverWins(bool orderToMove, int ply, Move* best);
  const Entry* find(PositionCode code) const;
  void store(PositionCode code, bool moverWins, std::uint8_t move, int empties);
  Entry* bucket(PositionCode code);
  int generate(bool orderToMove, Candidate* out) const;

  Rules rules_;
  Geometry geometry_;
  Tactics tactics_;
  CanonicalCoder coder_;
  Board board_;
  int empties_ = 0;
  TableMemory<Entry> table_;
  std::uint64_t mask_ = 0;
  std::uint64_t nodes_ = 0;
  std::uint64_t nodeLimit_ = 0;
  std::uint64_t stored_ = 0;
  Deadline deadline_{};
  bool aborted_ = false;
  std::function<void(std::uint64_t)> progress_;
  Candidate moves_[kMaxCodedCells + 1][2 * kMaxCodedCells];
};

}  // namespace oc
