// The game review: each position's value agrees with a solver that sees the
// position on its own; a mistake is exactly a move after which the mover's
// proven value is gone; unknown stays unknown.
#include <catch_amalgamated.hpp>

#include "notation.h"
#include "search/solver.h"
#include "session/game_review.h"
#include "session/inline_analysis.h"
#include "session/review_analysis.h"
#include "test_helpers.h"

using namespace oc;

namespace {

// Deterministic: a node budget, no clock.
const SolveBudget kBudget{5'000'000, 0, 0};

Verdict solvedAlone(const Game& g) { return Solver(std::size_t{8} << 20).solve(g, kBudget).verdict; }

GameReview reviewed(const Game& game) {
  GameReview review(game);
  Solver solver(std::size_t{8} << 20);
  while (const std::optional<int> i = review.nextPosition()) review.record(*i, solver.solve(review.position(*i), kBudget));
  return review;
}

}  // namespace

TEST_CASE("review: a game with a blunder on each side marks exactly those moves", "[review]") {
  // Order's b5o (ply 7) lets a won game go: Chaos holds after it; Chaos's
  // d5x (ply 8) hands the win back.
  const Game game = test::gameFrom(Rules{}, "d4o d2x c4o e4x c5o c3x b5o d5x");
  const GameReview review = reviewed(game);
  REQUIRE(review.done());
  const std::vector<ReviewedMove> moves = review.moves();
  REQUIRE(moves.size() == 8);
  Game g(Rules{});
  for (const ReviewedMove& m : moves) {
    INFO("ply " << m.ply);
    CHECK(m.mover == g.toMove());
    CHECK(m.before == solvedAlone(g));
    g.play(m.move);
    CHECK(m.after == solvedAlone(g));
    CHECK(m.before != Verdict::Unknown);
    CHECK(m.after != Verdict::Unknown);
    const Verdict kept = m.mover == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
    CHECK(m.mistake == (m.before == kept && m.after != kept));
  }
  CHECK(moves[6].mistake);
  CHECK(moves[7].mistake);
  CHECK(review.mistakes(Role::Order) == 1);
  CHECK(review.mistakes(Role::Chaos) == 1);
  for (int i = 0; i < 6; ++i) CHECK_FALSE(moves[static_cast<std::size_t>(i)].mistake);
  // The value strip: a letter a position, the values the moves report.
  const std::string strip = valueStripText(review);
  REQUIRE(strip.size() == 9);
  for (const ReviewedMove& m : moves) {
    const char after = m.after == Verdict::OrderWins ? 'o' : m.after == Verdict::ChaosHolds ? 'c' : '?';
    CHECK(strip[static_cast<std::size_t>(m.ply)] == after);
  }
  CHECK(strip.substr(6, 3) == "oco");  // won, thrown away by b5o, handed back by d5x
}

TEST_CASE("review: at a mistake, the better move keeps the mover's value", "[review]") {
  const Game game = test::gameFrom(Rules{}, "d4o d2x c4o e4x c5o c3x b5o d5x");
  const GameReview review = reviewed(game);
  for (const ReviewedMove& m : review.moves()) {
    if (!m.mistake) {
      CHECK_FALSE(m.better);
      continue;
    }
    INFO("ply " << m.ply);
    REQUIRE(m.better);
    Game g = review.position(m.ply - 1);
    REQUIRE(g.play(*m.better) == MoveError::None);
    CHECK(solvedAlone(g) == m.before);
  }
}

TEST_CASE("review: a move next to an unknown value is never a mistake", "[review]") {
  const Game game = test::gameFrom(Rules{}, "d4o d2x c4o e4x c5o c3x b5o d5x");
  GameReview review(game);
  SolveResult order, chaos, unknown;
  order.verdict = Verdict::OrderWins;
  chaos.verdict = Verdict::ChaosHolds;
  // Values that would flip at every move, but with every other one unknown.
  for (int i = 0; i < review.positions(); ++i) review.record(i, i % 2 == 0 ? unknown : (i % 4 == 1 ? order : chaos));
  REQUIRE(review.done());
  for (const ReviewedMove& m : review.moves()) CHECK_FALSE(m.mistake);
  CHECK(review.mistakes(Role::Order) + review.mistakes(Role::Chaos) == 0);
}

TEST_CASE("review: the value strip shows positions not solved yet as dots", "[review]") {
  const Game game = test::gameFrom(Rules{}, "d4o d2x c4o");
  GameReview review(game);
  CHECK(valueStripText(review) == "....");
  const std::optional<int> last = review.nextPosition();
  REQUIRE(last == 3);  // from the end back
  review.record(*last, Solver(std::size_t{8} << 20).solve(review.position(*last), kBudget));
  const std::string strip = valueStripText(review);
  CHECK(strip.substr(0, 3) == "...");
  CHECK(strip[3] != '.');
}

TEST_CASE("review: the empty game has one position and no moves; positions outside the game are ignored", "[review]") {
  GameReview review(Game(Rules{}));
  CHECK(review.positions() == 1);
  REQUIRE(review.nextPosition() == 0);
  SolveResult r;
  r.verdict = Verdict::OrderWins;
  review.record(5, r);
  review.record(-1, r);
  CHECK(review.solved() == 0);
  review.record(0, r);
  CHECK(review.done());
  CHECK(review.moves().empty());
}

TEST_CASE("review through the analysis service: the same values in the background, the player's request first", "[review]") {
  const Game game = test::gameFrom(Rules{}, "d4o d2x c4o e4x c5o c3x b5o d5x");
  InlineAnalysisService service(std::size_t{8} << 20);
  ReviewAnalysis analysis;
  analysis.start(game, service);
  CHECK(analysis.covers(game));
  CHECK_FALSE(analysis.covers(test::gameFrom(Rules{}, "d4o d2x")));
  // A player's request arriving during the review is answered before the review ends.
  service.request(AnalysisSlot::Player, analysisRequest(test::gameFrom(Rules{}, "c3x"), SolveBudget{1'000'000, 0, 0}, 7));
  bool playerAnswered = false, playerFirst = false;
  for (int i = 0; i < 100'000 && analysis.running(); ++i) {
    service.work(5);
    analysis.update(service);
    if (!playerAnswered && service.take(AnalysisSlot::Player)) {
      playerAnswered = true;
      playerFirst = analysis.running();
    }
  }
  REQUIRE_FALSE(analysis.running());
  CHECK(playerAnswered);
  CHECK(playerFirst);
  const GameReview direct = reviewed(game);
  const std::vector<ReviewedMove> a = analysis.review().moves(), b = direct.moves();
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    CHECK(a[i].before == b[i].before);
    CHECK(a[i].after == b[i].after);
    CHECK(a[i].mistake == b[i].mistake);
  }
  analysis.stop(service);
  CHECK_FALSE(analysis.active());
  CHECK_FALSE(service.busy());
}
