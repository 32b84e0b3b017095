#include "positions_command.h"

#include <cstdio>
#include <set>
#include <string>

#include "notation.h"
#include "ai/sample_games.h"
#include "setup_options.h"

namespace oc::cli {

namespace {

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc positions: %s\n", message.c_str());
  return 2;
}

}  // namespace

int runPositions(int argc, char** argv) {
  int games = 36;
  int seed = 1;
  bool random = false, novice = false;
  PositionArgs args;
  std::string error;
  const auto ownOption = [&](int c, char** v, int& i, std::string& e) {
    const std::string option = v[i];
    if (option == "--random" || option == "--novice") {
      (option == "--random" ? random : novice) = true;
      return OptionResult::Taken;
    }
    if (option != "--games" && option != "--seed") return OptionResult::NotSetup;
    const std::optional<int> n = takeNumberOption(c, v, i, option == "--games" ? 1 : 0, 1'000'000, e);
    if (n) (option == "--games" ? games : seed) = *n;
    return n ? OptionResult::Taken : OptionResult::Bad;
  };
  if (!readPositionArgs(argc, argv, ownOption, args, error)) return fail(error);
  if (!args.words.empty()) return fail("takes no position, only options (see ovc --help)");
  if (random && novice) return fail("--random and --novice are two kinds of games: choose one");

  std::set<std::string> seen;
  const auto printPosition = [&](const Game& game) {
    const std::string record = recordText(game.geometry(), game.history(), '.');
    const std::string line = std::string(roleKey(game.rules().firstPlayer)) + " " + (record.empty() ? "-" : record);
    if (seen.insert(line).second) std::printf("%s\n", line.c_str());
  };
  if (random) {
    playRandomGames(
        args.rules, games, seed,
        [](int number, const Rules& rules) {
          std::printf("# game %d: %s first, both at random\n", number + 1, roleName(rules.firstPlayer));
          std::fflush(stdout);
        },
        printPosition);
  } else {
    const auto printGame = [](const SampleGame& g) {
      const auto player = [&](Role r, Level l) { return g.novice == r ? "novice (random)" : levelName(l); };
      std::printf("# game %d: %s first, Order %s, Chaos %s\n", g.number + 1, roleName(g.rules.firstPlayer),
                  player(Role::Order, g.orderLevel), player(Role::Chaos, g.chaosLevel));
      std::fflush(stdout);
    };
    (novice ? playNoviceGames : playSampleGames)(args.rules, games, seed, printGame, printPosition);
  }
  std::fflush(stdout);
  return 0;
}

}  // namespace oc::cli
