#include "search/strategy_certificate.h"

#include "search/board_symmetry.h"
#include "strategy/chaos_pairing.h"
#include "strategy/order_mirror.h"

namespace oc {

namespace {

// The game with every move mapped by the symmetry (same rules, same turns).
Game mapped(const Game& game, const BoardSymmetry& symmetry, int s) {
  Game out(game.rules());
  for (const Move& m : game.history()) out.play(symmetry.map(s, m));
  return out;
}

// A strategy move found in the mapped game, taken back to the original.
StrategyMove unmapped(StrategyMove m, const BoardSymmetry& symmetry, int s) {
  const int back = symmetry.inverse(s);
  m.move = symmetry.map(back, m.move);
  if (m.answered >= 0) m.answered = symmetry.map(back, Move{m.answered, Kind::X}).cell;
  m.line = symmetry.mapCells(back, m.line);
  m.forkLines = symmetry.mapCells(back, m.forkLines);
  return m;
}

}  // namespace

std::optional<StrategyCertificate> strategyCertificate(const Game& game) {
  const Rules& rules = game.rules();
  const bool orderPlan = orderStrategyCovers(rules), chaosPlan = chaosPairingCovers(rules);
  if (!orderPlan && !chaosPlan) return std::nullopt;
  const BoardSymmetry symmetry(game.geometry());
  for (int s = 0; s < BoardSymmetry::kCount; ++s) {
    const Game view = s == 0 ? game : mapped(game, symmetry, s);
    if (orderPlan && orderStrategyProduced(view)) {
      StrategyCertificate c{Role::Order, s, PairingTable::A, std::nullopt};
      if (!game.over() && game.toMove() == Role::Order) {
        const StrategyAdvice advice = orderAdvice(view);
        if (advice.hasMove) c.next = unmapped(advice.move, symmetry, s);
      }
      return c;
    }
    if (chaosPlan) {
      for (PairingTable t : {PairingTable::A, PairingTable::B, PairingTable::C}) {
        if (!chaosPairingProduced(view, t)) continue;
        StrategyCertificate c{Role::Chaos, s, t, std::nullopt};
        if (!game.over() && game.toMove() == Role::Chaos) {
          const StrategyAdvice advice = chaosAdvice(view, t);
          if (advice.hasMove) c.next = unmapped(advice.move, symmetry, s);
        }
        return c;
      }
    }
  }
  return std::nullopt;
}

}  // namespace oc
