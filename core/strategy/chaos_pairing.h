// Chaos's pairing strategy for exact-five with Order first (docs/rules.md, section 7):
// the 36 cells form 18 pairs; Chaos answers on the partner of Order's cell,
// with the same kind on a corner (a five on a main diagonal becomes six) and
// the other kind everywhere else.
#pragma once
#include <array>

#include "strategy/strategy.h"

namespace oc {

enum class PairingTable : std::uint8_t { A, B, C };

// The pair number (1..18) of each cell of the 6x6 board, row-major.
using PairNumbers = std::array<int, 36>;
const PairNumbers& pairNumbers(PairingTable t);
// The partner of a cell in the table (-1 if the number is not paired).
int pairPartner(const PairNumbers& numbers, int cell);
inline int pairPartner(PairingTable t, int cell) { return pairPartner(pairNumbers(t), cell); }
// The pairing answer to Order having played `m`.
Move pairingAnswer(const PairNumbers& numbers, Move orderMove);
inline Move pairingAnswer(PairingTable t, Move orderMove) { return pairingAnswer(pairNumbers(t), orderMove); }

// The move and whether the strategy applies: Chaos to move, and every Chaos
// move so far was the pairing answer to the Order move before it.
StrategyAdvice chaosAdvice(const Game& game, PairingTable t = PairingTable::A);

// Whether every Chaos move so far was the pairing answer, under rules it
// covers: then Chaos holds by going on with it (whoever is to move).
bool chaosPairingProduced(const Game& game, PairingTable t = PairingTable::A);


}  // namespace oc
