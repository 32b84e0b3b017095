// `ovc puzzles [--count N] [--seed S] [--nodes N] [set-up options]`: puzzles
// found in games between the computer levels, a JSON line each.
#pragma once

namespace oc::cli {

// argv[1] is "puzzles". Returns 0 when it printed the puzzles, 2 on bad input.
int runPuzzles(int argc, char** argv);

}  // namespace oc::cli
