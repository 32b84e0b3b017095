// The puzzle trainer: answers judged against the proven solution, the streak
// (a clue or the solution ends it), the daily pick, links, and the shipped
// set read as the app reads it.
#include <catch_amalgamated.hpp>

#include <fstream>
#include <sstream>

#include "notation.h"
#include "session/app_link.h"
#include "session/puzzle_trainer.h"

using namespace oc;

namespace {

const char* kTwoPuzzles =
    "# two puzzles\n"
    "{\"record\":\"c4x b4o d3x e2o b2o e1x e5o b6x d2o c2x c5x c6o b5o c1o b3o b1x f2x f1o e4x f5o\",\"first\":\"order\","
    "\"to_move\":\"order\",\"solution\":[\"c3o\",\"e3x\"],\"kind\":\"win in 3\",\"band\":\"medium\"}\n"
    "\n"
    "{\"record\":\"c4x b4o d3x e2o b2o e1x e5o b6x d2o c2x c5x c6o b5o c1o b3o b1x f2x f1o e4x f5o e3x d4o\",\"first\":\"order\","
    "\"to_move\":\"order\",\"solution\":[\"c3o\"],\"kind\":\"win in 2\",\"band\":\"easy\"}\n";

Move move(const std::string& text) { return *parseMove(Geometry::standard(), text); }

}  // namespace

TEST_CASE("puzzle trainer: a set file is read line by line, a bad line refused with its number", "[puzzles]") {
  std::string error;
  const std::vector<Puzzle> set = parsePuzzleSet(kTwoPuzzles, Rules{}, &error);
  REQUIRE(error.empty());
  REQUIRE(set.size() == 2);
  CHECK(set[1].solution.size() == 1);
  CHECK(parsePuzzleSet(std::string(kTwoPuzzles) + "{\"record\":\"zz9x\"}\n", Rules{}, &error).empty());
  CHECK(error.rfind("puzzle line 5: ", 0) == 0);
}

TEST_CASE("puzzle trainer: answers, misses, clues, the solution and the streak", "[puzzles]") {
  PuzzleTrainer t(parsePuzzleSet(kTwoPuzzles, Rules{}));
  REQUIRE(t.count() == 2);
  t.open(0);
  CHECK(t.title() == "Puzzle 1 of 2 \xC2\xB7 medium");
  CHECK(t.task() == "Order to play: win in 3");
  CHECK(t.state() == PuzzleState::Solving);
  CHECK(t.outcome().empty());

  CHECK(t.answer(move("a1x")) == PuzzleState::Missed);
  CHECK(t.outcome() == "a1x gives Order's win (win in 3) away. Try again.");
  CHECK(t.answer(move("c3o")) == PuzzleState::Missed);  // judged once: retry first
  t.retry();
  CHECK(t.answer(move("e3x")) == PuzzleState::Solved);  // either answer counts
  CHECK(t.outcome() == "Solved: e3x keeps Order's win (win in 3).");
  CHECK(t.streak() == 1);

  t.openNext();
  CHECK(t.index() == 1);
  CHECK(t.answer(move("c3o")) == PuzzleState::Solved);
  CHECK(t.streak() == 2);

  t.openNext();  // wraps to the first
  CHECK(t.index() == 0);
  CHECK(t.clue() == "Look at c3 (one of two answers).");
  CHECK(t.answer(move("c3o")) == PuzzleState::Solved);
  CHECK(t.streak() == 0);  // a clue was taken

  t.open(1);
  t.setStreak(5);
  CHECK(t.clue() == "Look at column c, in blue.");
  t.showSolution();
  CHECK(t.state() == PuzzleState::Shown);
  CHECK(t.outcome() == "The answer: c3o keeps Order's win (win in 2).");
  CHECK(t.streak() == 0);

  t.open(99);  // clamped into the set
  CHECK(t.index() == 1);
}

TEST_CASE("puzzle trainer: the daily puzzle is fixed by the date and changes with it", "[puzzles]") {
  std::vector<Puzzle> many;
  for (int i = 0; i < 50; ++i) many.push_back(parsePuzzleSet(kTwoPuzzles, Rules{}).front());
  PuzzleTrainer a(many), b(many);
  a.openDaily(20000);
  b.openDaily(20000);
  CHECK(a.index() == b.index());
  CHECK(a.index() == dailyPuzzleIndex(20000, 50));
  int differentDays = 0;
  for (int day = 20001; day < 20011; ++day) {
    b.openDaily(day);
    differentDays += b.index() != a.index();
  }
  CHECK(differentDays >= 8);
}

TEST_CASE("puzzle trainer: links name a puzzle or the daily one; anything else is refused", "[puzzles]") {
  std::string error;
  CHECK_FALSE(puzzleLinkFromQuery("m=c3x&hints=on", &error));
  CHECK(error.empty());
  const std::optional<PuzzleLink> daily = puzzleLinkFromQuery("?puzzle=daily");
  REQUIRE(daily);
  CHECK(daily->daily);
  const std::optional<PuzzleLink> n = puzzleLinkFromQuery("theme=light&puzzle=42");
  REQUIRE(n);
  CHECK_FALSE(n->daily);
  CHECK(n->number == 42);
  for (const char* bad : {"puzzle=0", "puzzle=-3", "puzzle=abc", "puzzle=", "puzzle=99999999"}) {
    error.clear();
    CHECK_FALSE(puzzleLinkFromQuery(bad, &error));
    CHECK_FALSE(error.empty());
  }
}

TEST_CASE("app link: a puzzle, a review, and the rest of the query for the game", "[puzzles]") {
  const AppLink puzzle = readAppLink("?theme=light&puzzle=42&hints=on");
  REQUIRE(puzzle.puzzle);
  CHECK(puzzle.puzzle->number == 42);
  CHECK_FALSE(puzzle.review);
  CHECK(puzzle.gameQuery == "theme=light&hints=on");
  CHECK(puzzle.problems.empty());
  CHECK(readAppLink("puzzle=daily").gameQuery.empty());

  const AppLink review = readAppLink("m=d4o.d2x&review=on&c=human");
  CHECK(review.review);
  CHECK_FALSE(review.puzzle);
  CHECK(review.gameQuery == "m=d4o.d2x&c=human");
  CHECK(readAppLink("review=1").review);
  CHECK_FALSE(readAppLink("review=off").review);
  CHECK(readAppLink("review=off").problems.empty());

  // A malformed value is named and ignored; the game still opens.
  const AppLink bad = readAppLink("m=c3x&review=maybe&puzzle=abc");
  CHECK_FALSE(bad.review);
  CHECK_FALSE(bad.puzzle);
  CHECK(bad.gameQuery == "m=c3x");
  REQUIRE(bad.problems.size() == 2);
  CHECK(bad.problems[1] == "Invalid value 'maybe' for 'review' (on or off)");
  CHECK(readAppLink("review=%00\x01").problems.size() == 1);
}

TEST_CASE("puzzle trainer: the shipped set reads whole", "[puzzles]") {
  std::ifstream in(OC_PUZZLES_FILE);
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  std::string error;
  const std::vector<Puzzle> set = parsePuzzleSet(text.str(), Rules{}, &error);
  CHECK(error.empty());
  CHECK(set.size() >= 300);
}
