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

constexpr Level kLevels[] = {Level::Casual, Level::Strong, Level::Perfect};

SampleGame numbered(const Rules& rules, int n, bool chaosFirst) {
  SampleGame sample;
  sample.number = n;
  sample.rules = rules;
  sample.rules.firstPlayer = chaosFirst ? Role::Chaos : Role::Order;
  return sample;
}

template <class SetUp>
void playGames(const Rules& rules, int games, int seed, SetUp setUp, const std::function<void(const SampleGame&)>& onGame,
               const std::function<void(const Game&)>& onPosition) {
  for (int n = 0; n < games; ++n) {
    const SampleGame sample = setUp(rules, n);
    if (onGame) onGame(sample);
    playSampleGame(sample, seed, onPosition);
  }
}

}  // namespace

SampleGame sampleGame(const Rules& rules, int n) {
  SampleGame sample = numbered(rules, n, (n / 9) % 2);
  sample.orderLevel = kLevels[n % 9 / 3];
  sample.chaosLevel = kLevels[n % 3];
  return sample;
}

SampleGame noviceGame(const Rules& rules, int n) {
  SampleGame sample = numbered(rules, n, (n / 6) % 2);
  sample.orderLevel = sample.chaosLevel = kLevels[n % 3];
  sample.novice = (n / 3) % 2 ? Role::Order : Role::Chaos;
  return sample;
}

void playSampleGame(const SampleGame& sample, int seed, const std::function<void(const Game&)>& onPosition) {
  const std::uint64_t gameSeed = static_cast<std::uint64_t>(seed) * 1'000'003 + static_cast<std::uint64_t>(sample.number);
  LocalPlayer order(sample.orderLevel, 2 * gameSeed + 1), chaos(sample.chaosLevel, 2 * gameSeed + 2);
  // Node budgets, not time: the games must not depend on the machine.
  for (LocalPlayer* p : {&order, &chaos}) p->setSearchNodes(p->level() == Level::Perfect ? sample.perfectNodes : sample.strongNodes);
  std::mt19937_64 novice(3 * gameSeed + 3);
  playToEnd(
      sample.rules,
      [&](const Game& game) {
        if (sample.novice == game.toMove()) return randomMove(game, novice);
        return (game.toMove() == Role::Order ? order : chaos).choose(game).move;
      },
      onPosition);
}

void playSampleGames(const Rules& rules, int games, int seed, const std::function<void(const SampleGame&)>& onGame,
                     const std::function<void(const Game&)>& onPosition) {
  playGames(rules, games, seed, sampleGame, onGame, onPosition);
}

void playNoviceGames(const Rules& rules, int games, int seed, const std::function<void(const SampleGame&)>& onGame,
                     const std::function<void(const Game&)>& onPosition) {
  playGames(rules, games, seed, noviceGame, onGame, onPosition);
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
