#include <algorithm>
#include <string>
#include <vector>

#include <catch_amalgamated.hpp>

#include "notation.h"
#include "strategy/order_mirror.h"
#include "ai/local_player.h"
#include "search/solver.h"
#include "session/game_review.h"
#include "ai/sample_games.h"
#include "ai/simple_players.h"
#include "test_helpers.h"

using namespace oc;
using oc::test::gameFrom;

TEST_CASE("levels parse and print", "[players]") {
  for (Level l : {Level::Casual, Level::Strong, Level::Perfect}) CHECK(parseLevel(levelName(l)) == l);
  CHECK_FALSE(parseLevel("expert"));
}

TEST_CASE("random games: reproducible from the seed, both first players, every position before the end", "[players]") {
  const auto play = [](int seed) {
    std::vector<std::string> lines;
    int chaosFirst = 0;
    playRandomGames(
        Rules{}, 4, seed, [&](int number, const Rules& r) { chaosFirst += (r.firstPlayer == Role::Chaos) == (number % 2 == 1); },
        [&](const Game& g) {
          CHECK_FALSE(g.over());
          lines.push_back(std::string(roleKey(g.rules().firstPlayer)) + " " + recordText(g.geometry(), g.history(), '.'));
        });
    CHECK(chaosFirst == 4);
    return lines;
  };
  const std::vector<std::string> a = play(1), b = play(1), c = play(2);
  CHECK(a == b);
  CHECK(a != c);
  // Four games, each from the empty board.
  CHECK(std::count(a.begin(), a.end(), "order ") == 2);
  CHECK(std::count(a.begin(), a.end(), "chaos ") == 2);
}

TEST_CASE("novice games: a novice on either side against each level, each first player, reproducible", "[players]") {
  // The twelve set-ups: each level against a novice on each side, each side first.
  std::vector<std::string> setUps;
  for (int n = 0; n < 12; ++n) {
    const SampleGame g = noviceGame(Rules{}, n);
    REQUIRE(g.novice.has_value());
    CHECK(g.orderLevel == g.chaosLevel);
    setUps.push_back(std::string(roleKey(*g.novice)) + levelName(g.orderLevel) + roleKey(g.rules.firstPlayer));
  }
  std::sort(setUps.begin(), setUps.end());
  CHECK(std::unique(setUps.begin(), setUps.end()) == setUps.end());
  CHECK_FALSE(sampleGame(Rules{}, 0).novice.has_value());

  Rules mini;
  mini.size = 4;
  mini.lineLength = 4;
  const auto play = [&](int seed) {
    std::vector<std::string> lines;
    playNoviceGames(
        mini, 12, seed, [&](const SampleGame& g) { lines.push_back("game " + std::to_string(g.number)); },
        [&](const Game& g) {
          CHECK_FALSE(g.over());
          lines.push_back(recordText(g.geometry(), g.history(), '.'));
        });
    return lines;
  };
  const std::vector<std::string> a = play(1), b = play(1), c = play(2);
  CHECK(a == b);
  CHECK(a != c);
  CHECK(std::count(a.begin(), a.end(), "") == 12);  // each game from the empty board
}

