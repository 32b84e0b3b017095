// The exhaustive proofs of `ovc verify`, run as tests with their exact counts.
#include <catch_amalgamated.hpp>

#include "strategy/chaos_pairing.h"
#include "verification/verification.h"

using namespace oc;

TEST_CASE("4x4 centre game: T1 with its exceptions never loses; without them it loses only through them", "[verification]") {
  const CentreGameReport with = verifyCentreGame(Role::Order, true);
  CHECK(with.leaves == 182474);
  CHECK(with.chaosWins == 0);
  const CentreGameReport without = verifyCentreGame(Role::Order, false, 100);
  CHECK(without.chaosWins == 7);
  CHECK(without.chaosWinsOutsideExceptions == 0);
  for (int n = 1; n <= 6; ++n) CHECK(without.chaosWinsThrough[static_cast<std::size_t>(n)] >= 1);
  CHECK(without.sampleChaosWins.size() == 7);
  const CentreGameReport chaosFirst = verifyCentreGame(Role::Chaos, true);
  CHECK(chaosFirst.leaves == 514293);
  CHECK(chaosFirst.chaosWins == 0);
}

TEST_CASE("6x6 Order strategy: no Chaos reply ever wins", "[verification]") {
  for (auto [v, first] : {std::pair{Variant::Classic, Role::Order}, std::pair{Variant::Classic, Role::Chaos},
                          std::pair{Variant::ExactFive, Role::Chaos}}) {
    const OrderStrategyReport r = verifyOrderStrategy(v, first);
    INFO(variantName(v) << " first " << roleName(first) << ": " << r.firstFailure);
    CHECK(r.failures == 0);
    CHECK(r.states > 50000);
    CHECK(r.orderWins > 0);
  }
}

TEST_CASE("pairing tables A, B and C: no strategy position holds a sealed exact five", "[verification]") {
  for (int t = 0; t < 3; ++t) {
    const PairingReport r = verifyPairingTable(t, 200, 99);
    INFO("table " << t);
    CHECK(r.tableValid);
    CHECK(r.windowsChecked == 32);
    CHECK(r.assignments > 0);
    CHECK(r.badAssignments == 0);
    CHECK(r.games == 200);
    CHECK(r.orderWins == 0);
  }
}

TEST_CASE("the checks find losses where there are some (controls)", "[verification]") {
  // Without the centre exceptions Order's 6x6 strategy can be beaten.
  const OrderStrategyReport r = verifyOrderStrategy(Variant::Classic, Role::Order, false);
  CHECK(r.failures > 0);
  CHECK_FALSE(r.firstFailure.empty());
  // Table A with two partners swapped across rows: c1-d1 and c6-d6 become c1-c6 and d1-d6,
  // so the top row a1..e1 holds no complete pair any more.
  std::array<int, 36> broken = pairNumbers(PairingTable::A);
  broken[2] = 8;   // c1 now pairs with c6 ...
  broken[33] = 7;  // ... and d6 with d1
  const PairingReport p = verifyPairing(broken, 0, 1);
  CHECK(p.tableValid);
  CHECK(p.badAssignments > 0);
  std::array<int, 36> invalid = pairNumbers(PairingTable::A);
  invalid[0] = 3;
  CHECK_FALSE(verifyPairing(invalid, 0, 1).tableValid);
}
