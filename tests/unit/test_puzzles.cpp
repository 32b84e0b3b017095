// Puzzles: a puzzle found by the solver has exactly the moves that keep the
// side to move's value; a puzzle survives its JSON line; malformed lines are
// refused with a reason; a wrong answer fails the check; every puzzle of the
// shipped set is re-proved.
#include <catch_amalgamated.hpp>

#include <fstream>
#include <map>
#include <string>

#include "notation.h"
#include "search/solver.h"
#include "session/puzzles.h"
#include "test_helpers.h"

using namespace oc;

namespace {

constexpr std::uint64_t kNodes = 2'000'000;

}  // namespace

TEST_CASE("puzzles: the puzzle at a position has every move that keeps the value and no other", "[puzzles]") {
  Solver solver(std::size_t{16} << 20);
  // Chaos to move after d3x e3o c2x: one move holds.
  const Game g = test::gameFrom(Rules{}, "d3x e3o c2x");
  const std::optional<Puzzle> p = puzzleAt(g, solver, kNodes);
  REQUIRE(p);
  CHECK(p->toMove == Role::Chaos);
  CHECK(p->kind() == "the only hold");
  REQUIRE(p->solution.size() == 1);
  CHECK(checkPuzzle(*p, solver, kNodes, true).empty());
  // Every other move, seen by a fresh solver, gives the hold away.
  Solver fresh(std::size_t{16} << 20);
  int holds = 0;
  for (int c = 0; c < g.geometry().cellCount(); ++c) {
    if (!g.board().isEmpty(c)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      Game child = g;
      child.play(Move{c, k});
      const Verdict v = fresh.solve(child, SolveBudget{kNodes, 0, 0}).verdict;
      REQUIRE(v != Verdict::Unknown);
      holds += v == Verdict::ChaosHolds;
    }
  }
  CHECK(holds == 1);
  // An Order win in one: a five to complete.
  const std::optional<Puzzle> win = puzzleAt(test::gameFrom(Rules{}, "a1x f1o b1x f2o c1x f3o d1x e6o"), solver, kNodes);
  if (win) {
    CHECK(win->toMove == Role::Order);
    CHECK(win->orderMoves == 1);
    CHECK(win->kind() == "win in 1");
  }
}

TEST_CASE("puzzles: a puzzle survives its JSON line; malformed lines are refused with a reason", "[puzzles]") {
  Solver solver(std::size_t{16} << 20);
  const std::optional<Puzzle> p = puzzleAt(test::gameFrom(Rules{}, "d3x e3o c2x"), solver, kNodes);
  REQUIRE(p);
  const std::string line = puzzleJson(*p);
  std::string error;
  const std::optional<Puzzle> back = parsePuzzle(line, Rules{}, &error);
  INFO(line << "\n" << error);
  REQUIRE(back);
  CHECK(back->moves == p->moves);
  CHECK(back->solution == p->solution);
  CHECK(back->toMove == p->toMove);
  CHECK(back->band == p->band);
  CHECK(puzzleJson(*back) == line);

  const auto refused = [](const std::string& text, const std::string& why) {
    std::string e;
    INFO(text);
    CHECK_FALSE(parsePuzzle(text, Rules{}, &e));
    CHECK(e.find(why) != std::string::npos);
  };
  refused("", "needs record");
  refused("{\"record\":\"c3x\",\"first\":\"order\",\"to_move\":\"chaos\",\"solution\":[\"d4o\"],\"kind\":\"the only hold\"}", "needs");
  refused("{\"record\":\"c3x c3o\",\"first\":\"order\",\"to_move\":\"order\",\"solution\":[\"d4o\"],\"kind\":\"win in 2\",\"band\":\"easy\"}",
          "already taken");
  refused("{\"record\":\"c3x\",\"first\":\"order\",\"to_move\":\"order\",\"solution\":[\"d4o\"],\"kind\":\"the only hold\",\"band\":\"easy\"}",
          "to_move does not match");
  refused("{\"record\":\"c3x\",\"first\":\"order\",\"to_move\":\"chaos\",\"solution\":[\"c3o\"],\"kind\":\"the only hold\",\"band\":\"easy\"}",
          "already taken");
  refused("{\"record\":\"c3x\",\"first\":\"order\",\"to_move\":\"chaos\",\"solution\":[],\"kind\":\"the only hold\",\"band\":\"easy\"}",
          "1 or 2 moves");
  refused("{\"record\":\"c3x\",\"first\":\"order\",\"to_move\":\"chaos\",\"solution\":[\"d4o\"],\"kind\":\"the only hold\",\"band\":\"tricky\"}",
          "band is easy");
  refused("{\"record\":\"c3x d4o\",\"first\":\"order\",\"to_move\":\"order\",\"solution\":[\"e5x\"],\"kind\":\"win in x\",\"band\":\"easy\"}",
          "win in N");
  refused("{\"record\":\"c3x\",\"first\":\"nobody\",\"to_move\":\"chaos\",\"solution\":[\"d4o\"],\"kind\":\"the only hold\",\"band\":\"easy\"}",
          "first is order or chaos");
}

TEST_CASE("puzzles: the check fails on a wrong answer and on a missing one", "[puzzles]") {
  Solver solver(std::size_t{16} << 20);
  std::optional<Puzzle> p = puzzleAt(test::gameFrom(Rules{}, "d3x e3o c2x"), solver, kNodes);
  REQUIRE(p);
  Puzzle wrong = *p;
  // Another empty cell with the same kind: gives the hold away.
  const Game g = p->position();
  for (int c = 0; c < g.geometry().cellCount(); ++c) {
    if (g.board().isEmpty(c) && c != p->solution[0].cell) {
      wrong.solution[0] = Move{c, p->solution[0].kind};
      break;
    }
  }
  CHECK_FALSE(checkPuzzle(wrong, solver, kNodes, false).empty());
  // The right answer plus a wrong one: the wrong one is caught.
  Puzzle extra = *p;
  extra.solution.push_back(wrong.solution[0]);
  CHECK_FALSE(checkPuzzle(extra, solver, kNodes, false).empty());
}

TEST_CASE("puzzles: the daily puzzle is the same all day and stays in the set", "[puzzles]") {
  std::map<int, int> seen;
  for (std::int64_t day = 20'000; day < 20'365; ++day) {
    const int i = dailyPuzzleIndex(day, 300);
    CHECK(i >= 0);
    CHECK(i < 300);
    CHECK(i == dailyPuzzleIndex(day, 300));
    ++seen[i];
  }
  CHECK(seen.size() > 200);  // a year visits most of the set, not a few puzzles over and over
  CHECK(dailyPuzzleIndex(5, 0) == 0);
}

TEST_CASE("puzzles: every shipped puzzle is re-proved", "[puzzles][shipped]") {
  std::ifstream in(OC_PUZZLES_FILE);
  REQUIRE(in);
  Solver solver(std::size_t{32} << 20);
  std::map<PuzzleBand, int> bands;
  int count = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::string error;
    const std::optional<Puzzle> p = parsePuzzle(line, Rules{}, &error);
    INFO(line << "\n" << error);
    REQUIRE(p);
    CHECK(checkPuzzle(*p, solver, kNodes, false) == "");
    ++bands[p->band];
    ++count;
  }
  CHECK(count >= 300);
  CHECK(bands[PuzzleBand::Easy] >= 30);
  CHECK(bands[PuzzleBand::Medium] >= 30);
  CHECK(bands[PuzzleBand::Hard] >= 30);
}
