#include "board_setup.h"

#include "notation.h"

namespace oc {

BoardSetup emptySetup(const Rules& rules, Role toMove) {
  BoardSetup s;
  s.rules = rules;
  s.toMove = toMove;
  if (const std::optional<Geometry> g = Geometry::make(rules.size, rules.lineLength)) s.cells.assign(static_cast<std::size_t>(g->cellCount()), std::nullopt);
  return s;
}

BoardSetup setupOf(const Game& game) {
  BoardSetup s = emptySetup(game.rules(), game.toMove());
  for (int c = 0; c < game.geometry().cellCount(); ++c)
    if (!game.board().isEmpty(c)) s.cells[static_cast<std::size_t>(c)] = game.board().kindAt(c);
  return s;
}

std::optional<Game> gameFromSetup(const BoardSetup& setup, std::string* error) {
  auto fail = [error](std::string why) {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  if (std::string why = Game::validateRules(setup.rules); !why.empty()) return fail(why);
  if (setup.toMove != Role::Order && setup.toMove != Role::Chaos) return fail("unknown side to move");
  Rules rules = setup.rules;
  const Geometry g = *Geometry::make(rules.size, rules.lineLength);
  if (static_cast<int>(setup.cells.size()) != g.cellCount())
    return fail("the set-up has " + std::to_string(setup.cells.size()) + " cells, the board " + std::to_string(g.cellCount()));
  std::vector<Move> tokens;
  Board board;
  for (int c = 0; c < g.cellCount(); ++c)
    if (const std::optional<Kind> k = setup.cells[static_cast<std::size_t>(c)]) {
      tokens.push_back(Move{c, *k});
      board.place(tokens.back());
    }
  // A game ends as soon as it is decided, so a decided set-up cannot be
  // played from. Finished lines and dead lines only grow as tokens are
  // added, so an undecided set-up is undecided after every prefix of its
  // tokens, in any order.
  const Outcome outcome = evaluate(g, rules.variant, board);
  if (outcome.winner == Winner::Order) {
    std::string cells;
    for (int c = 0; c < g.cellCount(); ++c)
      if (outcome.winningRun & bit(c)) cells += (cells.empty() ? "" : " ") + cellName(g, c);
    return fail(std::string(kindColour(outcome.runKind)) + " already has " + reasonText(outcome.reason, rules.lineLength) +
                " (" + cells + "), so Order has already won");
  }
  if (outcome.winner == Winner::Chaos) return fail(reasonText(outcome.reason, rules.lineLength) + ", so Chaos has already won");
  // After an even number of moves the first player is to move again.
  rules.firstPlayer = tokens.size() % 2 == 0 ? setup.toMove : opponent(setup.toMove);
  Game game(rules);
  for (const Move& m : tokens)
    if (game.play(m) != MoveError::None) return fail("cannot place " + moveText(g, m));
  game.markSetup(game.moveCount());
  return game;
}

}  // namespace oc
