// The analysis service and its messages: what a Web Worker and the page (or
// a thread and the UI) send each other. A message survives the round trip;
// anything malformed is refused with a reason; a newer request replaces an
// older one, whose reply never comes.
#include <catch_amalgamated.hpp>

#include "session/analysis_message.h"
#include "session/root_move_news.h"
#include "session/inline_analysis.h"
#include "notation.h"
#include "test_helpers.h"

using namespace oc;

TEST_CASE("analysis messages: a request and a reply survive the round trip", "[analysis]") {
  const Game g = test::gameFrom(Rules{6, 5, Variant::ExactFive, Role::Chaos}, "c3x d4o e5x");
  const AnalysisRequest r = analysisRequest(g, SolveBudget{123'456, 2500.5, 789}, 42);
  std::string error;
  const std::optional<AnalysisRequest> back = parseRequest(requestText(r), &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->tag == 42);
  CHECK(back->rules == g.rules());
  CHECK(back->moves == g.history());
  CHECK(back->budget.nodes == 123'456);
  CHECK(back->budget.milliseconds == 2500.5);
  CHECK(back->budget.measureNodes == 789);

  AnalysisReply reply;
  reply.tag = 42;
  reply.result = Solver(std::size_t{2} << 20).solve(test::gameFrom(Rules{}, "b1x a2o c1x b2o d1x c2o"), SolveBudget::unlimited());
  REQUIRE(reply.result.move);
  REQUIRE_FALSE(reply.result.line.empty());
  const std::optional<AnalysisReply> read = parseReply(replyText(reply, g.geometry()), g.geometry(), &error);
  INFO(error);
  REQUIRE(read);
  CHECK(read->tag == 42);
  CHECK(read->result.verdict == reply.result.verdict);
  CHECK(read->result.method == reply.result.method);
  CHECK(read->result.orderMoves == reply.result.orderMoves);
  CHECK(read->result.move == reply.result.move);
  CHECK(read->result.line == reply.result.line);
  CHECK(read->result.nodes == reply.result.nodes);
}

TEST_CASE("analysis messages: malformed requests and replies are refused with a reason", "[analysis]") {
  const std::string good = "tag=1 size=6 line=5 variant=classic first=order moves=c3x nodes=10 ms=5 measure=0";
  REQUIRE(parseRequest(good));
  const char* bad[] = {
      "",                                                                             // nothing
      "tag=1 size=6 line=5 variant=classic first=order moves=c3x nodes=10 ms=5",     // no measure
      "tag=1 size=9 line=5 variant=classic first=order moves=- nodes=10 ms=5 measure=0",
      "tag=1 size=6 line=7 variant=classic first=order moves=- nodes=10 ms=5 measure=0",
      "tag=1 size=6 line=5 variant=sixes first=order moves=- nodes=10 ms=5 measure=0",
      "tag=1 size=6 line=5 variant=classic first=nobody moves=- nodes=10 ms=5 measure=0",
      "tag=1 size=6 line=5 variant=classic first=order moves=c3x.c3o nodes=10 ms=5 measure=0",  // an occupied cell
      "tag=1 size=6 line=5 variant=classic first=order moves=z9x nodes=10 ms=5 measure=0",
      "tag=-1 size=6 line=5 variant=classic first=order moves=- nodes=10 ms=5 measure=0",
      "tag=1 size=6 line=5 variant=classic first=order moves=- nodes=99999999999999999999999 ms=5 measure=0",
      "tag=1 size=6 line=5 variant=classic first=order moves=- nodes=10 ms=nan measure=0",
      "tag=1 size=6 line=5 variant=classic first=order moves=- nodes=10 ms=5 measure=0 evil=1",  // an unknown key
      "tag=1 tag=2 size=6 line=5 variant=classic first=order moves=- nodes=10 ms=5 measure=0",   // a key twice
      "tag=1 size=6 line=5 variant=classic first=order moves=- nodes=10 ms=5 measure=0 junk",
  };
  for (const char* text : bad) {
    std::string error;
    CHECK_FALSE(parseRequest(text, &error));
    INFO(text);
    CHECK_FALSE(error.empty());
  }
  CHECK_FALSE(parseRequest(std::string(5000, 'x')));
  const Geometry g = Geometry::standard();
  const std::string reply =
      "tag=1 verdict=order method=search order-moves=2 move=e1x line=e1x.a1o.f1x nodes=5 ms=1 verdict-ms=1 helper-moves=3";
  REQUIRE(parseReply(reply, g));
  CHECK(parseReply(reply, g)->result.helperMoves == 3);
  for (const char* text : {"tag=1 verdict=maybe method=search order-moves=2 move=e1x line=- nodes=5 ms=1 verdict-ms=1",
                           "tag=1 verdict=order method=magic order-moves=2 move=e1x line=- nodes=5 ms=1 verdict-ms=1",
                           "tag=1 verdict=order method=search order-moves=2 move=h9x line=- nodes=5 ms=1 verdict-ms=1",
                           "tag=1 verdict=order method=search order-moves=-5 move=- line=- nodes=5 ms=1 verdict-ms=1",
                           "tag=1 verdict=order method=search order-moves=2 move=- line=a1x.zz nodes=5 ms=1 verdict-ms=1",
                           "tag=1 verdict=order method=search order-moves=2 move=- nodes=5 ms=1 verdict-ms=1",
                           "tag=1 verdict=order method=search order-moves=2 move=e1x line=- nodes=5 ms=1 verdict-ms=1",  // no helper-moves
                           "tag=1 verdict=order method=search order-moves=2 move=e1x line=- nodes=5 ms=1 verdict-ms=1 helper-moves=999"}) {
    INFO(text);
    CHECK_FALSE(parseReply(text, g));
  }
}

TEST_CASE("analysis service: a reply comes once; a newer request replaces an older one", "[analysis]") {
  InlineAnalysisService service(std::size_t{4} << 20);
  const Game first = test::gameFrom(Rules{}, "b1x a2o c1x b2o d1x c2o");
  const Game second = test::gameFrom(Rules{4, 4, Variant::Classic, Role::Order}, "b2x");
  CHECK_FALSE(service.busy());
  service.request(AnalysisSlot::Player, analysisRequest(first, SolveBudget{50'000'000, 0}, 1));
  CHECK(service.busy());
  service.request(AnalysisSlot::Player, analysisRequest(second, SolveBudget{50'000'000, 0}, 2));  // replaces the first
  service.request(AnalysisSlot::Hint, analysisRequest(first, SolveBudget{50'000'000, 0}, 3));
  for (int i = 0; i < 1000 && service.busy(); ++i) service.work(5);
  CHECK_FALSE(service.busy());
  const std::optional<AnalysisReply> player = service.take(AnalysisSlot::Player);
  REQUIRE(player);
  CHECK(player->tag == 2);
  CHECK(player->result.verdict == Verdict::OrderWins);  // the 4x4 game is Order's
  CHECK_FALSE(service.take(AnalysisSlot::Player));      // once
  const std::optional<AnalysisReply> hint = service.take(AnalysisSlot::Hint);
  REQUIRE(hint);
  CHECK(hint->tag == 3);
  CHECK(hint->result.move == Move{test::gameFrom(Rules{}, "e1x").history()[0]});
  // A cancelled request never answers.
  service.request(AnalysisSlot::Hint, analysisRequest(first, SolveBudget{50'000'000, 0}, 4));
  service.cancel(AnalysisSlot::Hint);
  service.work(50);
  CHECK_FALSE(service.take(AnalysisSlot::Hint));
  CHECK_FALSE(service.busy());
}

TEST_CASE("root move news: what one worker settled reaches the other once, and bad news changes nothing", "[analysis]") {
  const Game g = test::gameFrom(Rules{}, "c3x d4o");
  const Geometry& geometry = g.geometry();
  RootMoveValues main, helper;
  RootMoveNews news;
  CHECK(news.take(main, geometry, g.board()).empty());
  main.set({parseCell(geometry, "a1").value(), Kind::X}, ProofValue::OrderWins);
  main.set({parseCell(geometry, "f6").value(), Kind::O}, ProofValue::ChaosHolds);
  const std::string text = news.take(main, geometry, g.board());
  CHECK(text == "a1x=order f6o=chaos");
  CHECK(news.take(main, geometry, g.board()).empty());  // told once
  REQUIRE(applyRootMoveNews(text, geometry, g.board(), helper, true));
  CHECK(helper.get({parseCell(geometry, "a1").value(), Kind::X}) == ProofValue::OrderWins);
  CHECK(helper.get({parseCell(geometry, "f6").value(), Kind::O}) == ProofValue::ChaosHolds);
  CHECK(helper.settledByHelper() == 2);
  // A settled move keeps its value: told again or told otherwise, nothing changes.
  REQUIRE(applyRootMoveNews("a1x=chaos", geometry, g.board(), helper, true));
  CHECK(helper.get({parseCell(geometry, "a1").value(), Kind::X}) == ProofValue::OrderWins);
  CHECK(helper.settledByHelper() == 2);
  for (const char* bad : {"b1x=maybe", "c3o=order", "z9x=order", "b1x", "b1x=order junk", "=order", "b1q=order"}) {
    RootMoveValues untouched;
    std::string error;
    INFO(bad);
    CHECK_FALSE(applyRootMoveNews(std::string("b2x=order ") + bad, geometry, g.board(), untouched, true, &error));
    CHECK_FALSE(error.empty());
    CHECK(untouched.get({parseCell(geometry, "b2").value(), Kind::X}) == ProofValue::Unknown);  // all or nothing
  }
  CHECK_FALSE(applyRootMoveNews(std::string(5000, 'a'), geometry, g.board(), helper, true));
}
