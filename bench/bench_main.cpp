// The benchmark as a program of its own: compiled to WebAssembly and run under
// node by `ovc bench --wasm FILE`, it prints the same lines as the native run.
#include <cstdio>
#include <cstdlib>

#include "benchmark.h"

int main(int argc, char** argv) {
  const int perBucket = argc > 1 ? std::atoi(argv[1]) : 10;
  const double ms = argc > 2 ? std::atof(argv[2]) : 1000;
  oc::bench::print(stdout, oc::bench::runPerft(0.5), oc::bench::runSolverSuite(perBucket, 5'000'000, ms), "wasm");
  return 0;
}
