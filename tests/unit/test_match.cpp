// Game flow between seats: the computer's search goes to an analysis
// service and it moves after a pause; undo takes back its reply with the
// human move; looking back stops it.
#include <catch_amalgamated.hpp>

#include "session/inline_analysis.h"
#include "session/match.h"
#include "notation.h"
#include "test_helpers.h"

using namespace oc;

namespace {

Session sessionWith(Seat order, Seat chaos, Rules rules = {}) {
  Session s{Game(rules), SessionSettings{}};
  s.settings.order = order;
  s.settings.chaos = chaos;
  s.settings.speed = Speed::Fast;
  return s;
}

const Seat kHuman{SeatKind::Human, Level::Strong};
const Seat kCasual{SeatKind::Computer, Level::Casual};
const Seat kStrong{SeatKind::Computer, Level::Strong};

// The service that searches for the tests' matches, on this thread.
InlineAnalysisService& analysis() {
  static InlineAnalysisService service(std::size_t{8} << 20);
  return service;
}

// One frame: the match's update, then some search time.
std::optional<Move> update(Match& m, double now, double searchMs = 5) {
  const std::optional<Move> mv = m.update(now, analysis());
  analysis().work(searchMs);
  return mv;
}

// Runs update() at 10 ms steps until the computer moves (or `seconds` pass).
std::optional<Move> runUntilMove(Match& m, double& now, double seconds = 30) {
  for (double end = now + seconds; now < end; now += 0.01)
    if (std::optional<Move> mv = update(m, now)) return mv;
  return std::nullopt;
}

}  // namespace

TEST_CASE("match: a human move is refused while the computer is to move, and changes nothing") {
  Match m(sessionWith(kStrong, kHuman));
  CHECK(m.computerToMove());
  CHECK_FALSE(m.humanToMove());
  CHECK(m.play(Move{0, Kind::X}) == MatchError::NotYourTurn);
  CHECK(m.game().moveCount() == 0);
}

TEST_CASE("match: the computer replies after its pause, not before") {
  Match m(sessionWith(kHuman, kCasual));
  double now = 100;
  update(m, now);
  MoveError e{};
  REQUIRE(m.play(Move{14, Kind::X}, &e) == MatchError::None);
  CHECK(e == MoveError::None);
  CHECK(m.computerToMove());
  // The casual player decides at once, but the move waits for the pause.
  CHECK_FALSE(update(m, now));
  CHECK_FALSE(update(m, now + computerDelaySeconds(Speed::Fast) * 0.5));
  const std::optional<Move> reply = update(m, now + computerDelaySeconds(Speed::Fast) + 0.01);
  REQUIRE(reply);
  CHECK(m.game().moveCount() == 2);
  CHECK(m.humanToMove());
  CHECK_FALSE(m.lastComputerReason().empty());
}

TEST_CASE("match: an illegal human move gives the game's reason and changes nothing") {
  Match m(sessionWith(kHuman, kHuman));
  REQUIRE(m.play(Move{3, Kind::O}) == MatchError::None);
  MoveError e{};
  CHECK(m.play(Move{3, Kind::X}, &e) == MatchError::Move);
  CHECK(e == MoveError::Occupied);
  CHECK(m.play(Move{99, Kind::X}, &e) == MatchError::Move);
  CHECK(e == MoveError::OffBoard);
  CHECK(m.game().moveCount() == 1);
}

TEST_CASE("match: undo against the computer takes back its reply and the human move together") {
  Match m(sessionWith(kHuman, kCasual));
  double now = 0;
  for (int turn = 0; turn < 3; ++turn) {
    const int before = m.game().moveCount();
    Move human{-1, Kind::X};
    for (int c = 0; c < 36; ++c)
      if (m.game().board().isEmpty(c)) { human.cell = c; break; }
    REQUIRE(m.play(human) == MatchError::None);
    REQUIRE(runUntilMove(m, now));
    REQUIRE(m.game().moveCount() == before + 2);
  }
  const std::vector<Move> full = m.game().history();
  REQUIRE(m.undo());
  CHECK(m.game().moveCount() == 4);
  CHECK(m.humanToMove());
  // Looking back: redo replays both moves; the computer does not move meanwhile.
  REQUIRE(m.undo());
  CHECK(m.game().moveCount() == 2);
  CHECK_FALSE(runUntilMove(m, now, 2));
  REQUIRE(m.redo());
  CHECK(m.game().moveCount() == 4);
  REQUIRE(m.redo());
  CHECK(m.game().history() == full);
  CHECK_FALSE(m.redo());
}

TEST_CASE("match: when the computer has won, undo goes back to the human's last choice") {
  // Computer Order about to complete a row; human Chaos.
  Session s = sessionWith(kStrong, kHuman);
  s.game = test::gameFrom(Rules{}, "a1x f6o b1x f5o c1x e6o d1x");
  Match m(std::move(s));
  REQUIRE(m.humanToMove());
  REQUIRE(m.play(Move{m.game().geometry().index(5, 0), Kind::O}) == MatchError::None);  // a6o, ignores the threat
  double now = 0;
  REQUIRE(runUntilMove(m, now));
  REQUIRE(m.game().over());
  CHECK(m.game().outcome().winner == Winner::Order);
  REQUIRE(m.undo());
  CHECK(m.game().moveCount() == 7);
  CHECK(m.humanToMove());
}

