// Chaos's pairing certificate (the Maker-Breaker pairing argument): if the
// empty cells hold disjoint pairs such that every window still alive for a
// kind is covered by one pair, Chaos holds by answering each Order move in
// a pair on its partner, and each Order move outside the pairs with another
// unpaired cell (so the unpaired cells must be even when Order moves).
//
// A pair covers a window in one of two ways:
// - both cells inside it, answered with the other kind: the window then
//   holds both kinds;
// - under exact-five only, one cell inside and the other just beyond its
//   end, answered with the same kind: the window then holds that kind and
//   has it at its end, so it can make neither an exact five of the other
//   kind nor one of this kind. (The published corner pairs of docs/rules.md, section 7,
//   are this case.)
// Each pair is answered one way only. Chaos's answers never seal a five:
// a window full of one kind with an empty end is alive, so it was covered
// before it filled.
#pragma once
#include "search/tactics.h"

namespace oc {

// Whether such a pairing exists, searched by backtracking for at most
// `stepLimit` steps (so a "no" may mean "not found within the bound"). Most
// positions have no pairing and fail fast or at the bound: the search's
// inner nodes use a small bound, a position's root a larger one.
constexpr int kPairingStepsInner = 4000;
constexpr int kPairingStepsRoot = 20000;
// `stepsUsed`, if given, receives the steps spent (the search counts them
// as work).
bool chaosHasPairing(const Tactics& t, const Board& b, bool orderToMove, int stepLimit = kPairingStepsInner,
                     int* stepsUsed = nullptr);

}  // namespace oc
