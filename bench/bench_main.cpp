// The benchmark as a program of its own: compiled to WebAssembly and run under
// node by `ovc bench --wasm FILE`, it prints the same lines as the native run.
// `bench_wasm plain-perft` prints only the machine's speed.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "benchmark.h"

// `bench_wasm coverage FILE MS VARIANT`: the coverage benchmark (reads the
// file through node's file system).
int coverage(int argc, char** argv) {
  if (argc < 5) return 2;
  std::FILE* f = std::fopen(argv[2], "r");
  if (!f) {
    std::fprintf(stderr, "bench_wasm: cannot read %s\n", argv[2]);
    return 2;
  }
  std::string text;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) text.append(buf, n);
  std::fclose(f);
  oc::Rules rules;
  if (std::string(argv[4]) == "exact5") rules.variant = oc::Variant::ExactFive;
  std::vector<oc::bench::CoveragePosition> positions;
  std::string error;
  if (!oc::bench::readPositions(text, rules, positions, error)) {
    std::fprintf(stderr, "bench_wasm: %s\n", error.c_str());
    return 2;
  }
  const double ms = std::atof(argv[3]);
  const double machine = oc::bench::plainPerftSpeed();
  oc::bench::printCoverage(stdout, oc::bench::runCoverage(positions, ms, 1), "wasm", ms, 1, machine);  // no threads in the browser
  return 0;
}

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "coverage") return coverage(argc, argv);
  // `bench_wasm plain-perft`: the machine's speed alone, as the coverage's
  // first line gives it (web/bench/worker_coverage.mjs prints it beside the
  // browser's figures).
  if (argc > 1 && std::string(argv[1]) == "plain-perft") {
    std::printf("platform wasm plain-perft-mnps=%.1f\n", oc::bench::plainPerftSpeed());
    return 0;
  }
  const int perBucket = argc > 1 ? std::atoi(argv[1]) : 10;
  const double ms = argc > 2 ? std::atof(argv[2]) : 1000;
  oc::bench::print(stdout, oc::bench::runPerft(0.5), oc::bench::runSolverSuite(perBucket, 5'000'000, ms), "wasm");
  return 0;
}
