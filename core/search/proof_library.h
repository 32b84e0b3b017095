// The solved set-ups' proofs (strategy_proof.h) the program has loaded, for
// the perfect player: where a proof's winner is to move in a position the
// proof reaches, its move keeps the win. `ovc` loads the shipped proofs at
// the start of its commands with players; the game loads the one for a
// set-up when a perfect computer player first plays it (the browser
// fetches it), between two moves.
#pragma once
#include <string>

#include "search/strategy_proof.h"

namespace oc {

// Adds a proof (replacing one for the same rules). Not thread-safe: call
// before players run.
void registerProof(StrategyProof proof);

// The loaded proof for these rules, or nullptr.
const StrategyProof* loadedProof(const Rules& rules);

// The proof file the values table names for these rules
// ("5x5-l4-classic-order.proof"), or "" when the entry is not proven by one.
std::string shippedProofFile(const Rules& rules);

// Registers a proof from its file's bytes if it is the one the values table
// names for `rules` (the same rules and winner); false and why otherwise.
bool registerShippedProof(const Rules& rules, const std::string& bytes, std::string* error = nullptr);

// Loads the proof file of every shipped values-table entry proven by one
// (solved_values.h) from `dir`; returns how many loaded. A file that is
// missing or does not match its entry is skipped.
int loadShippedProofs(const std::string& dir);

}  // namespace oc
