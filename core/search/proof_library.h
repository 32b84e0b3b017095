// The solved set-ups' proofs (strategy_proof.h) the program has loaded, for
// the perfect player: where a proof's winner is to move in a position the
// proof reaches, its move keeps the win. Proofs are loaded once at start-up,
// before any player thinks (the natively built programs read the shipped
// ones; the web build loads none and the perfect player searches instead).
#pragma once
#include <string>

#include "search/strategy_proof.h"

namespace oc {

// Adds a proof (replacing one for the same rules). Not thread-safe: call
// before players run.
void registerProof(StrategyProof proof);

// The loaded proof for these rules, or nullptr.
const StrategyProof* loadedProof(const Rules& rules);

// Loads the proof file of every shipped values-table entry proven by one
// (solved_values.h) from `dir`; returns how many loaded. A file that is
// missing or does not match its entry is skipped.
int loadShippedProofs(const std::string& dir);

}  // namespace oc
