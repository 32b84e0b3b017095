// The check of Order's wins by continuous threats (search/threat_sequence.h)
// for `ovc verify`. Every claim the sequence search makes in positions from
// greedy games is re-decided by a plain search on the rules engine (rules.h),
// which shares no code with it:
// - with Order to move, a win found must be a win by threats;
// - with Chaos to move, every Chaos move (both kinds) off the cells it names
//   (ThreatSequences::chaosMustPlay) must leave Order a win by threats.
#pragma once
#include <cstdint>
#include <string>

#include "board.h"
#include "geometry.h"
#include "rules.h"

namespace oc {

// Whether Order, to move on `b`, wins by threats within `moves` moves: it
// completes a line at once, or has a move after which it could complete one
// (a threat) and every Chaos reply either completes a line or leaves such a
// win with one move fewer. Cell by cell on the rules engine.
bool orderWinsByThreats(const Geometry& g, Variant v, const Board& b, int moves);

struct ThreatSequenceReport {
  std::uint64_t orderPositions = 0;  // positions asked with Order to move
  std::uint64_t orderWins = 0;       // of them, where a sequence was found
  std::uint64_t chaosPositions = 0;  // positions asked with Chaos to move
  std::uint64_t narrowed = 0;        // of them, where Chaos's cells were narrowed
  std::uint64_t settledMoves = 0;    // Chaos moves off those cells, each checked
  std::uint64_t failures = 0;        // claims the rules engine refutes: must be 0
  std::string firstFailure;
  double seconds = 0;
};

// `games` greedy games per set-up (6x6 both first players, 5x5 line 4,
// 6x6 exact-five), each asked at every position of its first 16 plies.
ThreatSequenceReport verifyThreatSequences(int games, std::uint64_t seed);

}  // namespace oc
