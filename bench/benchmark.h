// The benchmark suite behind `ovc bench` and its WebAssembly twin: a
// perft-style count (move generation + win check, nodes/s) against the plain
// engine as baseline, and the solver over a fixed suite of positions of each
// variant at 6..30 plies. Figures, not pass/fail.
#pragma once
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "rules.h"

namespace oc::bench {

struct PerftFigure {
  std::string name;
  std::uint64_t nodes = 0;
  std::uint64_t wins = 0;  // placements that won: with nodes, a signature
  double seconds = 0;
  double baselineNodesPerSecond = 0;  // the plain engine on the same count
};

struct SolveFigure {
  Variant variant = Variant::Classic;
  int plies = 0;
  std::string record;
  std::string verdict;  // order / chaos / unknown
  int orderMoves = -1;
  std::uint64_t nodes = 0;
  double milliseconds = 0;
};

std::vector<PerftFigure> runPerft(double minSeconds);
// The suite: `perBucket` positions per (variant, plies in 6, 12, 18, 24, 30).
std::vector<SolveFigure> runSolverSuite(int perBucket, std::uint64_t nodeBudget, double msBudget);

// The coverage benchmark: realistic positions (bench/data, made by `ovc
// positions`), each solved from empty tables within a time budget. A file
// line is "<first player> <record with dots, or -> [reference value]"; '#'
// starts a comment.
struct CoveragePosition {
  Rules rules;
  std::string record;     // moves separated by dots
  std::string reference;  // order / chaos from a long run, or empty
};
// False with `error` naming the line on a malformed file.
bool readPositions(const std::string& text, const Rules& rules, std::vector<CoveragePosition>& out, std::string& error);

struct CoverageFigure {
  int plies = 0;
  std::string record;
  std::string verdict;  // order / chaos / unknown
  std::string reference;
  bool orderToMove = true;
  std::uint64_t nodes = 0;
  double milliseconds = 0;  // until the verdict (or the budget's end)
};
// `threads`: SolveBudget::threads (2 lets the solver's helper search run natively).
std::vector<CoverageFigure> runCoverage(const std::vector<CoveragePosition>& positions, double msBudget, int threads);
// "coverage plies=0-3 positions=.. decided=.. order=.. chaos=.. median-ms=.. p95-ms=.." per bucket, then
// "coverage-summary positions=.. decided=.. unknown=.. inconsistent=.. wrong=.. knps=..": inconsistent counts
// positions whose verdict contradicts the verdict before the move that led to them (a position where Chaos
// is to move and Order wins must stay won after Chaos's move, and so on); wrong, verdicts that contradict
// the file's reference values.
// The first line, "platform <name> budget-ms=.. threads=.. plain-perft-mnps=..", says what ran and how fast
// the machine is (plainPerftSpeed).
void printCoverage(std::FILE* out, const std::vector<CoverageFigure>& figures, const char* platform, double msBudget, int threads,
                   double plainPerftMnps);
// The machine's speed, so that coverage figures measured on different
// machines can be read side by side: the plain perft (plain_perft.h) of the
// empty classic board to depth 4, the work `ovc perft "" 4` times, in M
// placements/s on one thread, the best of three rounds after an untimed one.
double plainPerftSpeed();
// One line a position, in the positions file's own format with the verdict
// as its reference ("<first> <record> <verdict> # <ms> ms, <nodes> nodes"),
// so a run with a long budget makes the reference file.
void printCoverageList(std::FILE* out, const std::vector<CoverageFigure>& figures);

// Prints both in a fixed, parseable format ("perft <name> nodes=.. s=.. mnps=.. baseline-mnps=..",
// "solve <variant> plies=.. verdict=.. ms=.." and summary lines).
void print(std::FILE* out, const std::vector<PerftFigure>& perft, const std::vector<SolveFigure>& solves, const char* platform);

}  // namespace oc::bench
