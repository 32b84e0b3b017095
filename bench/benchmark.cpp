#include "benchmark.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <random>
#include <sstream>

#include "notation.h"
#include "plain_perft.h"
#include "search/perft.h"
#include "ai/simple_players.h"
#include "search/solver.h"

namespace oc::bench {

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct PerftCase {
  const char* name;
  Rules rules;
  const char* record;
  int depth;
};

// Fixed positions: an opening, a middle game and a crowded board, both rules.
const PerftCase kPerftCases[] = {
    {"classic-opening-d3", Rules{}, "c3x d4o", 3},
    {"classic-middle-d4", Rules{}, "a1x a2o b1x b2o c1x c2o d1x d2o c3x d4o e5x", 4},
    {"exact5-middle-d4", Rules{6, 5, Variant::ExactFive, Role::Order}, "a1x a2o b1x b2o c1x c2o d1x d2o c3x d4o e5x", 4},
    {"classic-late-d5", Rules{}, "a1x b1o c1x d1o e1x f1o a2o b2x c2o d2x e2o f2x a3x b3o c3x d3o e3x f3o", 5},
};

}  // namespace

std::vector<PerftFigure> runPerft(double minSeconds) {
  std::vector<PerftFigure> out;
  for (const PerftCase& c : kPerftCases) {
    Game g(c.rules);
    loadRecord(g, c.record);
    const Tactics t(g.geometry(), c.rules.variant);
    Board b = g.board();
    PerftFigure f;
    f.name = c.name;
    // One untimed round first: steady-state speed, on both platforms (node
    // compiles wasm with a quick baseline tier before the optimised one).
    perft(t, b, c.depth);
    const auto start = Clock::now();
    int rounds = 0;
    do {
      const PerftCount count = perft(t, b, c.depth);
      f.nodes = count.nodes;
      f.wins = count.wins;
      ++rounds;
    } while (since(start) < minSeconds);
    f.seconds = since(start) / rounds;
    // The baseline is slower: one depth less keeps it short.
    Board plain = g.board();
    const auto baseStart = Clock::now();
    const std::uint64_t baseNodes = perftBaseline(g.geometry(), c.rules.variant, plain, c.depth - 1).nodes;
    f.baselineNodesPerSecond = static_cast<double>(baseNodes) / since(baseStart);
    out.push_back(f);
  }
  return out;
}

std::vector<SolveFigure> runSolverSuite(int perBucket, std::uint64_t nodeBudget, double msBudget) {
  std::vector<SolveFigure> out;
  Solver solver(std::size_t{32} << 20);
  for (Variant v : {Variant::Classic, Variant::ExactFive}) {
    for (int plies : {6, 12, 18, 24, 30}) {
      // Positions from seeded games, half random and half greedy, that are not over yet.
      std::mt19937_64 rng(1000 * static_cast<unsigned>(v) + static_cast<unsigned>(plies));
      int made = 0;
      for (int attempt = 0; made < perBucket && attempt < 100 * perBucket; ++attempt) {
        Game g(Rules{6, 5, v, Role::Order});
        while (g.moveCount() < plies && !g.over()) g.play(attempt % 2 ? greedyMove(g, rng) : randomMove(g, rng));
        if (g.over()) continue;
        ++made;
        SolveFigure f;
        f.variant = v;
        f.plies = plies;
        f.record = recordText(g.geometry(), g.history(), '.');
        const SolveResult r = solver.solve(g, SolveBudget{nodeBudget, msBudget});
        f.verdict = verdictName(r.verdict);
        f.orderMoves = r.orderMoves;
        f.nodes = r.nodes;
        f.milliseconds = r.milliseconds;
        out.push_back(f);
      }
    }
  }
  return out;
}

namespace {

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t i = std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5));
  return v[i];
}

}  // namespace

