#include "hint.h"

#include <chrono>

#include "strategy/chaos_pairing.h"
#include "strategy/order_mirror.h"

namespace oc::cli {

namespace {

constexpr std::uint64_t kThinkingSlice = 20'000;  // solver nodes between looks at the clock

// "immediate win" -> "immediate-win": the rule as one protocol word.
std::string ruleWord(StrategyRule rule) {
  std::string word = strategyRuleName(rule);
  for (char& c : word)
    if (c == ' ') c = '-';
  return word;
}

// Thinks at the perfect level until done or out of time; false if out of time.
bool thinkPerfectly(LocalPlayer& player, const Game& game, double milliseconds) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point deadline = Clock::now() + std::chrono::microseconds(static_cast<long long>(milliseconds * 1000));
  player.setLevel(Level::Perfect);
  player.start(game);
  while (!player.step(kThinkingSlice))
    if (Clock::now() >= deadline) return false;
  return true;
}

}  // namespace

Hint hintFor(const Game& game, LocalPlayer& player, double milliseconds) {
  const StrategyAdvice advice = game.toMove() == Role::Order ? orderAdvice(game) : chaosAdvice(game);
  // Where the strategy does not apply, Order's advice still offers its move;
  // only an immediate win is worth giving then.
  if (advice.hasMove && (advice.applies || advice.move.rule == StrategyRule::ImmediateWin))
    return {advice.move.move, ruleWord(advice.move.rule), explain(game.geometry(), advice.move)};

  const std::string noStrategy = "No proven strategy applies (" + advice.whyNot + "); ";
  if (thinkPerfectly(player, game, milliseconds))
    return {player.choice().move, "perfect-player", noStrategy + "the perfect player says: " + player.choice().reason};
  player.setLevel(Level::Strong);
  const PlayerChoice choice = player.choose(game);
  player.setLevel(Level::Perfect);
  return {choice.move, "strong-player",
          noStrategy + "the perfect player needs more than " + std::to_string(static_cast<long long>(milliseconds)) +
              " ms, so the strong player says: " + choice.reason};
}

}  // namespace oc::cli
