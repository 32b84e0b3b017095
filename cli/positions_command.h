// `ovc positions [--games N] [--seed S] [set-up options]`: realistic
// positions for benchmarks. It plays games between the computer's levels
// (casual, strong and perfect, every pairing, each first player in turn)
// and prints every distinct position before the end of a game, one a line:
// "<first player> <record>". The same seed gives the same positions.
#pragma once

namespace oc::cli {

// argv[1] is "positions". Returns 0 on success, 2 on bad input.
int runPositions(int argc, char** argv);

}  // namespace oc::cli
