#include "search/pairing_play.h"

namespace oc {

namespace {

// Whether Chaos may play `m` on `b`: it completes no line for Order, and the
// pairs it leaves with both cells empty are a pairing for Order's turn.
bool keepsPairing(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs, Move m) {
  Board next = b;
  next.place(m);
  if (evaluate(g, v, next).winner == Winner::Order) return false;
  CellPairs intact;
  for (const auto& pair : pairs)
    if (next.isEmpty(pair.first) && next.isEmpty(pair.second)) intact.push_back(pair);
  return pairingHolds(g, v, next, intact);
}

}  // namespace

std::optional<Move> pairingAnswer(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs) {
  // A pair with one token: its partner, with the other kind.
  for (const auto& [a, c] : pairs) {
    if (b.isEmpty(a) == b.isEmpty(c)) continue;
    const int taken = b.isEmpty(a) ? c : a, free = b.isEmpty(a) ? a : c;
    const Move answer{free, b.kindAt(taken) == Kind::X ? Kind::O : Kind::X};
    if (keepsPairing(g, v, b, pairs, answer)) return answer;
  }
  // A cell outside the intact pairs first, then a cell of a pair (spending it).
  Bits paired = 0;
  for (const auto& [a, c] : pairs)
    if (b.isEmpty(a) && b.isEmpty(c)) paired |= bit(a) | bit(c);
  for (const bool inPairs : {false, true})
    for (int cell = 0; cell < g.cellCount(); ++cell) {
      if (!b.isEmpty(cell) || ((paired & bit(cell)) != 0) != inPairs) continue;
      for (Kind k : {Kind::X, Kind::O})
        if (keepsPairing(g, v, b, pairs, Move{cell, k})) return Move{cell, k};
    }
  return std::nullopt;
}

}  // namespace oc
