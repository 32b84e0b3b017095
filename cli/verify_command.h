// `ovc verify`: the exhaustive checks that the proven strategies never lose.
#pragma once

namespace oc::cli {

// Prints one line per check starting PASS or FAIL; returns 0 when all pass.
int runVerify(int randomGames, bool showGames);

}  // namespace oc::cli
