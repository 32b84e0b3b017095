// A perft-style count: every sequence of `depth` placements from a position,
// stopping at a winning placement, with the win check done on every
// placement. Its node count is a determinism signature, and nodes/s measures
// move generation plus win detection.
#pragma once
#include <cstdint>

#include "tactics.h"

namespace oc {

// Returns the number of placements made (interior and leaf).
std::uint64_t perft(const Tactics& t, Board& b, int depth);

// The same count done by the plain engine (Board + evaluate on the whole
// board after each placement): the baseline the benchmark compares against.
std::uint64_t perftBaseline(const Geometry& g, Variant v, Board& b, int depth);

}  // namespace oc
