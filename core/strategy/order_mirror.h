// Order's proven strategy (docs/rules.md, section 6): mirror on the ring, the transition
// step (classic only), and the centre strategy T1 on b2-e5. On the 4x4 mini
// board the whole board is the centre and T1 alone is played.
#pragma once
#include "strategy/centre_t1.h"
#include "strategy/strategy.h"

namespace oc {

// The strategy's move exactly as written (steps 1-3), for a position with
// Order to move; nullopt if the rules are not covered or no step gives a move.
// `lastMove` is the cell the opponent just played (or -1): when several ring
// cells lack their mirror, the mirror of the last move is answered first.
std::optional<StrategyMove> orderStrategyMove(const Rules& rules, const Board& board, int lastMove = -1,
                                              bool useExceptions = true);

// For play and hints: a winning move if there is one, else the strategy's
// move; and whether the strategy applies, i.e. every Order move of the game
// so far was the strategy's own (a position it produced, docs/rules.md, section 8).
StrategyAdvice orderAdvice(const Game& game);

// Whether every Order move of the game so far was the strategy's own, under
// rules it covers: then Order wins by going on with it (whoever is to move).
bool orderStrategyProduced(const Game& game);

// A move that makes Order win at once, if any (the first in cell order).
std::optional<Move> immediateWin(const Game& game);

// Board cell <-> centre cell (6x6: b2..e5; 4x4: the whole board).
int centreToBoard(const Geometry& g, int centreCell);
CentreBits centreTokens(const Geometry& g, Bits tokens);
Bits centreToBoardBits(const Geometry& g, CentreBits bits);

}  // namespace oc
