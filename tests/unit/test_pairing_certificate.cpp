// Chaos's pairing certificate: it must never claim a hold that minimax
// refutes, and under exact-five it must find the same-kind answers the
// published strategy (docs/rules.md, section 7) relies on.
#include <catch_amalgamated.hpp>

#include <map>
#include <random>

#include "notation.h"
#include "search/pairing_certificate.h"
#include "search/pairing_check.h"
#include "ai/simple_players.h"
#include "test_helpers.h"

using namespace oc;
using oc::test::minimaxOrderWins;
using oc::test::MinimaxMemo;

namespace {

bool certified(const Game& g) {
  const Tactics t(g.geometry(), g.rules().variant);
  return chaosHasPairing(t, g.board(), g.toMove() == Role::Order, kPairingStepsRoot);
}

}  // namespace

TEST_CASE("pairing certificate: the empty exact-five board has one (Chaos holds there), the classic board none",
          "[pairing]") {
  // Under the classic rule Order wins from the empty board, so a pairing of
  // other-kind answers alone cannot exist; the exact-five pairing found must
  // use same-kind answers beyond a window's end.
  CHECK(certified(Game(Rules{6, 5, Variant::ExactFive, Role::Order})));
  CHECK_FALSE(certified(Game(Rules{6, 5, Variant::Classic, Role::Order})));
  // With Chaos first the empty count is odd on Order's turns: no certificate
  // (Order wins that set-up).
  CHECK_FALSE(certified(Game(Rules{6, 5, Variant::ExactFive, Role::Chaos})));
}

// Whether the pairing found for `g` has a pair spare only by a cell its windows share.
bool usesSharedUnpairedCell(const Game& g) {
  const Tactics t(g.geometry(), g.rules().variant);
  return pairingSparedBySharedCell(t, g.geometry(), g.rules().variant, g.board(), g.toMove() == Role::Order);
}

TEST_CASE("pairing certificate: never claims a hold that minimax refutes", "[pairing]") {
  std::mt19937_64 rng(31);
  int claims = 0, exactFiveClaims = 0, spareClaims = 0, sharedCellClaims = 0, checked = 0;
  // 5x5 with Order first and 6x6 with Chaos first have an odd number of
  // empty cells on Order's turns: their claims need spare pairs.
  const Rules setups[] = {Rules{6, 5, Variant::ExactFive, Role::Order}, Rules{6, 5, Variant::Classic, Role::Order},
                          Rules{5, 4, Variant::ExactFive, Role::Chaos}, Rules{5, 4, Variant::Classic, Role::Order},
                          Rules{5, 5, Variant::Classic, Role::Order}, Rules{5, 4, Variant::ExactFive, Role::Order},
                          Rules{6, 5, Variant::Classic, Role::Chaos}, Rules{6, 5, Variant::ExactFive, Role::Chaos}};
  const int samples = test::scaledCount(600);
  for (const Rules& rules : setups) {
    const int cells = rules.size * rules.size;
    for (int i = 0; i < samples; ++i) {
      Game g(rules);
      const int moves = cells - 9 - static_cast<int>(rng() % 4);  // 9 to 12 empty cells: minimax is quick
      while (g.moveCount() < moves && !g.over()) g.play(i % 2 ? greedyMove(g, rng) : randomMove(g, rng));
      if (g.over() || !certified(g)) continue;
      ++checked;
      MinimaxMemo memo;
      INFO(variantName(rules.variant) << " " << rules.size << "x" << rules.size << ": "
                                      << recordText(g.geometry(), g.history()));
      CHECK_FALSE(minimaxOrderWins(g, memo));
      ++claims;
      if (rules.variant == Variant::ExactFive) ++exactFiveClaims;
      if (pairingNeedsSpares(cells - g.moveCount(), g.toMove() == Role::Order)) {
        ++spareClaims;
        sharedCellClaims += usesSharedUnpairedCell(g);
      }
    }
  }
  INFO("claims checked: " << checked << ", under exact-five: " << exactFiveClaims << ", with spare pairs: " << spareClaims
                          << ", of them spare by a shared unpaired cell: " << sharedCellClaims);
  CHECK(claims >= test::scaledCount(100));
  CHECK(exactFiveClaims >= test::scaledCount(80));
  CHECK(spareClaims >= test::scaledCount(80));
  CHECK(sharedCellClaims >= test::scaledCount(10));
}