TEST_CASE("strong and perfect take an immediate win and parry an immediate threat", "[players]") {
  for (Level l : {Level::Strong, Level::Perfect}) {
    LocalPlayer p(l, 3);
    p.setSearchNodes(50'000);
    const Game win = gameFrom(Rules{}, "a1x a2o b1x b2o c1x c2o d1x d2o");
    CHECK(p.choose(win).move == *parseMove(win.geometry(), "e1x"));
    // Order threatens e1 (a1-d1 red); Chaos must put blue there.
    const Game threat = gameFrom(Rules{}, "a1x a6o b1x b6o c1x f6o d1x");
    const PlayerChoice c = p.choose(threat);
    Game after = threat;
    REQUIRE(after.play(c.move) == MoveError::None);
    CHECK(immediateWin(after) == std::nullopt);
  }
}

TEST_CASE("the players are deterministic for a fixed seed and play legal moves", "[players]") {
  for (Level l : {Level::Casual, Level::Strong}) {
    for (int run = 0; run < 2; ++run) {
      LocalPlayer a(l, 42), b(l, 42);
      Game ga(Rules{4, 4, Variant::Classic, Role::Order}), gb = ga;
      while (!ga.over()) {
        const Move ma = a.choose(ga).move, mb = b.choose(gb).move;
        REQUIRE(ma == mb);
        REQUIRE(ga.play(ma) == MoveError::None);
        REQUIRE(gb.play(mb) == MoveError::None);
      }
    }
  }
}

TEST_CASE("thinking is incremental: small steps reach the same choice", "[players]") {
  // Order wins in 3 here; the solver needs a few thousand nodes to see it.
  const Game g = gameFrom(Rules{}, "b3x d2o c4o e4o c5x b4x e1x f2o d6o c3x e6x d5x c1x a1x");
  LocalPlayer whole(Level::Strong, 9), sliced(Level::Strong, 9);
  const Move expected = whole.choose(g).move;
  sliced.start(g);
  int steps = 0;
  while (!sliced.step(100)) ++steps;
  CHECK(sliced.choice().move == expected);
  CHECK(sliced.choice().verdict == Verdict::OrderWins);
  CHECK(steps > 1);
}

TEST_CASE("the perfect player never loses a solved set-up", "[players][properties]") {
  struct SetUp { Rules rules; Role winner; };
  const SetUp setups[] = {{{6, 5, Variant::Classic, Role::Order}, Role::Order},
                          {{6, 5, Variant::Classic, Role::Chaos}, Role::Order},
                          {{6, 5, Variant::ExactFive, Role::Chaos}, Role::Order},
                          {{6, 5, Variant::ExactFive, Role::Order}, Role::Chaos}};
  std::mt19937_64 rng(5);
  for (const SetUp& s : setups) {
    INFO(variantName(s.rules.variant) << " first " << roleName(s.rules.firstPlayer));
    LocalPlayer perfect(Level::Perfect, 1);
    LocalPlayer strong(Level::Strong, 2);
    strong.setSearchNodes(20'000);
    const Winner expected = s.winner == Role::Order ? Winner::Order : Winner::Chaos;
    int games = 0, wins = 0;
    const int count = test::scaledCount(1000);
    for (int i = 0; i < count; ++i) {
      Game g(s.rules);
      const int opponent = i % 100 == 99 || i == count - 1 ? 2 : i % 2;  // random, greedy, and every 100th the strong player
      while (!g.over()) {
        Move m;
        if (g.toMove() == s.winner) m = perfect.choose(g).move;
        else if (opponent == 0) m = randomMove(g, rng);
        else if (opponent == 1) m = greedyMove(g, rng);
        else m = strong.choose(g).move;
        REQUIRE(g.play(m) == MoveError::None);
      }
      ++games;
      wins += g.outcome().winner == expected;
    }
    CHECK(wins == games);
  }
}

TEST_CASE("perfect Order wins from every first move, and perfect Chaos never gives a proven hold away", "[players][properties]") {
  std::mt19937_64 rng(11);
  LocalPlayer perfect(Level::Perfect, 3);
  LocalPlayer strong(Level::Strong, 4);
  strong.setSearchNodes(20'000);
  const auto opponentMove = [&](const Game& g, int opponent) {
    return opponent == 0 ? randomMove(g, rng) : opponent == 1 ? greedyMove(g, rng) : strong.choose(g).move;
  };
  const auto orderWinsFrom = [&](const char* first, int opponent) {
    INFO(first << " against opponent " << opponent);
    Game g = test::gameFrom(Rules{}, first);
    while (!g.over()) REQUIRE(g.play(g.toMove() == Role::Order ? perfect.choose(g).move : opponentMove(g, opponent)) == MoveError::None);
    CHECK(g.outcome().winner == Winner::Order);
  };
  // Order's first move forced onto each of the four centre cells, in both kinds
  // (d4x is the mirror image of c3x), against each adversary ...
  for (const char* first : {"c3x", "d4x", "c4o", "d3o", "c3o", "d4o"})
    for (int opponent = 0; opponent < 3; ++opponent) orderWinsFrom(first, opponent);
  // ... and onto a cell of each of the other kinds of cell under the board's
  // symmetries (every other first move is one of these turned, mirrored or
  // with the kinds swapped), against the strong adversary: each is a proven
  // Order win too (about a second a game, so fewer under the sanitizers).
  const char* offCentre[] = {"b2x", "a1x", "b1x", "c1x", "c2x"};
  for (int i = 0; i < test::scaledCount(5); ++i) orderWinsFrom(offCentre[i], 2);
  // From a proven Chaos hold (Chaos to move), the perfect player keeps it: the
  // game ends in Chaos's win and no Chaos move turned a proven hold into a proven Order win.
  const Game start = test::gameFrom(Rules{}, "d4o d2x c4o e4x c5o c3x b5o");
  REQUIRE(Solver(std::size_t{8} << 20).solve(start, SolveBudget{5'000'000, 0, 0}).verdict == Verdict::ChaosHolds);
  for (int opponent = 0; opponent < 3; ++opponent) {
    INFO("Order opponent " << opponent);
    Game g = start;
    while (!g.over()) REQUIRE(g.play(g.toMove() == Role::Chaos ? perfect.choose(g).move : opponentMove(g, opponent)) == MoveError::None);
    CHECK(g.outcome().winner == Winner::Chaos);
    GameReview review(g);
    Solver solver(std::size_t{8} << 20);
    while (const std::optional<int> i = review.nextPosition()) review.record(*i, solver.solve(review.position(*i), SolveBudget{5'000'000, 0, 0}));
    CHECK(review.mistakes(Role::Chaos) == 0);
  }
}
