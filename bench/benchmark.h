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

// Prints both in a fixed, parseable format ("perft <name> nodes=.. s=.. mnps=.. baseline-mnps=..",
// "solve <variant> plies=.. verdict=.. ms=.." and summary lines).
void print(std::FILE* out, const std::vector<PerftFigure>& perft, const std::vector<SolveFigure>& solves, const char* platform);

}  // namespace oc::bench
