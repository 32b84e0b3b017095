#include "review_command.h"

#include <cstdio>
#include <string>

#include "notation.h"
#include "search/solver.h"
#include "session/game_review.h"
#include "setup_options.h"

namespace oc::cli {

namespace {

constexpr int kDefaultMs = 2'000;  // per position

int fail(const std::string& message) {
  std::fprintf(stderr, "ovc review: %s\n", message.c_str());
  return 2;
}

}  // namespace

int runReview(int argc, char** argv) {
  int ms = kDefaultMs;
  PositionArgs args;
  std::string error;
  if (!readPositionArgs(argc, argv, millisecondsOption(ms), args, error)) return fail(error);
  const std::string record = recordFromWords(args.words);
  Game game(args.rules);
  if (!loadRecord(game, record, &error)) return fail(error);

  // One solver for the whole game: what a late position's search learnt
  // serves the earlier ones (the review solves from the end back).
  GameReview review(game);
  Solver solver;
  while (const std::optional<int> index = review.nextPosition()) {
    const SolveBudget budget{~std::uint64_t{0}, static_cast<double>(ms), 0};  // the values only
    review.record(*index, solver.solve(review.position(*index), budget));
  }
  const Geometry& g = game.geometry();
  for (const ReviewedMove& m : review.moves()) {
    std::printf("{\"ply\":%d,\"move\":\"%s\",\"before\":\"%s\",\"after\":\"%s\",\"mistake\":%s", m.ply,
                moveText(g, m.move).c_str(), verdictName(m.before), verdictName(m.after), m.mistake ? "true" : "false");
    if (m.better) std::printf(",\"better\":\"%s\"", moveText(g, *m.better).c_str());
    std::printf("}\n");
  }
  return 0;
}

}  // namespace oc::cli
