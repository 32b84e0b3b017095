#include "values_command.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <string>

#include "search/proof_builder.h"
#include "search/proof_check.h"
#include "setup_options.h"
#include "search/small_board_solver.h"
#include "search/solved_values.h"
#include "search/solver.h"
#include "search/win_distance.h"

#ifndef OC_DATA_DIR
#define OC_DATA_DIR "data"
#endif

namespace oc::cli {

namespace {

using Clock = std::chrono::steady_clock;

struct ValuesOptions {
  bool compute = false;
  int size = 0, line = 0;  // 0: every one
  std::optional<Variant> variant;
  std::optional<Role> first;
  int ms = 60'000;            // per set-up, for each stage
  int tableMb = 1024;         // the small-board solver's table
  int smallestOpen = 25;      // boards of at most this many cells get the small-board solver
  std::string checkpoint;     // finished entries, one JSON line each; read back on a restart
  std::string proofs = std::string(OC_DATA_DIR) + "/proofs";
};

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc values: %s\n", message.c_str());
  return 2;
}

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

bool wanted(const ValuesOptions& o, const Rules& r) {
  return (!o.size || r.size == o.size) && (!o.line || r.lineLength == o.line) && (!o.variant || r.variant == *o.variant) &&
         (!o.first || r.firstPlayer == *o.first);
}

std::string setupName(const Rules& r) { return StrategyProof::fileStem(r); }

// The complete search of the small-board solver, then its proof, built,
// checked and saved. Returns false when the budget ran out.
bool solveSmall(const ValuesOptions& o, const Rules& rules, ValueEntry& e) {
  const Clock::time_point start = Clock::now();
  auto solver = std::make_unique<SmallBoardSolver>(rules, static_cast<std::size_t>(o.tableMb) << 20);
  solver->onProgress([&](std::uint64_t nodes) {
    std::fprintf(stderr, "  %s: %llu nodes, %llu positions stored, %.0fs\n", setupName(rules).c_str(),
                 static_cast<unsigned long long>(nodes), static_cast<unsigned long long>(solver->storedPositions()), since(start));
  });
  const std::optional<Role> winner = solver->solve(Board{}, ~std::uint64_t{0}, start + std::chrono::milliseconds(o.ms));
  if (!winner) {
    e.nodes += solver->nodes();
    e.seconds += since(start);
    std::fprintf(stderr, "  %s: complete search out of time after %llu nodes\n", setupName(rules).c_str(),
                 static_cast<unsigned long long>(solver->nodes()));
    return false;
  }
  std::fprintf(stderr, "  %s: %s wins, %llu nodes, %.1fs; building the proof\n", setupName(rules).c_str(), roleName(*winner),
               static_cast<unsigned long long>(solver->nodes()), since(start));
  // Both ways of choosing the winner's moves; the smaller proof is kept.
  std::uint64_t distanceNodes = 0;
  std::optional<StrategyProof> proof;
  // The fastest wins cost a distance search per Order move: within --ms, then the solver's moves.
  if (*winner == Role::Order)
    proof = buildProof(*solver, rules, *winner, ProofMoves::FastestWins, ~std::size_t{0}, &distanceNodes,
                       Clock::now() + std::chrono::milliseconds(o.ms));
  if (proof)
    std::fprintf(stderr, "  %s: fastest-win proof of %zu entries (%.0fs)\n", setupName(rules).c_str(), proof->size(), since(start));
  const std::size_t cap = proof ? proof->size() : ~std::size_t{0};
  if (std::optional<StrategyProof> plain = buildProof(*solver, rules, *winner, ProofMoves::Solver, cap)) proof = std::move(plain);
  e.nodes += solver->nodes() + distanceNodes;
  if (!proof) {
    e.seconds += since(start);
    return false;
  }
  const ProofCheckReport check = checkProof(*proof);
  e.seconds += since(start);
  if (!check.valid) {
    std::fprintf(stderr, "  %s: the proof does not check: %s\n", setupName(rules).c_str(), check.failure.c_str());
    return false;
  }
  const std::string file = setupName(rules) + ".proof";
  std::string error;
  if (!proof->save(o.proofs + "/" + file, error)) {
    std::fprintf(stderr, "  %s\n", error.c_str());
    return false;
  }
  e.value = *winner == Role::Order ? SetupValue::OrderWins : SetupValue::ChaosWins;
  e.proof = "table:" + file;
  std::fprintf(stderr, "  %s: proof of %zu entries (%zu bytes) checked in %.1fs\n", setupName(rules).c_str(), proof->size(),
               proof->serialize().size(), check.seconds);
  return true;
}

// The best bound for an undecided set-up: the most Order moves within which
// Order is proven to have no forced win.
std::string orderWinBound(const ValuesOptions& o, const Rules& rules, ValueEntry& e) {
  const Clock::time_point start = Clock::now();
  TranspositionTable table(std::size_t{256} << 20);
  WinDistance distance(rules, table);
  distance.position().reset(Board{});
  int refuted = 0;
  const int orderMoves = (rules.size * rules.size + (rules.firstPlayer == Role::Order ? 1 : 0)) / 2;
  for (int k = 1; k <= orderMoves; ++k) {
    distance.setLimits(~std::uint64_t{0}, start + std::chrono::milliseconds(o.ms));
    const bool wins = rules.firstPlayer == Role::Order ? distance.orderWinsWithin(k) : distance.chaosLosesWithin(k);
    if (distance.aborted() || wins) break;
    refuted = k;
    std::fprintf(stderr, "  %s: no forced Order win within %d Order moves (%.0fs)\n", setupName(rules).c_str(), k, since(start));
  }
  e.nodes += distance.nodes();
  e.seconds += since(start);
  return refuted ? "Order has no forced win within " + std::to_string(refuted) + " of its moves" : "none";
}

ValueEntry compute(const ValuesOptions& o, const Rules& rules) {
  ValueEntry e;
  e.rules = rules;
  if (rules.size * rules.size <= o.smallestOpen && solveSmall(o, rules, e)) return e;
  const Clock::time_point start = Clock::now();
  Solver solver(std::size_t{128} << 20);
  const SolveResult r = solver.solve(Game(rules), SolveBudget{~std::uint64_t{0}, static_cast<double>(o.ms), 0});
  e.nodes += r.nodes;
  e.seconds += since(start);
  if (r.verdict != Verdict::Unknown) {
    e.value = setupValueOf(r.verdict);
    switch (r.method) {
      case ProofMethod::OrderStrategy: e.proof = "strategy:order"; break;
      case ProofMethod::PairingTable: e.proof = "pairing-table"; break;
      default: e.proof = std::string("search:") + methodKey(r.method); break;
    }
    return e;
  }
  std::fprintf(stderr, "  %s: the proof-number search is out of time after %llu nodes\n", setupName(rules).c_str(),
               static_cast<unsigned long long>(r.nodes));
  e.bound = orderWinBound(o, rules, e);
  return e;
}

std::map<std::string, ValueEntry> readCheckpoint(const std::string& path) {
  std::map<std::string, ValueEntry> done;
  std::ifstream f(path);
  for (std::string line; std::getline(f, line);)
    if (const std::optional<ValueEntry> e = parseValueJson(line)) done[setupName(e->rules)] = *e;
  return done;
}

bool readOptions(int argc, char** argv, ValuesOptions& o, std::string& error) {
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    Rules r;
    const auto number = [&](int& target, int min, int max) {
      const std::optional<int> n = takeNumberOption(argc, argv, i, min, max, error);
      if (n) target = *n;
      return n.has_value();
    };
    if (arg == "--compute") {
      o.compute = true;
    } else if (arg == "--size") {
      if (!number(o.size, kMinSize, kMaxSize)) return false;
    } else if (arg == "--line") {
      if (!number(o.line, 3, kMaxSize)) return false;
    } else if (arg == "--variant" || arg == "--first") {
      if (takeSetupOption(argc, argv, i, r, error) != OptionResult::Taken) return false;
      if (arg == "--variant") o.variant = r.variant;
      else o.first = r.firstPlayer;
    } else if (arg == "--ms") {
      if (!number(o.ms, 1, 86'400'000)) return false;
    } else if (arg == "--table-mb") {
      if (!number(o.tableMb, 16, 65536)) return false;
    } else if (arg == "--small-cells") {
      if (!number(o.smallestOpen, 0, kMaxCodedCells)) return false;
    } else if (arg == "--checkpoint" || arg == "--proofs") {
      const std::optional<std::string> v = takeValue(argc, argv, i, error);
      if (!v) return false;
      (arg == "--checkpoint" ? o.checkpoint : o.proofs) = *v;
    } else {
      error = "unknown option '" + arg + "' (see ovc --help)";
      return false;
    }
  }
  return true;
}

}  // namespace

