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
  const auto ownOption = [&](int c, char** v, int& i, std::string& e) {
    if (std::string(v[i]) != "--ms") return OptionResult::NotSetup;
    const std::optional<int> n = takeNumberOption(c, v, i, 1, 3'600'000, e);
    if (n) ms = *n;
    return n ? OptionResult::Taken : OptionResult::Bad;
  };
  if (!readPositionArgs(argc, argv, ownOption, args, error)) return fail(error);
  std::string record;
  for (const std::string& w : args.words) record += (record.empty() ? "" : " ") + w;
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
