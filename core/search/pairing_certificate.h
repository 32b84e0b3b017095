// Chaos's pairing certificate (the Maker-Breaker pairing argument): if the
// empty cells hold disjoint pairs such that every window still alive for a
// kind is covered by one pair, Chaos holds by answering each Order move in
// a pair on its partner, and each Order move outside the pairs with another
// unpaired cell.
//
// When the unpaired cells are even on Order's turns, Chaos never runs out
// of them. When they are odd (on a board with an odd number of cells, Order
// first, they always are), Order can take the last one, and Chaos must then
// play into a pair. So every pair must be *spare*: Chaos can spend it by
// putting one kind on one of its cells, which ends every live window
// holding both its cells, and its second cell becomes an unpaired cell.
// A pair is spare when the live windows holding both its cells are
//   - all alive for one kind only, the same one (they hold that kind, or
//     the other is sealed off at an end): the other kind ends them; or
//   - windows that all hold one same unpaired empty cell (one window with
//     an unpaired cell, or the two windows of a line that share it): Chaos
//     spends a pair only when no unpaired cell is empty, so by then that
//     cell holds a token of some kind k, every one of those windows is
//     alive for k at most, and the other kind on the pair ends them all.
// Windows only lose kinds as tokens are added, so a spare pair stays spare.
//
// A pair whose shared cells are all in other pairs is not spare yet, but it
// can wait. When Chaos must spend a pair, the empty cells are exactly those
// of the pairs still there; a shared cell of a pair already gone holds a
// token by then, so that pair's windows are alive for one kind at most, and
// it is spare. So the pairs need only be spendable one by one: setting free
// every pair with a shared cell unpaired or in a pair set free before, all
// of them are set free (no pairs wait on each other in a circle), and then
// some pair is spare whenever Chaos must spend one. Spare pairs are
// answered inside only.
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
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

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

// A bound the search checks first (and false only where no pairing
// exists): a pair's two cells lie on one line, so windows of a line with no
// usable cell in common need a pair each, and no cell serves two pairs; if
// such windows cannot each get two cells of their own, there is no pairing.
bool pairingMayExist(const Tactics& t, const Board& b, bool orderToMove);

// The same search with inside answers only (the pairings a strategy proof
// records), giving the pairs found.
using CellPairs = std::vector<std::pair<std::uint8_t, std::uint8_t>>;
bool findInsidePairing(const Tactics& t, const Board& b, bool orderToMove, int stepLimit, CellPairs& pairs);

// Whether Chaos may need a spare pair: the unpaired cells are odd on
// Order's turns (even on Chaos's), whatever the pairs, since both counts
// have the parity of the empty cells.
bool pairingNeedsSpares(int emptyCells, bool orderToMove);

// Whether the pair {a, c} of empty cells is spare (above) on `b`, where
// `paired` holds the cells of all the pairs.
bool pairIsSpare(const Geometry& g, Variant v, const Board& b, int a, int c, Bits paired);

// How many of `pairs` are not spare on `b` (they wait for others to go).
int waitingPairs(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs);

// Whether `pairs` is a pairing for Chaos on `b` with Order to move: disjoint
// pairs of empty cells, both cells of some pair in every window alive for a
// kind, and, when an odd number of empty cells lies outside the pairs, pairs
// that can be spent one by one (above). On failure `why` (if given) says which condition failed. This
// is the whole argument's condition, checked on the board (the proof check
// and the player that follows a proof's pairing use it).
bool pairingHolds(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs, std::string* why = nullptr);

}  // namespace oc
