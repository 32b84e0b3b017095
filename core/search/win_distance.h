// How soon Order can force a win: "can Order win within k of its moves?",
// answered exactly by an AND/OR search with iterative deepening on k, forced
// replies to immediate threats, the pairing certificate at inner nodes and
// an exact table (transposition.h). The proof search (proof_search.h)
// decides who wins; this one measures a proven win and walks its principal
// line (Order's fastest win against Chaos's longest defence).
// Everything is resumable within limits: a search cut by them reports
// "out of budget" and the table keeps what it learnt.
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>

#include "search/search_position.h"
#include "search/tactics.h"
#include "search/transposition.h"

namespace oc {

class WinDistance {
 public:
  WinDistance(const Rules& rules, TranspositionTable& table);

  SearchPosition& position() { return position_; }
  const Tactics& tactics() const { return tactics_; }

  // Limits for the calls below: total nodes since construction and a deadline.
  void setLimits(std::uint64_t nodeLimit, std::chrono::steady_clock::time_point deadline);
  bool aborted() const { return aborted_; }
  std::uint64_t nodes() const { return nodes_; }
  void addNodes(std::uint64_t n) { nodes_ += n; }

  // Whether Order, to move, wins within k of its moves; when true at the
  // root, `winningMove` gets the move. False when aborted: check aborted().
  bool orderWinsWithin(int k, Move* winningMove = nullptr);
  // Chaos to move: whether Order wins within k more Order moves whatever Chaos does.
  bool chaosLosesWithin(int k);

 private:
  struct ScoredMove {
    Move move;
    int score;
  };
  bool orderNode(int k, int ply, Move* winningMove);
  bool chaosNode(int k, int ply);
  bool limitReached();
  PositionKey key() const;
  std::optional<bool> probe(const PositionKey& h, int k) const;
  int scoredMoves(Bits cells, bool order, ScoredMove* out) const;

  Tactics tactics_;
  SearchPosition position_;
  TranspositionTable& table_;
  std::uint8_t rulesTag_;
  std::uint64_t nodes_ = 0;
  std::uint64_t nodeLimit_ = ~std::uint64_t{0};
  std::chrono::steady_clock::time_point deadline_{};
  bool aborted_ = false;
};

}  // namespace oc
