// The sentence that tells a player why a full line did not win under the
// exact rule (core/session/rule_notes.h).
#include <catch_amalgamated.hpp>

#include "session/rule_notes.h"
#include "test_helpers.h"

using namespace oc;

namespace {
const Rules kExact{6, 5, Variant::ExactFive, Role::Order};
}

TEST_CASE("rule notes: a six under the exact rule is named, with the rule") {
  // Red on a3..e3, then f3 red makes six (Chaos's move, between Order's).
  const Game g = test::gameFrom(kExact, "a3x a1o b3x a6o c3x f6o d3x f1o e3x f3x");
  REQUIRE_FALSE(g.over());
  CHECK(uncountedRunNote(g) == "Six red in a row: no win, only exactly five counts");
}

TEST_CASE("rule notes: a pending five names its open end, or both") {
  const Game one = test::gameFrom(kExact, "b2x a1o c2x a6o d2x f6o e2x f1o f2x");
  CHECK(uncountedRunNote(one) == "Five red in a row, open at a2: blue there wins, red spoils it");
  const Game two = test::gameFrom(Rules{7, 5, Variant::ExactFive, Role::Order}, "b3o a1x c3o a7x d3o g7x e3o g1x f3o");
  CHECK(uncountedRunNote(two) == "Five blue in a row, open at a3 and g3: it wins once both hold red");
}

TEST_CASE("rule notes: nothing under the classic rule, for other moves, or once the game is over") {
  CHECK_FALSE(uncountedRunNote(test::gameFrom(Rules{}, "b2x a1o c2x a6o d2x f6o e2x f1o")));
  CHECK_FALSE(uncountedRunNote(test::gameFrom(kExact, "b2x a1o c2x a6o d2x f6o e2x f1o f2x a5o")));  // the last move is elsewhere
  CHECK_FALSE(uncountedRunNote(test::gameFrom(kExact, "")));
  const Game sealed = test::gameFrom(kExact, "b2x a1o c2x a6o d2x f6o e2x f1o f2x a2o");  // blue seals it: Order wins
  REQUIRE(sealed.over());
  CHECK_FALSE(uncountedRunNote(sealed));
}
