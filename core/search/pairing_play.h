// Chaos playing a pairing (search/pairing_certificate.h) after a strategy
// proof stopped at it: the proof records the pairs at the position where the
// pairing takes over, and from there Chaos answers each Order move by the
// pairing argument. Every answer is checked before it is given: the pairs
// left intact must still be a pairing on the board it leaves for Order
// (pairingHolds), so a move given here keeps the hold proven whatever
// happened in between.
#pragma once
#include <optional>

#include "search/pairing_certificate.h"

namespace oc {

// Chaos's move on `b` (Chaos to move) with `pairs` taken on an earlier
// position of the same game: the partner of a pair Order has played into,
// with the other kind; else a cell outside the intact pairs; else a spare
// pair spent. Nullopt when no move leaves the intact pairs a pairing (the
// game left the pairing's argument).
std::optional<Move> pairingAnswer(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs);

}  // namespace oc
