// ovc: the Order and Chaos engine's command line.
//   ovc                 the text protocol on stdin/stdout (docs/protocol.md)
//   ovc solve ...       the value of a position
//   ovc review ...      the value of every position of a game, and its mistakes
//   ovc play ...        a game in the terminal against the computer
//   ovc verify ...      exhaustive checks of the proven strategies
//   ovc bench ...       benchmark figures
//   ovc perft ...       placements counted from a position, timed
//   ovc positions ...   realistic positions from games between the levels
//   ovc puzzles ...     puzzles found in such games, checked by the solver
//   ovc values ...      the value of every set-up, with its proof
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "bench_command.h"
#include "perft_command.h"
#include "positions_command.h"
#include "play_command.h"
#include "search/proof_library.h"
#include "protocol.h"
#include "puzzles_command.h"
#include "review_command.h"
#include "setup_options.h"
#include "solve_command.h"
#include "values_command.h"
#include "verify_command.h"

#ifndef OC_DATA_DIR
#define OC_DATA_DIR "data"
#endif

namespace {

int usage(FILE* out) {
  std::fprintf(out,
               "usage: ovc                       read protocol commands on stdin (see docs/protocol.md)\n"
               "       ovc solve \"<record>\" [set-up options] [--ms N] [--threads 1|2]\n"
               "       ovc review \"<record>\" [set-up options] [--ms N]\n"
               "       ovc play [--level casual|strong|perfect] [--as order|chaos] [set-up options]\n"
               "       ovc verify [--games N] [--quiet] [--proofs DIR] [--sample]\n"
               "       ovc bench [--positions N] [--ms N] [--coverage FILE [--list] [--threads 1|2]] [--wasm bench_wasm.js]\n"
               "       ovc perft \"<record>\" DEPTH [set-up options]\n"
               "       ovc positions [--games N] [--seed S] [--novice | --random] [set-up options]\n"
               "       ovc puzzles [--count N] [--seed S] [--nodes N] [set-up options]\n"
               "       ovc values [--compute] [--size N] [--line L] [--variant V] [--first F] [--ms N]\n"
               "                  [--checkpoint FILE] [--proofs DIR] [--table-mb N] [--small-cells N]\n"
               "       ovc --help\n"
               "  (no command) the GTP-style engine protocol: one command per line, answers '= ...' or '? ...'\n"
               "  solve    decide a position given by its moves (\"b1x a2o c1x\"): who wins, in how many Order\n"
               "           moves, a principal line, nodes and time; --ms N is the time budget (default 10000);\n"
               "           --threads 1 keeps the solver off the second core (default 2: a helper search there)\n"
               "  review   the proven value before and after every move of a game, one JSON line a ply;\n"
               "           a mistake throws the mover's proven value away; --ms N per position (default 2000)\n"
               "  play     a game against the computer: type moves like c3x, undo, hint, quit;\n"
               "           --level (default strong), --as the side you play (default order)\n"
               "  verify   prove by exhaustive search that the published strategies never lose;\n"
               "           --games N random+greedy games per pairing table (default 4000),\n"
               "           --quiet leaves out the list of games lost without the centre exceptions;\n"
               "           then every proof the values table names is played out (--proofs DIR, default the shipped ones)\n"
               "           and every value found by search is searched again; --sample only the smaller ones\n"
               "           (for sanitizer builds)\n"
               "  bench    move generation and solver speed; --coverage FILE: the share of a positions file\n"
               "           (made by positions) decided within --ms, --list adds each position's verdict,\n"
               "           --threads as for solve (run two benches at once with --threads 1)\n"
               "  perft    every sequence of DEPTH placements from the position (stopping at a win), counted and timed\n"
               "           beside a plain bitboard perft on the same work, and the solver's speed there\n"
               "  positions  realistic positions: games between casual, strong and perfect (every pairing, each\n"
               "           first player in turn), every distinct position before the end, \"<first> <record>\" a line;\n"
               "           --novice: a novice, placing at random, against each level instead (either side);\n"
               "           --random: games of uniformly random moves on both sides (a harder test of the solver)\n"
               "  puzzles  positions of those games where the side to move has one or two moves that keep its\n"
               "           proven value, a JSON line each (default 10; each solve within --nodes, default 300000)\n"
               "  values   the value of the empty board for every set-up (one JSON line each), from the shipped\n"
               "           table; --compute solves them again (boards up to --small-cells cells, default 25, by a\n"
               "           complete search whose proof is written to --proofs DIR and checked; larger ones by the\n"
               "           solver), --ms N per set-up and stage (default 60000), --checkpoint FILE keeps finished\n"
               "           set-ups so an interrupted run goes on where it stopped; the options pick set-ups\n"
               "%s",
               oc::cli::setupOptionsHelp());
  return out == stdout ? 0 : 2;
}

int runVerify(int argc, char** argv) {
  int games = 4000;
  bool showGames = true, sample = false;
  std::string proofDir = std::string(OC_DATA_DIR) + "/proofs";
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
    } else if (arg == "--proofs" && i + 1 < argc) {
      proofDir = argv[++i];
    } else if (arg == "--sample") {
      sample = true;
    } else {
      std::fprintf(stderr, "ovc verify: unknown option '%s'\n", arg.c_str());
      return 2;
    }
  }
  return oc::cli::runVerify(games, showGames, proofDir, sample);
}

int runProtocolOnStdio() {
  oc::cli::Protocol protocol;
  oc::cli::runProtocol(protocol, std::cin, std::cout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string command = argc < 2 ? "" : argv[1];
  // The perfect level plays the solved small boards from their proofs: the
  // commands with players load them (parsing them all takes 0.1-0.2 s,
  // which a solve need not wait for).
  if (command.empty() || command == "play" || command == "positions" || command == "puzzles")
    oc::loadShippedProofs(std::string(OC_DATA_DIR) + "/proofs");
  if (command.empty()) return runProtocolOnStdio();
  if (command == "-h" || command == "--help" || command == "help") return usage(stdout);
  if (command == "solve") return oc::cli::runSolve(argc, argv);
  if (command == "review") return oc::cli::runReview(argc, argv);
  if (command == "play") return oc::cli::runPlay(argc, argv);
  if (command == "verify") return runVerify(argc, argv);
  if (command == "bench") return oc::cli::runBench(argc, argv);
  if (command == "perft") return oc::cli::runPerft(argc, argv);
  if (command == "puzzles") return oc::cli::runPuzzles(argc, argv);
  if (command == "positions") return oc::cli::runPositions(argc, argv);
  if (command == "values") return oc::cli::runValues(argc, argv);
  std::fprintf(stderr, "ovc: unknown command '%s' (try ovc --help)\n", command.c_str());
  return 2;
}
