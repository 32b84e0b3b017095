#include "soak_invariants.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "notation.h"
#include "strategy/chaos_pairing.h"
#include "strategy/order_mirror.h"

namespace soak {

[[noreturn]] void fail(const Context& ctx, const oc::Game& g, const std::string& what) {
  std::fprintf(stderr,
               "soak: VIOLATION in game %ld (%s; %s) after action '%s':\n  %s\n  history: %s\n  redo stack: %s\n"
               "  replay this game with: soak --seed %llu --game %ld\n",
               ctx.game, ctx.setup ? ctx.setup->name : "?", ctx.levels.c_str(), ctx.action.c_str(), what.c_str(),
               oc::recordText(g.geometry(), g.history()).c_str(), oc::recordText(g.geometry(), g.redoStack()).c_str(),
               static_cast<unsigned long long>(ctx.seed), ctx.game);
  std::exit(1);
}


bool sameOutcome(const oc::Outcome& a, const oc::Outcome& b) {
  return a.winner == b.winner && a.reason == b.reason && a.winningRun == b.winningRun &&
         (a.winner != oc::Winner::Order || a.runKind == b.runKind);
}

bool sameGame(const oc::Game& a, const oc::Game& b) {
  return a.rules() == b.rules() && a.board() == b.board() && a.history() == b.history() && a.redoStack() == b.redoStack() &&
         sameOutcome(a.outcome(), b.outcome());
}

void checkGame(const Context& ctx, const oc::Game& game, const oc::Game& fresh) {
  SOAK_CHECK(game.rules() == fresh.rules(), "the rules changed");
  SOAK_CHECK(game.board().count() == game.moveCount(), "the board does not hold one token per move");
  SOAK_CHECK(game.moveCount() + static_cast<int>(game.redoStack().size()) <= game.geometry().cellCount(), "more moves than cells");
  oc::Game replay = fresh;
  for (const oc::Move& m : game.history())
    SOAK_CHECK(replay.play(m) == oc::MoveError::None, "history move " + oc::moveText(game.geometry(), m) + " does not replay");
  SOAK_CHECK(replay.board() == game.board(), "the board is not the replay of the history");
  SOAK_CHECK(sameOutcome(replay.outcome(), game.outcome()), "the outcome is not that of the replay");
  SOAK_CHECK(replay.toMove() == game.toMove(), "the side to move is not that of the replay");
  const oc::Outcome evaluated = oc::evaluate(game.geometry(), game.rules().variant, game.board());
  SOAK_CHECK(sameOutcome(evaluated, game.outcome()), "the outcome is not what evaluate() says");
  SOAK_CHECK(game.over() == evaluated.over(), "game over differs from evaluate()");
  if (game.board().count() == game.geometry().cellCount()) SOAK_CHECK(game.over(), "a full board and the game is not over");
  // Earlier positions were not over: no move was played after the end.
  if (!game.history().empty()) {
    oc::Game before = game;
    before.undo();
    SOAK_CHECK(!before.over(), "a move was played after the game ended");
  }
  // The redo stack is a legal continuation.
  oc::Game forward = game;
  std::vector<oc::Move> expected = game.history();
  for (auto it = game.redoStack().rbegin(); it != game.redoStack().rend(); ++it) expected.push_back(*it);
  while (forward.canRedo()) SOAK_CHECK(forward.redo(), "redo refused with a non-empty stack");
  SOAK_CHECK(forward.history() == expected, "redoing everything does not give history + redo stack");
  oc::Game replayAll = fresh;
  for (const oc::Move& m : expected)
    SOAK_CHECK(replayAll.play(m) == oc::MoveError::None, "the redo stack does not replay legally");
  SOAK_CHECK(replayAll.board() == forward.board() && sameOutcome(replayAll.outcome(), forward.outcome()),
             "redoing everything differs from replaying it");
  // What the proven strategies promise (docs/rules.md, section 5).
  if (game.over()) {
    if (oc::orderStrategyProduced(game)) SOAK_CHECK(game.outcome().winner == oc::Winner::Order, "Order's proven strategy lost");
    if (oc::chaosPairingProduced(game)) SOAK_CHECK(game.outcome().winner == oc::Winner::Chaos, "Chaos's proven pairing lost");
  }
}


BadMove badMove(const oc::Game& g, std::mt19937_64& rng) {
  const int cells = g.geometry().cellCount();
  const oc::Kind kind = rng() % 2 ? oc::Kind::X : oc::Kind::O;
  std::vector<int> taken;
  for (int c = 0; c < cells; ++c)
    if (!g.board().isEmpty(c)) taken.push_back(c);
  switch (rng() % 4) {
    case 0: {  // off the board
      static const int offBoard[] = {-1, -1000, 64, 1 << 30};
      const int cell = rng() % 2 ? cells + static_cast<int>(rng() % 8) : offBoard[rng() % 4];
      return {{cell, kind}, oc::MoveError::OffBoard, "off-board cell " + std::to_string(cell)};
    }
    case 1: {  // a kind that is neither X nor O (a corrupt value from outside)
      const int cell = static_cast<int>(rng() % cells);
      const auto raw = static_cast<std::uint8_t>(2 + rng() % 254);
      return {{cell, static_cast<oc::Kind>(raw)}, oc::MoveError::UnknownKind, "kind " + std::to_string(raw)};
    }
    default:
      if (!taken.empty() && !g.over()) {
        const int cell = taken[rng() % taken.size()];
        return {{cell, kind}, oc::MoveError::Occupied, "occupied cell " + oc::cellName(g.geometry(), cell)};
      }
      if (g.over()) {  // any empty cell (or a taken one: the game being over comes first)
        const int cell = static_cast<int>(rng() % cells);
        return {{cell, kind}, oc::MoveError::GameOver, "a move after the end"};
      }
      return {{-1, kind}, oc::MoveError::OffBoard, "off-board cell -1"};
  }
}

}  // namespace soak
