#include "positions_command.h"

#include <cstdio>
#include <set>
#include <string>

#include "notation.h"
#include "local_player.h"
#include "setup_options.h"

namespace oc::cli {

namespace {

// Node budgets, not time: the positions must not depend on the machine.
constexpr std::uint64_t kStrongNodes = 200'000;
constexpr std::uint64_t kPerfectNodes = 2'000'000;

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc positions: %s\n", message.c_str());
  return 2;
}

}  // namespace

int runPositions(int argc, char** argv) {
  int games = 36;
  int seed = 1;
  PositionArgs args;
  std::string error;
  const auto ownOption = [&](int c, char** v, int& i, std::string& e) {
    const std::string option = v[i];
    if (option != "--games" && option != "--seed") return OptionResult::NotSetup;
    const std::optional<int> n = takeNumberOption(c, v, i, option == "--games" ? 1 : 0, 1'000'000, e);
    if (n) (option == "--games" ? games : seed) = *n;
    return n ? OptionResult::Taken : OptionResult::Bad;
  };
  if (!readPositionArgs(argc, argv, ownOption, args, error)) return fail(error);
  if (!args.words.empty()) return fail("takes no position, only options (see ovc --help)");

  const Level levels[] = {Level::Casual, Level::Strong, Level::Perfect};
  std::set<std::string> seen;
  for (int n = 0; n < games; ++n) {
    // Game n: the pairing n % 9 (Order's level, Chaos's level), first player by n / 9.
    Rules rules = args.rules;
    rules.firstPlayer = (n / 9) % 2 ? Role::Chaos : Role::Order;
    const Level orderLevel = levels[n % 9 / 3], chaosLevel = levels[n % 3];
    const std::uint64_t gameSeed = static_cast<std::uint64_t>(seed) * 1'000'003 + static_cast<std::uint64_t>(n);
    LocalPlayer order(orderLevel, 2 * gameSeed + 1), chaos(chaosLevel, 2 * gameSeed + 2);
    for (LocalPlayer* p : {&order, &chaos}) p->setSearchNodes(p->level() == Level::Perfect ? kPerfectNodes : kStrongNodes);
    Game game(rules);
    std::printf("# game %d: %s first, Order %s, Chaos %s\n", n + 1, rules.firstPlayer == Role::Order ? "Order" : "Chaos",
                levelName(orderLevel), levelName(chaosLevel));
    while (!game.over()) {
      const std::string record = recordText(game.geometry(), game.history(), '.');
      const std::string line = std::string(rules.firstPlayer == Role::Order ? "order" : "chaos") + " " + (record.empty() ? "-" : record);
      if (seen.insert(line).second) std::printf("%s\n", line.c_str());
      game.play((game.toMove() == Role::Order ? order : chaos).choose(game).move);
    }
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace oc::cli
