// ovc: the Order and Chaos engine's command-line interface.
//   ovc verify [--games N] [--quiet]   exhaustive checks of the proven strategies
#include <cstdio>
#include <cstdlib>
#include <string>

#include "verify_command.h"

namespace {

int usage(FILE* out) {
  std::fprintf(out,
               "usage: ovc verify [--games N] [--quiet]\n"
               "  verify   prove by exhaustive search that the published strategies never lose;\n"
               "           --games N random+greedy games per pairing table (default 4000),\n"
               "           --quiet leaves out the list of games lost without the centre exceptions\n");
  return out == stdout ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage(stderr);
  const std::string command = argv[1];
  if (command == "-h" || command == "--help" || command == "help") return usage(stdout);
  if (command == "verify") {
    int games = 4000;
    bool showGames = true;
    for (int i = 2; i < argc; ++i) {
      const std::string arg = argv[i];
      if (arg == "--games" && i + 1 < argc) {
        char* end = nullptr;
        const long v = std::strtol(argv[++i], &end, 10);
        if (*end != '\0' || v < 0 || v > 10000000) {
          std::fprintf(stderr, "ovc verify: --games takes a number from 0 to 10000000, not '%s'\n", argv[i]);
          return 2;
        }
        games = static_cast<int>(v);
      } else if (arg == "--quiet") {
        showGames = false;
      } else {
        std::fprintf(stderr, "ovc verify: unknown option '%s'\n", arg.c_str());
        return 2;
      }
    }
    return oc::cli::runVerify(games, showGames);
  }
  std::fprintf(stderr, "ovc: unknown command '%s'\n", command.c_str());
  return usage(stderr);
}
