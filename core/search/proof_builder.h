// Builds a solved set-up's proof (strategy_proof.h) from the small-board
// solver: walks every game in which the winner plays the solver's winning
// move and the loser plays anything, and records the winner's move in each
// position met, keyed canonically. The walk visits each canonical position
// once, so the proof has one entry per position the strategy can reach, up
// to symmetry. The winner's moves are the solver's, or for Order its
// fastest wins (win_distance.h): neither is always the smaller proof. On
// 5x5 with lines of three under exact-five the solver's moves made 457k
// entries and the fastest wins 13k; on 4x4 with lines of four, 14.8k
// against 23.7k.
#pragma once
#include <cstdint>
#include <optional>

#include "search/small_board_solver.h"
#include "search/strategy_proof.h"

namespace oc {

enum class ProofMoves : std::uint8_t { Solver, FastestWins };

// `winner` is the solved value of the empty board. nullopt when the proof
// would have more than `maxEntries` entries. `distanceNodes` receives the
// distance search's nodes. With FastestWins, once `fastestUntil` has passed
// the solver's moves are taken for the rest of the walk (any winning move
// makes a valid proof; the fastest ones only make it smaller).
std::optional<StrategyProof> buildProof(SmallBoardSolver& solver, const Rules& rules, Role winner, ProofMoves moves,
                                        std::size_t maxEntries = ~std::size_t{0}, std::uint64_t* distanceNodes = nullptr,
                                        SmallBoardSolver::Deadline fastestUntil = {});

}  // namespace oc
