// `ovc bench`: the benchmark figures natively and, given the WebAssembly build
// of the same benchmark, under node side by side with the ratio.
#include "bench_command.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "benchmark.h"
#include "search/helper_search.h"
#include "setup_text.h"

namespace oc::cli {

namespace {

// "key=value" pairs of one printed line, keyed by its first two words.
using Figures = std::map<std::string, std::map<std::string, double>>;

void parseLine(const std::string& line, Figures& out) {
  std::istringstream in(line);
  std::string kind, name, word;
  in >> kind;
  if (kind != "perft" && kind != "perft-total" && kind != "solve" && kind != "solve-summary") return;
  std::string key = kind;
  std::map<std::string, double> values;
  while (in >> word) {
    const std::size_t eq = word.find('=');
    if (eq == std::string::npos) {
      key += " " + word;
      continue;
    }
    const std::string k = word.substr(0, eq);
    if (k == "plies" || k == "positions") key += " " + word;
    values[k] = std::atof(word.c_str() + eq + 1);
  }
  out[key] = values;
}

Figures capture(const std::string& text) {
  Figures f;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) parseLine(line, f);
  return f;
}

std::string runWasm(const std::string& script, int perBucket, double ms) {
  const std::string command = "node \"" + script + "\" " + std::to_string(perBucket) + " " + std::to_string(ms) + " 2>&1";
  std::string text;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, p)) text += buf;
    if (pclose(p) != 0) text += "\n(node failed)\n";
  }
  return text;
}

void sideBySide(const Figures& native, const Figures& wasm) {
  std::printf("\nnative vs wasm (ratio = wasm speed / native speed)\n");
  for (const auto& [key, values] : native) {
    auto w = wasm.find(key);
    if (w == wasm.end()) continue;
    if (key.rfind("perft", 0) == 0) {
      const double n = values.at("mnps"), m = w->second.at("mnps");
      std::printf("  %-40s native %7.1f M/s   wasm %7.1f M/s   ratio %.2f\n", key.c_str(), n, m, n > 0 ? m / n : 0);
    } else if (values.count("median-ms")) {
      const double n = values.at("median-ms"), m = w->second.at("median-ms");
      std::printf("  %-40s native median %8.1f ms   wasm median %8.1f ms\n", key.c_str(), n, m);
    }
  }
}

}  // namespace

// `ovc bench --coverage FILE`: the share of realistic positions decided
// within the budget, natively and (given the wasm build) under node.
int runCoverageBench(const std::string& file, double ms, double wasmMs, const std::string& wasm, const Rules& rules, bool list,
                     int threads) {
  std::ifstream in(file);
  if (!in) {
    std::fprintf(stderr, "ovc bench: cannot read '%s'\n", file.c_str());
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  std::vector<bench::CoveragePosition> positions;
  std::string error;
  if (!bench::readPositions(text.str(), rules, positions, error)) {
    std::fprintf(stderr, "ovc bench: %s: %s\n", file.c_str(), error.c_str());
    return 2;
  }
  const double machine = bench::plainPerftSpeed();  // measured first, on a machine not yet busy with the solver's helper
  const std::vector<bench::CoverageFigure> figures = bench::runCoverage(positions, ms, threads);
  if (list) bench::printCoverageList(stdout, figures);
  bench::printCoverage(stdout, figures, "native", ms, HelperSearch::available() ? threads : 1, machine);
  std::fflush(stdout);
  if (wasm.empty()) return 0;
  const std::string command = "node \"" + wasm + "\" coverage \"" + file + "\" " + std::to_string(wasmMs) + " " +
                              variantName(rules.variant) + " 2>&1";
  std::string wasmText;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, p)) wasmText += buf;
    if (pclose(p) != 0) wasmText += "\n(node failed)\n";
  }
  std::printf("\n%s", wasmText.c_str());
  return 0;
}

int runBench(int argc, char** argv) {
  int perBucket = 10;
  double ms = 1000;
  double wasmMs = 0;  // 0: the native budget
  std::string wasm, coverage;
  bool list = false;
  int threads = 2;  // the solver's helper search on the second core (SolveBudget::threads)
  Rules rules;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](const char* what) -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "ovc bench: %s needs a value\n", what);
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--positions") {
      perBucket = std::atoi(value("--positions"));
      if (perBucket < 1 || perBucket > 1000) {
        std::fprintf(stderr, "ovc bench: --positions takes 1 to 1000\n");
        return 2;
      }
    } else if (arg == "--ms") {
      ms = std::atof(value("--ms"));
      if (ms <= 0) {
        std::fprintf(stderr, "ovc bench: --ms takes a positive number\n");
        return 2;
      }
    } else if (arg == "--wasm") {
      wasm = value("--wasm");
    } else if (arg == "--wasm-ms") {
      wasmMs = std::atof(value("--wasm-ms"));
      if (wasmMs <= 0) {
        std::fprintf(stderr, "ovc bench: --wasm-ms takes a positive number\n");
        return 2;
      }
    } else if (arg == "--threads") {
      threads = std::atoi(value("--threads"));
      if (threads < 1 || threads > 2) {
        std::fprintf(stderr, "ovc bench: --threads takes 1 or 2\n");
        return 2;
      }
    } else if (arg == "--coverage") {
      coverage = value("--coverage");
    } else if (arg == "--list") {
      list = true;
    } else if (arg == "--variant") {
      const std::optional<Variant> v = parseVariant(value("--variant"));
      if (!v) {
        std::fprintf(stderr, "ovc bench: --variant takes classic or exact5\n");
        return 2;
      }
      rules.variant = *v;
    } else {
      std::fprintf(stderr,
                   "ovc bench: unknown option '%s' (use --positions N, --ms N, --wasm bench_wasm.js, --wasm-ms N, "
                   "--coverage FILE, --list, --threads 1|2, --variant V)\n",
                   arg.c_str());
      return 2;
    }
  }
  if (!coverage.empty()) return runCoverageBench(coverage, ms, wasmMs > 0 ? wasmMs : ms, wasm, rules, list, threads);
  // Native figures, printed and kept for the comparison.
  const auto perft = bench::runPerft(0.5);
  const auto solves = bench::runSolverSuite(perBucket, 5'000'000, ms);
  bench::print(stdout, perft, solves, "native");
  std::fflush(stdout);
  if (wasm.empty()) return 0;
  const std::string wasmText = runWasm(wasm, perBucket, ms);
  std::printf("\n%s", wasmText.c_str());
  // Re-read the native lines the same way as the wasm ones.
  char* buffer = nullptr;
  std::size_t size = 0;
  FILE* mem = open_memstream(&buffer, &size);
  bench::print(mem, perft, solves, "native");
  std::fclose(mem);
  const std::string nativeText(buffer, size);
  std::free(buffer);
  sideBySide(capture(nativeText), capture(wasmText));
  return 0;
}

}  // namespace oc::cli
