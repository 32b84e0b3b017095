// `ovc bench`: the benchmark figures (move generation and solver speed).
#pragma once

namespace oc::cli {

// argv[1] is "bench"; the options follow. Returns the process exit code.
int runBench(int argc, char** argv);

}  // namespace oc::cli