TEST_CASE("match: looking back holds the computer until it is told to play on") {
  Match m(sessionWith(kCasual, kCasual));
  double now = 0;
  for (int i = 0; i < 4; ++i) REQUIRE(runUntilMove(m, now));
  REQUIRE(m.goTo(1));
  CHECK(m.game().moveCount() == 1);
  CHECK(m.computerWaitReason() == "looking back");
  CHECK_FALSE(runUntilMove(m, now, 2));
  CHECK(m.goTo(4));
  CHECK(m.game().moveCount() == 4);
  CHECK_FALSE(m.goTo(5));
  CHECK_FALSE(m.goTo(-1));
  REQUIRE(m.goTo(2));
  m.playOnFromHere();
  REQUIRE(runUntilMove(m, now));
  CHECK(m.game().moveCount() == 3);
  CHECK(m.game().redoStack().empty());
}

TEST_CASE("match: a game under review holds the computer; released, it pauses as usual and then moves") {
  Match m(sessionWith(kHuman, kCasual));
  double now = 100;
  REQUIRE(m.play(Move{14, Kind::X}) == MatchError::None);
  m.holdForReview(true);
  CHECK_FALSE(m.computerToMove());
  CHECK(m.computerWaitReason() == "reviewing");
  CHECK_FALSE(runUntilMove(m, now, 2));
  CHECK(m.game().moveCount() == 1);
  CHECK(m.play(Move{15, Kind::O}) == MatchError::NotYourTurn);
  CHECK(m.game().moveCount() == 1);
  m.holdForReview(false);
  CHECK(m.computerToMove());
  CHECK(m.computerWaitReason().empty());
  // The 2 s held count for nothing: the computer's pause starts again.
  CHECK_FALSE(update(m, now));
  CHECK_FALSE(update(m, now + computerDelaySeconds(Speed::Fast) * 0.5));
  REQUIRE(update(m, now + computerDelaySeconds(Speed::Fast) + 0.01));
  CHECK(m.game().moveCount() == 2);
}

TEST_CASE("match: pause stops a computer-vs-computer game, and seats can change mid-game") {
  Match m(sessionWith(kCasual, kCasual));
  double now = 0;
  REQUIRE(runUntilMove(m, now));
  m.pause(true);
  CHECK(m.computerWaitReason() == "paused");
  CHECK_FALSE(runUntilMove(m, now, 2));
  m.pause(false);
  m.setSeat(m.game().toMove(), kHuman);
  CHECK(m.humanToMove());
  CHECK_FALSE(runUntilMove(m, now, 1));
  m.setSeat(m.game().toMove(), kStrong);
  REQUIRE(runUntilMove(m, now));
  CHECK(m.game().moveCount() == 2);
}

TEST_CASE("match: two computers finish a game on the mini board; a new game starts clean") {
  Match m(sessionWith(kStrong, kStrong, Rules{4, 4, Variant::Classic, Role::Order}));
  double now = 0;
  while (!m.game().over()) REQUIRE(runUntilMove(m, now));
  CHECK_FALSE(m.computerToMove());
  m.newGame(Rules{});
  CHECK(m.game().moveCount() == 0);
  CHECK(m.game().geometry().size() == 6);
  CHECK(m.computerToMove());
}

TEST_CASE("match: a correspondence link carries one move; undo cannot reach before the link") {
  Session s = sessionWith(kHuman, kHuman);
  s.game = test::gameFrom(Rules{}, "c3x d4o");
  s.settings.correspondence = true;
  Match m(std::move(s));
  CHECK_FALSE(m.awaitingReply());
  CHECK_FALSE(m.undo());  // the moves the link came with stay
  CHECK_FALSE(m.goTo(1));
  REQUIRE(m.play(Move{0, Kind::X}) == MatchError::None);
  CHECK(m.awaitingReply());
  CHECK(m.play(Move{1, Kind::O}) == MatchError::SendLink);
  CHECK(m.game().moveCount() == 3);
  REQUIRE(m.undo());  // taking back one's own move before sending is fine
  CHECK(m.game().moveCount() == 2);
  CHECK_FALSE(m.awaitingReply());
  m.newGame(Rules{});
  CHECK_FALSE(m.settings().correspondence);
  CHECK(m.play(Move{0, Kind::X}) == MatchError::None);
  CHECK(m.play(Move{1, Kind::O}) == MatchError::None);
}

TEST_CASE("match: a replaced session starts over in place, dropping the computer's thought on the old game") {
  Match m(sessionWith(kStrong, kStrong));
  double now = 0;
  REQUIRE(runUntilMove(m, now));
  update(m, now);  // the computer is now thinking about the 6x6 position
  m.pause(true);
  Session next = sessionWith(kHuman, kStrong, Rules{4, 4, Variant::Classic, Role::Order});
  next.game = test::gameFrom(next.game.rules(), "b2x");
  next.settings.correspondence = true;
  m.replaceSession(std::move(next));
  CHECK_FALSE(m.paused());
  CHECK(m.game().geometry().size() == 4);
  CHECK(m.game().moveCount() == 1);
  CHECK(m.settings().order == kHuman);
  CHECK(m.computerToMove());
  CHECK_FALSE(m.thinking());
  CHECK_FALSE(m.undo());  // the moves the link came with stay
  const std::optional<Move> reply = runUntilMove(m, now);
  REQUIRE(reply);
  CHECK(reply->cell < 16);
  CHECK(m.game().moveCount() == 2);
  CHECK(m.humanToMove());
}
