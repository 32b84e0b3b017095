#include "ai/simple_players.h"

#include <vector>

namespace oc {

Move randomMove(const Game& game, std::mt19937_64& rng) {
  const Bits empty = game.geometry().allCells() & ~game.board().occupied();
  int count = 0;
  for (Bits b = empty; b; b &= b - 1) ++count;
  int pick = static_cast<int>(rng() % static_cast<std::uint64_t>(count));
  Bits b = empty;
  while (pick--) b &= b - 1;
  int cell = 0;
  while (!(b & bit(cell))) ++cell;
  return Move{cell, rng() % 2 ? Kind::X : Kind::O};
}

double orderPotential(const Geometry& g, Variant v, const Board& b) {
  double score = 0;
  for (const Window& w : g.windows()) {
    for (Kind k : {Kind::X, Kind::O}) {
      if (!windowAlive(w, v, b, k)) continue;
      int n = 0;
      for (Bits c = b.tokens(k) & w.cells; c; c &= c - 1) ++n;
      score += static_cast<double>(1u << (2 * n));
    }
  }
  return score;
}

Move greedyMove(const Game& game, std::mt19937_64& rng) {
  const Geometry& g = game.geometry();
  const Variant v = game.rules().variant;
  const double sign = game.toMove() == Role::Order ? 1.0 : -1.0;
  double best = 0;
  std::vector<Move> bestMoves;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!game.board().isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      Board b = game.board();
      b.place({cell, k});
      const bool orderWins = evaluate(g, v, b).winner == Winner::Order;
      const double score = orderWins ? sign * 1e12 : sign * orderPotential(g, v, b);
      if (bestMoves.empty() || score > best) {
        best = score;
        bestMoves.clear();
      }
      if (score == best) bestMoves.push_back({cell, k});
    }
  }
  return bestMoves[rng() % bestMoves.size()];
}

}  // namespace oc
