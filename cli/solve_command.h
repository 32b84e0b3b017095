// `ovc solve "<game record>" [set-up options] [--ms N]`: the exact value of
// a position, its principal line and the search effort.
#pragma once

namespace oc::cli {

// argv[1] is "solve". Returns 0 when solved (whatever the verdict), 2 on bad input.
int runSolve(int argc, char** argv);

}  // namespace oc::cli
