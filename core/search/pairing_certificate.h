// Chaos's pairing certificate (the Maker-Breaker pairing argument): if the
// empty cells hold disjoint pairs such that every window still alive for a
// kind contains both cells of one pair, Chaos holds by answering each Order
// move in a pair on its partner with the other kind (that window then holds
// both kinds), and each Order move outside the pairs with another unpaired
// cell. That needs an even number of unpaired cells when Order moves.
#pragma once
#include "tactics.h"

namespace oc {

// Whether such a pairing exists (searched with a bounded backtracking; a
// "no" may mean "not found within the bound").
bool chaosHasPairing(const Tactics& t, const Board& b, bool orderToMove);

}  // namespace oc
