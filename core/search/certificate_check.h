// Exhaustive checks of Order's centre-game certificate (order_certificate.h)
// for `ovc verify`. The argument that the certificate is sound has three
// parts (docs/solver.md); each is checked here by other code than the one
// that makes the claims:
//   1. the line lemma: for every centre line (the short diagonals too),
//      every content of its two ring ends and every kind of a full centre
//      part, the kinds the certificate allows win as it says, under the
//      plain rules engine (rules.h), and a Chaos move into the ends never
//      takes a kind away;
//   2. the strategy walk: the centre game's winning moves, played from the
//      start of every set-up the plan covers against every Chaos reply
//      (ring moves answered by the mirror), always complete an allowed line;
//   3. the centre-game solver agrees with a plain minimax: on every 3x3
//      centre position and on a sample of 4x4 ones, with random allowed
//      kinds and passes.
#pragma once
#include <cstdint>
#include <string>

#include "rules.h"

namespace oc {

struct LineLemmaReport {
  Variant variant = Variant::Classic;
  std::uint64_t cases = 0;     // (line, ends, four kind, side to move) combinations checked
  std::uint64_t claims = 0;    // of them, where the certificate allows the four's kind
  std::uint64_t shortDiagonalClaims = 0;  // of the claims, on a short diagonal
  std::uint64_t failures = 0;  // must be 0
  std::string firstFailure;
  double seconds = 0;
};
LineLemmaReport verifyLineLemma(Variant v);

struct CentreStrategyReport {
  Variant variant = Variant::Classic;
  Role first = Role::Order;
  std::uint64_t states = 0;      // distinct states with Chaos to move
  std::uint64_t orderWins = 0;   // terminal states where an allowed line is complete
  std::uint64_t failures = 0;    // must be 0
  std::string firstFailure;
  double seconds = 0;
};
CentreStrategyReport verifyCentreStrategy(Variant v, Role first);

struct CentreSolverReport {
  std::uint64_t positions = 0;     // positions compared
  std::uint64_t orderWins = 0;     // of them, won by Order
  std::uint64_t withHalfFilledPairs = 0;  // of them, with pairs Order may close
  std::uint64_t withShortDiagonals = 0;   // of them, where a short diagonal allows a kind
  // Of them with Chaos to move, where Order wins by continuous threats
  // (CentreGameSolver::threatSequence), and the Chaos moves outside their
  // reach, each checked to lose.
  std::uint64_t threatSequences = 0, movesOutsideReach = 0;
  std::uint64_t threatSequencesWithPairs = 0;  // of those, the ones that threaten or close a pair
  std::uint64_t disagreements = 0; // must be 0
  std::string firstDisagreement;
  double seconds = 0;
};
// Every 3x3 centre position (both sides to move, 0 to 2 passes; every line
// allowed both kinds, one random allowed pattern, and one with half-filled
// pairs), and `samples4x4` random 4x4 positions with 8 to 12 tokens and 0 to
// 3 passes, half of them with half-filled pairs. One solver answers them
// all, so its table carries over from call to call as in use. Where Chaos
// is to move and Order wins by continuous threats, every Chaos move outside
// their reach is checked to lose too.
CentreSolverReport verifyCentreSolver(int samples4x4, std::uint64_t seed);

}  // namespace oc
