// A perft-style count: every sequence of `depth` placements from a position,
// stopping at a winning placement, with the win check done on every
// placement. Its counts are a determinism signature, and placements/s
// measures move generation plus win detection.
#pragma once
#include <cstdint>

#include "search/tactics.h"

namespace oc {

struct PerftCount {
  std::uint64_t nodes = 0;  // placements made (interior and leaf)
  std::uint64_t wins = 0;   // placements that made a winning run
  friend bool operator==(const PerftCount& a, const PerftCount& b) { return a.nodes == b.nodes && a.wins == b.wins; }
};

PerftCount perft(const Tactics& t, Board& b, int depth);

// The same count done by the plain engine (Board + evaluate on the whole
// board after each placement): the baseline the benchmark compares against.
PerftCount perftBaseline(const Geometry& g, Variant v, Board& b, int depth);

}  // namespace oc
