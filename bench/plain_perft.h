// The baseline for `ovc perft`: perft as a newcomer would write it in about
// forty lines, with bitboards and a list of windows per cell, and a win
// check on every placement. It shares nothing with the engine but the
// geometry, so the two can be compared on identical work (the same counts).
#pragma once
#include "search/perft.h"

namespace oc::bench {

PerftCount plainPerft(const Geometry& g, Variant v, const Board& b, int depth);

}  // namespace oc::bench
