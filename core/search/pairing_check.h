// The check of Chaos's pairing certificate (pairing_certificate.h) for
// `ovc verify`: every claim it makes in whole game trees of small boards is
// compared with a plain minimax on the rules engine (rules.h), which shares
// no code with the certificate. From a few random positions with a handful
// of empty cells, every position below them (both sides to move) is asked
// for a pairing; wherever one is found, minimax must say Chaos holds. The
// set-ups include those whose claims need spare pairs (5x5 Order first,
// 6x6 Chaos first) and lines with two windows (lines shorter than the
// board), where a pair can be spare by a cell both windows share, or wait
// for the pair holding that cell to go.
#pragma once
#include <cstdint>
#include <string>

#include "board.h"
#include "geometry.h"
#include "rules.h"

namespace oc {

class Tactics;

// What the pairing the certificate finds for `b` (one search) relies on:
// - sparedBySharedCell: a pair held by two or more live windows that are not
//   alive for one same kind only, so spare only because those windows share
//   an unpaired empty cell;
// - waiting: a pair that is not spare yet, and waits for other pairs to go
//   (pairing_certificate.h).
struct PairingSpares {
  bool sparedBySharedCell = false;
  bool waiting = false;
};
PairingSpares pairingSpares(const Tactics& tactics, const Geometry& g, Variant v, const Board& b, bool orderToMove);

struct PairingClaimsReport {
  std::uint64_t positions = 0;         // positions searched by minimax (all below the starts)
  std::uint64_t claims = 0;            // of them, where the certificate finds a pairing
  std::uint64_t spareClaims = 0;       // of the claims, those that need spare pairs
  std::uint64_t sharedCellClaims = 0;  // of those, with a pair spare by a cell its two windows share
  std::uint64_t waitingClaims = 0;     // of those, with a pair that waits for others to go
  std::uint64_t failures = 0;          // claims minimax refutes: must be 0
  std::string firstFailure;
  double seconds = 0;
};

// `starts` random positions per set-up, each with `empties` empty cells.
PairingClaimsReport verifyPairingClaims(int starts, int empties, std::uint64_t seed);

}  // namespace oc