int runValues(int argc, char** argv) {
  ValuesOptions o;
  std::string error;
  if (!readOptions(argc, argv, o, error)) return fail(error);
  if (!o.compute) {
    if (shippedValues().empty()) return fail("the shipped table is empty or unreadable");
    for (const ValueEntry& e : shippedValues())
      if (wanted(o, e.rules)) std::printf("%s\n", valueJson(e).c_str());
    return 0;
  }
  std::map<std::string, ValueEntry> done = o.checkpoint.empty() ? std::map<std::string, ValueEntry>{} : readCheckpoint(o.checkpoint);
  const std::vector<Rules> setups = offeredSetups();
  int index = 0, count = 0;
  for (const Rules& r : setups) count += wanted(o, r);
  for (const Rules& r : setups) {
    if (!wanted(o, r)) continue;
    ++index;
    const std::string name = setupName(r);
    if (const auto it = done.find(name); it != done.end()) {
      std::fprintf(stderr, "[%d/%d] %s: from the checkpoint\n", index, count, name.c_str());
      std::printf("%s\n", valueJson(it->second).c_str());
      continue;
    }
    std::fprintf(stderr, "[%d/%d] %s ...\n", index, count, name.c_str());
    const ValueEntry e = compute(o, r);
    const std::string line = valueJson(e);
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    if (!o.checkpoint.empty()) {
      std::ofstream f(o.checkpoint, std::ios::app);
      f << line << "\n";
    }
  }
  return 0;
}

}  // namespace oc::cli
