// The published strategies as certificates, recognised in all 16 symmetric
// forms of the game (board_symmetry.h): a game in which every Order move was
// the move of Order's proven strategy (order_mirror.h), or every Chaos move
// the pairing answer of one of the three tables (chaos_pairing.h), seen
// through some symmetry. Such a game is won by going on with the strategy,
// whose next move is given back in the game's own orientation.
#pragma once
#include <optional>

#include "strategy/chaos_pairing.h"
#include "game.h"
#include "strategy/strategy.h"

namespace oc {

struct StrategyCertificate {
  Role winner = Role::Order;  // Order: Order's strategy; Chaos: a pairing table
  int symmetry = 0;           // the symmetry under which the game follows it
  PairingTable table = PairingTable::A;  // Chaos: the table followed
  // The strategy's move for the side to move, when it is the winner's turn
  // (mapped back to the game's orientation), with the rule behind it.
  std::optional<StrategyMove> next;
};

// The first symmetry (0 is the identity) under which a published strategy
// produced the game, or nullopt. Cheap: a replay per symmetry.
std::optional<StrategyCertificate> strategyCertificate(const Game& game);

}  // namespace oc
