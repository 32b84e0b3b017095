// What every proven strategy answers about a position: does it apply here,
// which move, and why (the rule that fired and the cells involved). The AI
// plays from this and the hint overlay draws and explains it.
#pragma once
#include <optional>
#include <string>

#include "game.h"

namespace oc {

enum class StrategyRule : std::uint8_t {
  ImmediateWin,  // a move that wins at once (the player's wrapper, before step 1)
  Mirror,        // Order: answer a ring move on its mirror cell with the other kind
  Transition,    // Order: extend a centre line of four to five
  Exception,     // Order: T1's prescribed move in one of six centre positions
  Opening,       // Order: the empty centre, c3 red
  Four,          // Order: complete a centre line of four
  Fork,          // Order: a cell on two centre lines holding two each
  Grow,          // Order: the best move that spoils no open line of the other kind
  Fallback,      // Order: T1 when nothing above applies
  Pair,          // Chaos: answer on the partner cell of Order's move
};

struct StrategyMove {
  Move move;
  StrategyRule rule = StrategyRule::Fallback;
  int answered = -1;    // the opponent's cell this move answers (mirror, pair), or -1
  Bits line = 0;        // the line being built or completed, board cells
  Bits forkLines = 0;   // the two lines of a fork, board cells
  int exception = 0;    // B1..B6
};

// The answer to "does the strategy apply here?" and, when it does, its move.
struct StrategyAdvice {
  bool applies = false;
  std::string whyNot;  // when it does not apply: a plain sentence
  // A move is offered. Where the strategy does not apply it is only what the
  // strategy would play (or an immediate win), with no guarantee behind it.
  bool hasMove = false;
  StrategyMove move;
};

const char* strategyRuleName(StrategyRule r);  // "mirror", "pair", ...
// A plain sentence: "Mirror: Chaos played a4, so put blue on f4 ..."
std::string explain(const Geometry& g, const StrategyMove& m);

// Order's winning strategy applies to: 6x6 classic (either first), 6x6
// exact-five with Chaos first, and the 4x4 mini game (T1 alone).
bool orderStrategyCovers(const Rules& r);
// Chaos's pairing strategy applies to 6x6 exact-five with Order first.
bool chaosPairingCovers(const Rules& r);

}  // namespace oc
