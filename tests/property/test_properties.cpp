// Random games on every board size and variant: the invariants that must hold
// after every move, whatever the players do.
#include <catch_amalgamated.hpp>

#include <random>

#include "notation.h"

using namespace oc;

namespace {

std::vector<int> emptyCells(const Game& g) {
  std::vector<int> cells;
  for (int c = 0; c < g.geometry().cellCount(); ++c)
    if (g.board().isEmpty(c)) cells.push_back(c);
  return cells;
}

void checkOutcomeConsistent(const Game& g) {
  const Outcome& o = g.outcome();
  const Board& b = g.board();
  switch (o.winner) {
    case Winner::Order:
      REQUIRE(o.reason == Reason::LineCompleted);
      REQUIRE(o.winningRun != 0);
      REQUIRE((o.winningRun & b.tokens(o.runKind)) == o.winningRun);
      break;
    case Winner::Chaos:
      REQUIRE(winningRuns(g.geometry(), g.rules().variant, b, Kind::X) == 0);
      REQUIRE(winningRuns(g.geometry(), g.rules().variant, b, Kind::O) == 0);
      if (o.reason == Reason::BoardFull) REQUIRE(b.occupied() == g.geometry().allCells());
      else REQUIRE(!anyWindowAlive(g.geometry(), g.rules().variant, b));
      break;
    case Winner::None:
      REQUIRE(o.reason == Reason::None);
      REQUIRE(b.occupied() != g.geometry().allCells());
      REQUIRE(anyWindowAlive(g.geometry(), g.rules().variant, b));
      break;
  }
}

}  // namespace

TEST_CASE("random games keep every invariant, undo restores exactly, records round-trip", "[properties]") {
  std::mt19937 rng(20261121);
  int games = 0, orderWins = 0, chaosWins = 0;
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    for (int l = 4; l <= std::min(n, 5); ++l) {
      for (Variant v : {Variant::Classic, Variant::ExactFive}) {
        for (Role first : {Role::Order, Role::Chaos}) {
          for (int round = 0; round < 60; ++round) {
            Game g(Rules{n, l, v, first});
            while (!g.over()) {
              const std::vector<int> cells = emptyCells(g);
              const Move m{cells[rng() % cells.size()], rng() % 2 ? Kind::X : Kind::O};
              const Board before = g.board();
              const Role mover = g.toMove();
              REQUIRE(g.play(m) == MoveError::None);
              REQUIRE(g.toMove() == opponent(mover));
              checkOutcomeConsistent(g);
              const Board after = g.board();
              const Outcome outcome = g.outcome();
              REQUIRE(g.undo());
              REQUIRE(g.board() == before);
              REQUIRE_FALSE(g.over());
              REQUIRE(g.redo());
              REQUIRE(g.board() == after);
              REQUIRE(g.outcome().winner == outcome.winner);
              REQUIRE(g.outcome().winningRun == outcome.winningRun);
            }
            Game replay(g.rules());
            REQUIRE(loadRecord(replay, recordText(g.geometry(), g.history())));
            REQUIRE(replay.board() == g.board());
            REQUIRE(replay.outcome().winner == g.outcome().winner);
            const QueryGame fromUrl = gameFromQuery(gameToQuery(g));
            REQUIRE(fromUrl.problems.empty());
            REQUIRE(fromUrl.game.rules() == g.rules());
            REQUIRE(fromUrl.game.history() == g.history());
            ++games;
            orderWins += g.outcome().winner == Winner::Order;
            chaosWins += g.outcome().winner == Winner::Chaos;
          }
        }
      }
    }
  }
  // Random play must reach both kinds of ending, or the test proves little.
  CHECK(orderWins > 0);
  CHECK(chaosWins > 0);
  CHECK(games == orderWins + chaosWins);
}
