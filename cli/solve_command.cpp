#include "solve_command.h"

#include <cstdio>
#include <string>

#include "board_text.h"
#include "notation.h"
#include "setup_options.h"
#include "setup_text.h"
#include "search/solver.h"

namespace oc::cli {

namespace {

constexpr int kDefaultMs = 10'000;

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc solve: %s\n", message.c_str());
  return 2;
}

std::string orderMovesText(const SolveResult& r) {
  switch (r.verdict) {
    case Verdict::OrderWins: return r.orderMoves >= 0 ? std::to_string(r.orderMoves) : "not measured within the budget";
    case Verdict::ChaosHolds: return "none (Chaos holds)";
    case Verdict::Unknown: return "unknown";
  }
  return "";
}

}  // namespace

int runSolve(int argc, char** argv) {
  int ms = kDefaultMs;
  int threads = 2;  // the solver's helper search on the second core (SolveBudget::threads)
  PositionArgs args;
  std::string error;
  const OwnOptionReader msOption = millisecondsOption(ms);
  const auto ownOptions = [&](int c, char** v, int& i, std::string& e) {
    if (std::string(v[i]) != "--threads") return msOption(c, v, i, e);
    const std::optional<int> n = takeNumberOption(c, v, i, 1, 2, e);
    if (n) threads = *n;
    return n ? OptionResult::Taken : OptionResult::Bad;
  };
  if (!readPositionArgs(argc, argv, ownOptions, args, error)) return fail(error);
  const std::string record = recordFromWords(args.words);
  const Rules& rules = args.rules;
  Game game(rules);
  if (!loadRecord(game, record, &error)) return fail(error);

  Solver solver;
  SolveBudget budget{~std::uint64_t{0}, static_cast<double>(ms)};
  budget.threads = threads;
  const SolveResult r = solver.solve(game, budget);
  const std::string line = r.line.empty() ? "-" : recordText(game.geometry(), r.line);
  std::printf("position: %s\n", record.empty() ? "(empty board)" : recordText(game.geometry(), game.history()).c_str());
  std::printf("set-up: %s. %s\n", setupText(rules).c_str(), statusText(game).c_str());
  std::printf("verdict: %s\n", verdictName(r.verdict));
  std::printf("order moves: %s\n", orderMovesText(r).c_str());
  std::printf("move: %s\n", r.move ? moveText(game.geometry(), *r.move).c_str() : "-");
  std::printf("line: %s\n", line.c_str());
  std::printf("method: %s\n", methodName(r.method));
  std::printf("nodes: %llu\n", static_cast<unsigned long long>(r.nodes));
  if (r.helperMoves > 0) std::printf("helper search: %d of the root's moves settled on a second thread\n", r.helperMoves);
  std::printf("verdict ms: %.0f\n", r.verdictMilliseconds);
  std::printf("ms: %.0f\n", r.milliseconds);
  return 0;
}

}  // namespace oc::cli
