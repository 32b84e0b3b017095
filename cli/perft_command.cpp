#include "perft_command.h"

#include <chrono>
#include <cstdio>
#include <string>

#include "board_text.h"
#include "notation.h"
#include "search/perft.h"
#include "plain_perft.h"
#include "setup_options.h"
#include "setup_text.h"
#include "search/solver.h"

namespace oc::cli {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kMaxDepth = 12;
constexpr double kSolverSeconds = 1.0;  // how long the solver's speed is sampled

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc perft: %s\n", message.c_str());
  return 2;
}

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Runs `count` until at least a quarter second has passed; the count and seconds per round.
template <typename Count>
std::pair<PerftCount, double> timed(Count count) {
  count();  // an untimed round: caches warm, both engines alike
  const Clock::time_point start = Clock::now();
  int rounds = 0;
  PerftCount c;
  do {
    c = count();
    ++rounds;
  } while (secondsSince(start) < 0.25);
  return {c, secondsSince(start) / rounds};
}

}  // namespace

int runPerft(int argc, char** argv) {
  PositionArgs args;
  std::string error;
  if (!readPositionArgs(argc, argv, nullptr, args, error)) return fail(error);
  if (args.words.empty()) return fail("needs a depth: ovc perft \"<record>\" DEPTH");
  const std::optional<int> depth = parseCount(args.words.back(), kMaxDepth);
  if (!depth || *depth < 1)
    return fail("the depth is a number from 1 to " + std::to_string(kMaxDepth) + ", not '" + args.words.back() + "'");
  const std::string record = recordFromWords(args.words, args.words.size() - 1);  // the last word is the depth
  Game game(args.rules);
  if (!loadRecord(game, record, &error)) return fail(error);
  if (game.over()) return fail("the game is over: " + statusText(game));

  const Tactics tactics(game.geometry(), args.rules.variant);
  const auto [engine, engineSeconds] = timed([&] {
    Board b = game.board();
    return perft(tactics, b, *depth);
  });
  const auto [plain, plainSeconds] = timed([&] { return bench::plainPerft(game.geometry(), args.rules.variant, game.board(), *depth); });
  std::printf("position: %s\n", record.empty() ? "(empty board)" : recordText(game.geometry(), game.history()).c_str());
  std::printf("set-up: %s\n", setupText(args.rules).c_str());
  std::printf("depth %d: placements %llu, wins %llu\n", *depth, static_cast<unsigned long long>(engine.nodes),
              static_cast<unsigned long long>(engine.wins));
  std::printf("ovc perft:   %.4f s, %.1f M placements/s\n", engineSeconds, static_cast<double>(engine.nodes) / engineSeconds / 1e6);
  std::printf("plain perft: %.4f s, %.1f M placements/s%s\n", plainSeconds, static_cast<double>(plain.nodes) / plainSeconds / 1e6,
              plain == engine ? " (same counts)" : " (COUNTS DIFFER)");
  // The solver's speed on the same position, whatever it decides (a
  // certificate may settle it before any search).
  Solver solver;
  const SolveResult r = solver.solve(game, SolveBudget{~std::uint64_t{0}, kSolverSeconds * 1000, 0});
  if (r.method != ProofMethod::Search && r.verdict != Verdict::Unknown) {
    std::printf("solver: %s, settled at once (%s, %llu nodes, %.1f ms)\n", verdictName(r.verdict), methodName(r.method),
                static_cast<unsigned long long>(r.nodes), r.milliseconds);
  } else {
    std::printf("solver: %s after %llu nodes in %.0f ms, %.2f M nodes/s\n", verdictName(r.verdict), static_cast<unsigned long long>(r.nodes),
                r.milliseconds, r.milliseconds > 0 ? static_cast<double>(r.nodes) / r.milliseconds / 1000 : 0.0);
  }
  return plain == engine ? 0 : 1;
}

}  // namespace oc::cli
