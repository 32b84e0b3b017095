// Two simple opponents, used to test the strategies and as the seed of the
// casual computer player: one plays uniformly at random, one greedily by a
// one-move look-ahead over the live windows.
#pragma once
#include <random>

#include "game.h"

namespace oc {

// A uniformly random legal move (cell and kind). The game must not be over.
Move randomMove(const Game& game, std::mt19937_64& rng);

// How promising a position is for Order: the sum of 4^n over every window
// still alive for a kind, n being that kind's tokens in it.
double orderPotential(const Geometry& g, Variant v, const Board& b);

// One-move greedy: Order wins at once if it can, else raises the potential
// most; Chaos never completes a line if it can avoid it, else lowers the
// potential most. Ties are broken at random.
Move greedyMove(const Game& game, std::mt19937_64& rng);

}  // namespace oc
