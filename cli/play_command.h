// `ovc play [--level L] [--as order|chaos] [set-up options]`: a quick game in
// the terminal against the computer, driven through the protocol.
#pragma once
#include <iosfwd>

#include "ai/players.h"
#include "rules.h"

namespace oc::cli {

struct PlayOptions {
  Rules rules;
  Level level = Level::Strong;
  Role human = Role::Order;
};

// argv[1] is "play". Returns the process exit code (2 on bad options).
int runPlay(int argc, char** argv);

// The game itself: moves like c3x, undo, hint, help and quit are read from
// `in`; the board is written to `out` after every move. Bad input is
// answered and changes nothing. Ends at quit or the end of the input.
int playInTerminal(const PlayOptions& options, std::istream& in, std::ostream& out);

}  // namespace oc::cli
