// `ovc verify`: the exhaustive checks that the proven strategies never lose.
#pragma once
#include <string>

namespace oc::cli {

// Prints one line per check starting PASS or FAIL; returns 0 when all pass.
// `proofDir` holds the proof files the shipped values table names. With
// `sample`, only the smaller proofs and the shorter searches are checked
// again (for instrumented builds; every kind of check still runs).
int runVerify(int randomGames, bool showGames, const std::string& proofDir, bool sample = false);

}  // namespace oc::cli
