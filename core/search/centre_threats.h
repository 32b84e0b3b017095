// Order's wins by continuous threats in the centre game (centre_game.h): a
// sequence of Order moves, each making one threat that Chaos must answer at
// once, ending in a move that makes two (Chaos stops one), or in an answer
// that leaves Order a threat. A threat is a line live for a kind with one
// empty cell (Chaos blocks it with the other kind), or a closable pair whose
// line is full of the kind the closing gains (Chaos fills the pair's end).
// Order's moves are centre moves and closings.
//
// The look is bounded: at most `depth` Order moves, and `*steps` counts down
// the moves looked at. On success `reach` gets the cells of every line the
// sequence threatens on and the pairs it threatens to close or closes: a
// Chaos token anywhere else, a pass or the filling of another pair leaves
// the sequence as it is (or gives Order more threats), so with Chaos to move
// every Chaos move outside the reach loses. (`ovc verify` checks that claim
// against plain minimax: docs/solver.md.)
#pragma once
#include <cstdint>

#include "board.h"
#include "search/centre_shape.h"

namespace oc {

struct CentreThreatReach {
  Bits cells = 0;
  std::uint32_t pairs = 0;
};

// What a threat depends on, kept up to date move by move (the look makes
// many moves and takes them back by copying): the tokens, the lines live
// for each kind, and the closable pairs by the kind closing gains. Kinds are
// indexed as kindIndex() does (X 0, O 1).
struct CentreThreatPosition {
  const CentreShape* shape;
  Bits tokens[2];
  std::uint32_t live[2];   // allows the kind and holds none of the other
  std::uint32_t gains[2];  // a half-filled pair of the other kind, and no token of the other kind on the line

  // Whether Order wins by continuous threats with Order to move, and the
  // sequence's reach (above). The position must hold no threat of Order's.
  bool orderWins(int depth, int* steps, CentreThreatReach* reach) const;
};

}  // namespace oc
