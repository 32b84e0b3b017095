// The independent check of a solved set-up's proof (strategy_proof.h). It
// plays the game from the empty board with the plain rules engine
// (rules.h): where the proof's winner is to move it plays the proof's move
// (mapped from the canonical orientation, which must exist and be legal);
// where the loser is to move it tries every move, cell and kind. It passes
// when every game so played ends in a win for the proof's winner: for a
// Chaos win no game reaches a line for Order, for an Order win every game
// reaches one. Positions are visited once each, by canonical code, which it
// computes cell by cell (plainCanonical); nothing of the search that built
// the proof is used. A position the proof gives a pairing for (a Chaos
// proof, Order to move) ends its games once the pairing's conditions are
// checked (strategy_proof.h says why they suffice).
#pragma once
#include <cstdint>
#include <string>

#include "search/strategy_proof.h"

namespace oc {

struct ProofCheckReport {
  bool valid = false;
  std::uint64_t positions = 0;     // distinct positions walked (canonical), the game not over
  std::uint64_t winnerTurns = 0;   // of them, the winner to move: answered from the proof or a completion
  std::uint64_t loserMoves = 0;    // the loser's moves tried
  std::uint64_t endings = 0;       // finished games reached (each won by the proof's winner if valid)
  std::uint64_t pairings = 0;      // positions settled by a checked pairing
  std::uint64_t completions = 0;   // Order's turns not in the proof, where it completes a line at once
  std::uint64_t unusedEntries = 0; // entries no game needed (allowed; a smaller proof exists)
  std::string failure;             // the first failure: what and the game that shows it
  double seconds = 0;
};

ProofCheckReport checkProof(const StrategyProof& proof);

}  // namespace oc
