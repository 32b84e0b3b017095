#include "solve_command.h"

#include <cstdio>
#include <string>

#include "board_text.h"
#include "notation.h"
#include "setup_options.h"
#include "setup_text.h"
#include "solver.h"

namespace oc::cli {

namespace {

constexpr int kDefaultMs = 10'000;

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc solve: %s\n", message.c_str());
  return 2;
}

std::string orderMovesText(const SolveResult& r) {
  switch (r.verdict) {
    case Verdict::OrderWins: return r.orderMoves >= 0 ? std::to_string(r.orderMoves) : "not measured (proven by Order's strategy)";
    case Verdict::ChaosHolds: return "none (Chaos holds)";
    case Verdict::Unknown: return "unknown (no win within " + std::to_string(r.noWinWithin) + ")";
  }
  return "";
}

}  // namespace

int runSolve(int argc, char** argv) {
  Rules rules;
  int ms = kDefaultMs;
  std::string record;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    std::string error;
    const OptionResult setup = takeSetupOption(argc, argv, i, rules, error);
    if (setup == OptionResult::Bad) return fail(error);
    if (setup == OptionResult::Taken) continue;
    if (arg == "--ms") {
      const std::optional<int> n = takeNumberOption(argc, argv, i, 1, 3'600'000, error);
      if (!n) return fail(error);
      ms = *n;
    } else if (arg.rfind("--", 0) == 0) {
      return fail("unknown option '" + arg + "' (see ovc --help)");
    } else {
      record += (record.empty() ? "" : " ") + arg;  // an unquoted record arrives as several words
    }
  }
  std::string error;
  if (!finishSetup(rules, error)) return fail(error);
  Game game(rules);
  if (!loadRecord(game, record, &error)) return fail(error);

  Solver solver;
  const SolveResult r = solver.solve(game, SolveBudget{~std::uint64_t{0}, static_cast<double>(ms)});
  const std::string line = r.line.empty() ? "-" : recordText(game.geometry(), r.line);
  std::printf("position: %s\n", record.empty() ? "(empty board)" : recordText(game.geometry(), game.history()).c_str());
  std::printf("set-up: %s. %s\n", setupText(rules).c_str(), statusText(game).c_str());
  std::printf("verdict: %s\n", verdictName(r.verdict));
  std::printf("order moves: %s\n", orderMovesText(r).c_str());
  std::printf("line: %s\n", line.c_str());
  std::printf("method: %s\n", r.method.c_str());
  std::printf("nodes: %llu\n", static_cast<unsigned long long>(r.nodes));
  std::printf("ms: %.0f\n", r.milliseconds);
  return 0;
}

}  // namespace oc::cli
