// `ovc perft "<game record>" DEPTH [set-up options]`: counts every sequence
// of DEPTH placements from a position (stopping at a winning placement) and
// the placements that win, timed, beside a plain bitboard perft on the same
// work and the solver's search speed on the position.
#pragma once

namespace oc::cli {

// argv[1] is "perft". Returns 0 on success, 2 on bad input.
int runPerft(int argc, char** argv);

}  // namespace oc::cli
