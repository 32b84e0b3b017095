// Order's wins by continuous threats ("victory by continuous fours" in
// gomoku): a sequence of Order moves, each making one threat that Chaos must
// block at once (with the other kind on that cell: the same kind would
// complete the line), ending in a move that makes two threats, of which
// Chaos can stop only one. Chaos has no threats of its own, so each block
// is forced and the sequence is a proof.
//
// A sequence's *reach* is the cells of the windows its moves threaten on
// (and complete), its blocks included (Tactics::threatWindows; under
// exact-five, where a token beyond a window's end matters too, every window
// through each move, with their ends and the windows it ends). A token placed
// outside the reach leaves every threat of the sequence as it is, so the
// sequence still wins (or wins sooner: such a token can only add threats).
// With Chaos to move, each sequence Order could play (were it Order's turn)
// tells Chaos where it must play: inside its reach, else Order plays it and
// wins. The search uses this to settle the other Chaos moves on sight.
//
// Allocation-free; the boards live on the stack of a bounded recursion.
#pragma once
#include <array>

#include "search/tactics.h"

namespace oc {

class ThreatSequences {
 public:
  explicit ThreatSequences(const Tactics& tactics) : tactics_(tactics) {}

  // Order moves per sequence, and sequence steps per call: a search that
  // reaches either bound says "not found".
  static constexpr int kMaxMoves = 6;
  static constexpr int kStepLimit = 400;

  // With Order to move and no threat of Order's on `b`: whether such a
  // sequence exists. `steps` (if given) is increased by the steps spent.
  bool orderWins(const Board& b, int* steps = nullptr);

  // With Chaos to move and no threat of Order's on `b`: the cells where a
  // Chaos move can stop every sequence found for Order (all cells when none
  // is found). A Chaos move on any other cell loses.
  Bits chaosMustPlay(const Board& b, int* steps = nullptr);
  // The same, given `b`'s threat candidates (Tactics::threatCandidates),
  // where the caller has them already.
  Bits chaosMustPlay(const Board& b, const std::array<Bits, 2>& candidates, int* steps = nullptr);

 private:
  // A sequence from `b` with Order to move whose first move is among
  // `firstCells` (for kind k: firstCells[k]), at most `moves` long; on
  // success `reach` gets the union of the reaches of its moves.
  bool search(const Board& b, const std::array<Bits, 2>& firstCells, int moves, Bits* reach);

  const Tactics& tactics_;
  int steps_ = 0;
};

}  // namespace oc
