// `ovc verify`: the exhaustive checks that the proven strategies never lose.
#pragma once
#include <string>

namespace oc::cli {

// Prints one line per check starting PASS or FAIL; returns 0 when all pass.
// `proofDir` holds the proof files the shipped values table names.
int runVerify(int randomGames, bool showGames, const std::string& proofDir);

}  // namespace oc::cli
