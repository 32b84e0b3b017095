#include "ai/sample_games.h"

#include "ai/local_player.h"
#include "ai/simple_players.h"

namespace oc {

namespace {

// Plays a game of `rules` to its end, each move from `next`, calling
// `onPosition` with every position before the end.
template <class Next>
void playToEnd(const Rules& rules, Next next, const std::function<void(const Game&)>& onPosition) {
  Game game(rules);
  while (!game.over()) {
    if (onPosition) onPosition(game);
    game.play(next(game));
  }
}

}  // namespace

SampleGame sampleGame(const Rules& rules, int n) {
  const Level levels[] = {Level::Casual, Level::Strong, Level::Perfect};
  SampleGame sample;
  sample.number = n;
  sample.rules = rules;
  sample.rules.firstPlayer = (n / 9) % 2 ? Role::Chaos : Role::Order;
  sample.orderLevel = levels[n % 9 / 3];
  sample.chaosLevel = levels[n % 3];
  return sample;
}

void playSampleGame(const SampleGame& sample, int seed, const std::function<void(const Game&)>& onPosition) {
  const std::uint64_t gameSeed = static_cast<std::uint64_t>(seed) * 1'000'003 + static_cast<std::uint64_t>(sample.number);
  LocalPlayer order(sample.orderLevel, 2 * gameSeed + 1), chaos(sample.chaosLevel, 2 * gameSeed + 2);
  // Node budgets, not time: the games must not depend on the machine.
  for (LocalPlayer* p : {&order, &chaos}) p->setSearchNodes(p->level() == Level::Perfect ? sample.perfectNodes : sample.strongNodes);
  playToEnd(sample.rules, [&](const Game& game) { return (game.toMove() == Role::Order ? order : chaos).choose(game).move; },
            onPosition);
}

void playSampleGames(const Rules& rules, int games, int seed, const std::function<void(const SampleGame&)>& onGame,
                     const std::function<void(const Game&)>& onPosition) {
  for (int n = 0; n < games; ++n) {
    const SampleGame sample = sampleGame(rules, n);
    if (onGame) onGame(sample);
    playSampleGame(sample, seed, onPosition);
  }
}

void playRandomGames(const Rules& rules, int games, int seed, const std::function<void(int number, const Rules&)>& onGame,
                     const std::function<void(const Game&)>& onPosition) {
  std::mt19937_64 rng(static_cast<std::uint64_t>(seed) * 1'000'003 + 17);
  for (int n = 0; n < games; ++n) {
    Rules gameRules = rules;
    gameRules.firstPlayer = n % 2 ? Role::Chaos : Role::Order;
    if (onGame) onGame(n, gameRules);
    playToEnd(gameRules, [&](const Game& game) { return randomMove(game, rng); }, onPosition);
  }
}

}  // namespace oc
