#include "puzzles_command.h"

#include <cstdio>
#include <set>
#include <string>

#include "notation.h"
#include "ai/sample_games.h"
#include "search/solver.h"
#include "session/puzzles.h"
#include "setup_options.h"

namespace oc::cli {

namespace {

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc puzzles: %s\n", message.c_str());
  return 2;
}

// Games are played until this many have been tried for puzzles.
constexpr int kMaxGames = 100'000;
constexpr std::uint64_t kStrongNodes = 30'000, kPerfectNodes = 200'000;

}  // namespace

int runPuzzles(int argc, char** argv) {
  int count = 10, seed = 1, nodes = 300'000;
  PositionArgs args;
  std::string error;
  const auto ownOption = [&](int c, char** v, int& i, std::string& e) {
    const std::string option = v[i];
    int* target = option == "--count" ? &count : option == "--seed" ? &seed : option == "--nodes" ? &nodes : nullptr;
    if (!target) return OptionResult::NotSetup;
    const std::optional<int> n =
        takeNumberOption(c, v, i, option == "--seed" ? 0 : 1, option == "--count" ? 100'000 : option == "--seed" ? 1'000'000 : 1'000'000'000, e);
    if (n) *target = *n;
    return n ? OptionResult::Taken : OptionResult::Bad;
  };
  if (!readPositionArgs(argc, argv, ownOption, args, error)) return fail(error);
  if (!args.words.empty()) return fail("takes no position, only options (see ovc --help)");

  // Games are played one at a time until enough puzzles are found: the first
  // `count` puzzles of the games from `seed`, in order, the same on every machine.
  Solver solver;
  std::set<std::string> seen;
  int found = 0;
  for (int game = 0; game < kMaxGames && found < count; ++game) {
    std::vector<Game> positions;
    // Lighter players than the benchmark's: the puzzles need many games, not the strongest play.
    SampleGame sample = sampleGame(args.rules, game);
    sample.strongNodes = kStrongNodes;
    sample.perfectNodes = kPerfectNodes;
    playSampleGame(sample, seed, [&](const Game& g) { positions.push_back(g); });
    for (const Game& g : positions) {
      if (found >= count) break;
      const std::string key = std::to_string(static_cast<int>(g.rules().firstPlayer)) + recordText(g.geometry(), g.history());
      if (!seen.insert(key).second) continue;
      if (const std::optional<Puzzle> p = puzzleAt(g, solver, static_cast<std::uint64_t>(nodes))) {
        std::printf("%s\n", puzzleJson(*p).c_str());
        std::fflush(stdout);
        ++found;
      }
    }
    std::fprintf(stderr, "ovc puzzles: %d games, %d of %d puzzles\r", game + 1, found, count);
  }
  std::fprintf(stderr, "\n");
  return found == count ? 0 : 1;
}

}  // namespace oc::cli