void print(std::FILE* out, const std::vector<PerftFigure>& perft, const std::vector<SolveFigure>& solves, const char* platform) {
  std::fprintf(out, "platform %s\n", platform);
  std::uint64_t totalNodes = 0;
  double totalSeconds = 0;
  for (const PerftFigure& f : perft) {
    std::fprintf(out, "perft %s nodes=%llu wins=%llu s=%.4f mnps=%.1f baseline-mnps=%.1f\n", f.name.c_str(),
                static_cast<unsigned long long>(f.nodes), static_cast<unsigned long long>(f.wins), f.seconds, static_cast<double>(f.nodes) / f.seconds / 1e6,
                f.baselineNodesPerSecond / 1e6);
    totalNodes += f.nodes;
    totalSeconds += f.seconds;
  }
  std::fprintf(out, "perft-total nodes=%llu mnps=%.1f\n", static_cast<unsigned long long>(totalNodes),
              static_cast<double>(totalNodes) / totalSeconds / 1e6);
  for (Variant v : {Variant::Classic, Variant::ExactFive}) {
    for (int plies : {6, 12, 18, 24, 30}) {
      std::vector<double> ms;
      int order = 0, chaos = 0, unknown = 0;
      for (const SolveFigure& f : solves) {
        if (f.variant != v || f.plies != plies) continue;
        ms.push_back(f.milliseconds);
        order += f.verdict == "order";
        chaos += f.verdict == "chaos";
        unknown += f.verdict == "unknown";
      }
      std::fprintf(out, "solve %s plies=%d positions=%zu median-ms=%.1f p95-ms=%.1f max-ms=%.1f order=%d chaos=%d unknown=%d\n",
                  variantName(v), plies, ms.size(), percentile(ms, 0.5), percentile(ms, 0.95),
                  ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()), order, chaos, unknown);
    }
  }
  std::vector<double> late;
  int lateUnknown = 0;
  double totalMs = 0;
  for (const SolveFigure& f : solves) {
    totalMs += f.milliseconds;
    if (f.plies >= 12) {
      late.push_back(f.milliseconds);
      lateUnknown += f.verdict == "unknown";
    }
  }
  std::fprintf(out, "solve-summary plies>=12 positions=%zu median-ms=%.1f p95-ms=%.1f unknown=%d total-ms=%.0f\n", late.size(),
              percentile(late, 0.5), percentile(late, 0.95), lateUnknown, totalMs);
}

bool readPositions(const std::string& text, const Rules& rules, std::vector<CoveragePosition>& out, std::string& error) {
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (const std::size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream words(line);
    std::string first, record, reference;
    if (!(words >> first)) continue;
    words >> record >> reference;
    CoveragePosition p;
    p.rules = rules;
    if (first == "order" || first == "chaos") {
      p.rules.firstPlayer = first == "order" ? Role::Order : Role::Chaos;
    } else {
      error = "line " + std::to_string(number) + ": the first word is order or chaos, not '" + first + "'";
      return false;
    }
    p.record = record == "-" ? "" : record;
    Game g(p.rules);
    std::string why;
    if (!loadRecord(g, p.record, &why)) {
      error = "line " + std::to_string(number) + ": " + why;
      return false;
    }
    if (!reference.empty() && reference != "order" && reference != "chaos" && reference != "unknown") {
      error = "line " + std::to_string(number) + ": the reference is order, chaos or unknown, not '" + reference + "'";
      return false;
    }
    p.reference = reference == "unknown" ? "" : reference;
    out.push_back(p);
  }
  return true;
}

std::vector<CoverageFigure> runCoverage(const std::vector<CoveragePosition>& positions, double msBudget, int threads) {
  std::vector<CoverageFigure> out;
  Solver solver(std::size_t{32} << 20);
  for (const CoveragePosition& p : positions) {
    Game g(p.rules);
    loadRecord(g, p.record);
    solver.clearTables();  // each position on its own, as a new user would ask it
    SolveBudget budget{~std::uint64_t{0}, msBudget, 0};
    budget.threads = threads;
    const SolveResult r = solver.solve(g, budget);
    CoverageFigure f;
    f.plies = g.moveCount();
    f.record = (p.rules.firstPlayer == Role::Order ? "order " : "chaos ") + p.record;
    f.verdict = verdictName(r.verdict);
    f.reference = p.reference;
    f.orderToMove = g.toMove() == Role::Order;
    f.nodes = r.nodes;
    f.milliseconds = r.verdictMilliseconds;
    out.push_back(f);
  }
  return out;
}

