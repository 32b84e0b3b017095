#include "ai/local_player.h"

namespace oc {

LocalPlayer::LocalPlayer(Level level, std::uint64_t seed, std::size_t tableBytes) : player_(level, seed), solver_(tableBytes) {}

void LocalPlayer::start(const Game& game) {
  player_.start(game);
  if (player_.thinking()) solver_.start(game, player_.searchBudget());
}

bool LocalPlayer::step(std::uint64_t nodes) {
  if (!player_.thinking()) return true;
  if (solver_.step(nodes)) player_.finish(solver_.result());
  return !player_.thinking();
}

PlayerChoice LocalPlayer::choose(const Game& game) {
  start(game);
  while (!step(1'000'000)) {
  }
  return player_.choice();
}

}  // namespace oc
