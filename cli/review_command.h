// `ovc review "<game record>" [set-up options] [--ms N]`: the proven value of
// every position of a game and the moves that threw one away, a JSON line a ply.
#pragma once

namespace oc::cli {

// argv[1] is "review". Returns 0 when reviewed (whatever the values), 2 on bad input.
int runReview(int argc, char** argv);

}  // namespace oc::cli