double plainPerftSpeed() {
  const Rules classic;
  const Geometry g = Geometry::standard();
  plainPerft(g, classic.variant, Board{}, 4);  // an untimed round first, as `ovc perft` does
  double best = 0;
  for (int round = 0; round < 3; ++round) {
    const auto start = Clock::now();
    const PerftCount count = plainPerft(g, classic.variant, Board{}, 4);
    best = std::max(best, static_cast<double>(count.nodes) / since(start) / 1e6);
  }
  return best;
}

void printCoverage(std::FILE* out, const std::vector<CoverageFigure>& figures, const char* platform, double msBudget, int threads,
                   double plainPerftMnps) {
  std::fprintf(out, "platform %s budget-ms=%.0f threads=%d plain-perft-mnps=%.1f\n", platform, msBudget, threads, plainPerftMnps);
  struct Bucket {
    const char* name;
    int from, to;
  };
  const Bucket buckets[] = {{"0-3", 0, 3}, {"4-7", 4, 7}, {"8-11", 8, 11}, {"12-15", 12, 15}, {"16+", 16, 99}};
  for (const Bucket& b : buckets) {
    std::vector<double> ms;
    int decided = 0, order = 0, chaos = 0;
    for (const CoverageFigure& f : figures) {
      if (f.plies < b.from || f.plies > b.to) continue;
      ms.push_back(f.verdict == "unknown" ? 1e9 : f.milliseconds);  // unknown counts as slower than any budget
      decided += f.verdict != "unknown";
      order += f.verdict == "order";
      chaos += f.verdict == "chaos";
    }
    const double p95 = percentile(ms, 0.95), median = percentile(ms, 0.5);
    std::fprintf(out, "coverage plies=%s positions=%zu decided=%d share=%.1f%% order=%d chaos=%d median-ms=%s p95-ms=%s\n", b.name,
                 ms.size(), decided, ms.empty() ? 0.0 : 100.0 * decided / static_cast<double>(ms.size()), order, chaos,
                 median >= 1e9 ? "unknown" : std::to_string(median).c_str(), p95 >= 1e9 ? "unknown" : std::to_string(p95).c_str());
  }
  // Consistency along the games: the position before each move, if it is in the set too.
  std::map<std::string, const CoverageFigure*> byRecord;
  for (const CoverageFigure& f : figures) byRecord[f.record] = &f;
  int inconsistent = 0, wrong = 0, unknown = 0;
  std::uint64_t nodes = 0;
  double ms = 0;
  for (const CoverageFigure& f : figures) {
    nodes += f.nodes;
    ms += f.milliseconds;
    unknown += f.verdict == "unknown";
    if (!f.reference.empty() && f.verdict != "unknown" && f.verdict != f.reference) ++wrong;
    const std::size_t cut = f.record.find_last_of(" .");
    if (f.plies == 0 || cut == std::string::npos) continue;
    std::string parentRecord = f.record.substr(0, cut);
    if (f.plies == 1) parentRecord += " ";
    const auto parent = byRecord.find(parentRecord);
    if (parent == byRecord.end()) continue;
    const CoverageFigure& q = *parent->second;
    // Who moved from q decides which of its values must carry over.
    if (!q.orderToMove && q.verdict == "order" && f.verdict == "chaos") ++inconsistent;
    if (q.orderToMove && q.verdict == "chaos" && f.verdict == "order") ++inconsistent;
  }
  std::fprintf(out, "coverage-summary positions=%zu decided=%zu unknown=%d inconsistent=%d wrong=%d knps=%.0f\n", figures.size(),
               figures.size() - static_cast<std::size_t>(unknown), unknown, inconsistent, wrong, ms > 0 ? static_cast<double>(nodes) / ms : 0.0);
}

void printCoverageList(std::FILE* out, const std::vector<CoverageFigure>& figures) {
  for (const CoverageFigure& f : figures) {
    // f.record is "<first> <moves>"; an empty game is written "-".
    const std::string line = f.record.back() == ' ' ? f.record + "-" : f.record;
    std::fprintf(out, "%s %s # %.0f ms, %llu nodes\n", line.c_str(), f.verdict.c_str(), f.milliseconds,
                 static_cast<unsigned long long>(f.nodes));
  }
}

}  // namespace oc::bench
