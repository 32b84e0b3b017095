// Chaos's pairing certificate: it must never claim a hold that minimax
// refutes, and under exact-five it must find the same-kind answers the
// published strategy (docs/rules.md, section 7) relies on.
#include <catch_amalgamated.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <vector>
#include <random>

#include "notation.h"
#include "search/pairing_certificate.h"
#include "search/pairing_check.h"
#include "search/pairing_play.h"
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

// What the pairing found for `g` relies on: a pair spare only by a cell its
// windows share, a pair that waits for others.
PairingSpares sparesOf(const Game& g) {
  const Tactics t(g.geometry(), g.rules().variant);
  return pairingSpares(t, g.geometry(), g.rules().variant, g.board(), g.toMove() == Role::Order);
}

TEST_CASE("pairing certificate: never claims a hold that minimax refutes", "[pairing]") {
  std::mt19937_64 rng(31);
  int claims = 0, exactFiveClaims = 0, spareClaims = 0, sharedCellClaims = 0, waitingClaims = 0, checked = 0;
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
        const PairingSpares spares = sparesOf(g);
        sharedCellClaims += spares.sparedBySharedCell;
        waitingClaims += spares.waiting;
      }
    }
  }
  INFO("claims checked: " << checked << ", under exact-five: " << exactFiveClaims << ", with spare pairs: " << spareClaims
                          << ", of them spare by a shared unpaired cell: " << sharedCellClaims
                          << ", with a pair that waits: " << waitingClaims);
  CHECK(claims >= test::scaledCount(100));
  CHECK(exactFiveClaims >= test::scaledCount(80));
  CHECK(spareClaims >= test::scaledCount(80));
  CHECK(sharedCellClaims >= test::scaledCount(10));
  if (samples == 600) CHECK(waitingClaims >= 3);  // the full run met 7; a scaled-down one may meet none
}

namespace {

// Whether disjoint pairs of empty cells cover every live window of `b` (two
// cells inside it; under exact-five also one inside and one just beyond an
// end), by plain backtracking: the first window left uncovered tries every
// pair it can take. No spare pairs asked for, so this is the widest
// pairing the search may find. Gives up (nullopt) after `budget` steps.
std::optional<bool> pairsCoverEveryWindow(const Geometry& g, Variant v, const Board& b, std::vector<Bits>& pairs,
                                          Bits used, int* budget) {
  if (--*budget < 0) return std::nullopt;
  const Bits empty = g.allCells() & ~b.occupied();
  for (const Window& w : g.windows()) {
    if (!windowAlive(w, v, b, Kind::X) && !windowAlive(w, v, b, Kind::O)) continue;
    const Bits ends = v == Variant::ExactFive ? w.before | w.after : 0;
    const auto covers = [&](Bits pair) {
      const Bits in = pair & w.cells;
      return in == pair || (in != 0 && (pair & ~w.cells & ends) != 0);
    };
    if (std::any_of(pairs.begin(), pairs.end(), covers)) continue;
    const Bits inside = w.cells & empty & ~used;
    for (Bits a = inside; a; a &= a - 1) {
      for (Bits c = (a & (a - 1)) | (ends & empty & ~used); c; c &= c - 1) {
        const Bits pair = bit(lowestCell(a)) | bit(lowestCell(c));
        pairs.push_back(pair);
        const std::optional<bool> below = pairsCoverEveryWindow(g, v, b, pairs, used | pair, budget);
        pairs.pop_back();
        if (!below || *below) return below;
      }
    }
    return false;
  }
  return true;
}

}  // namespace

TEST_CASE("pairing certificate: the bound checked before the search never rules out a pairing", "[pairing]") {
  std::mt19937_64 rng(47);
  const Rules setups[] = {Rules{6, 5, Variant::Classic, Role::Order}, Rules{6, 5, Variant::ExactFive, Role::Order},
                          Rules{5, 4, Variant::Classic, Role::Order}, Rules{7, 4, Variant::Classic, Role::Chaos},
                          Rules{8, 3, Variant::ExactFive, Role::Order}};
  int ruledOut = 0, covered = 0, samples = 0;
  for (const Rules& rules : setups) {
    const Geometry g = *Geometry::make(rules.size, rules.lineLength);
    const Tactics t(g, rules.variant);
    for (int i = 0; i < test::scaledCount(400); ++i) {
      Game game(rules);
      const int empties = 10 + static_cast<int>(rng() % 12);
      while (g.cellCount() - game.moveCount() > empties && !game.over())
        game.play(i % 2 ? greedyMove(game, rng) : randomMove(game, rng));
      if (game.over()) continue;
      int budget = 200'000;
      std::vector<Bits> pairs;
      const std::optional<bool> cover = pairsCoverEveryWindow(g, rules.variant, game.board(), pairs, 0, &budget);
      if (!cover) continue;
      ++samples;
      const bool mayExist = pairingMayExist(t, game.board(), game.toMove() == Role::Order);
      INFO(rules.size << "x" << rules.size << " line " << rules.lineLength << ": " << recordText(g, game.history()));
      if (*cover) {
        ++covered;
        CHECK(mayExist);
      }
      if (!mayExist) {
        ++ruledOut;
        CHECK_FALSE(chaosHasPairing(t, game.board(), game.toMove() == Role::Order, kPairingStepsRoot));
      }
    }
  }
  INFO("positions: " << samples << ", covered by pairs: " << covered << ", ruled out by the bound: " << ruledOut);
  CHECK(covered >= test::scaledCount(50));
  CHECK(ruledOut >= test::scaledCount(200));
}

namespace {

// Plays every Order move on `b` (Order to move) against Chaos's pairing
// answers to the end: the number of games, or 0 if Order ever wins or
// Chaos is left without an answer.
int pairingAlwaysAnswers(const Geometry& g, Variant v, const Board& b, const CellPairs& pairs) {
  if (b.count() == g.cellCount()) return 1;
  int games = 0;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!b.isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      Board afterOrder = b;
      afterOrder.place({cell, k});
      if (evaluate(g, v, afterOrder).winner == Winner::Order) return 0;
      if (afterOrder.count() == g.cellCount()) {
        ++games;
        continue;
      }
      const std::optional<Move> answer = pairingAnswer(g, v, afterOrder, pairs);
      if (!answer) return 0;
      Board afterChaos = afterOrder;
      afterChaos.place(*answer);
      if (evaluate(g, v, afterChaos).winner == Winner::Order) return 0;
      const int below = pairingAlwaysAnswers(g, v, afterChaos, pairs);
      if (below == 0) return 0;
      games += below;
    }
  }
  return games;
}

}  // namespace

TEST_CASE("pairing certificate: a pair waits for the pair holding its shared cell, but pairs never wait on each other",
          "[pairing]") {
  const Geometry g = Geometry::standard();
  const Variant v = Variant::Classic;
  const auto at = [&](const char* name) { return static_cast<std::uint8_t>(parseCell(g, name).value()); };
  // Row 1 reads a1x, four empty cells, f1o: its window a-e is alive for X
  // only and b-f for O only, so no one kind spends a pair of b1-e1 while
  // both windows keep an empty cell outside it. Every other window is dead,
  // and a6 is an empty dead cell: three or five empty cells lie outside the
  // pairs, an odd number, so Chaos may have to spend a pair.
  const Board row = test::boardFrom(g, {"X....O", "XXOXOO", "OOXXOX", "OOXOOX", "XOXXXX", ".OXOXX"});
  std::string why;
  // c1-d1 needs b1 or e1 out of the pairs, and b1-e1 needs c1 or d1: each
  // waits for the other.
  CHECK_FALSE(pairingHolds(g, v, row, {{at("c1"), at("d1")}, {at("b1"), at("e1")}}, &why));
  CHECK(why.find("spent one by one") != std::string::npos);
  // With e1 unpaired, c1-d1 is spare.
  CHECK(pairingHolds(g, v, row, {{at("c1"), at("d1")}}));
  CHECK(waitingPairs(g, v, row, {{at("c1"), at("d1")}}) == 0);
  // Columns b and e add b1-b2 and e1-e2, each in one window alive for X
  // only: always spare. c1-d1 has its shared cells b1 and e1 in them, so it
  // waits until one of them is gone, and then it is spare.
  const Board columns = test::boardFrom(g, {"X....O", "X.XO.X", "OXOOXO", "XXXOXX", "OXOXXO", ".OOXOX"});
  const CellPairs waiting{{at("c1"), at("d1")}, {at("b1"), at("b2")}, {at("e1"), at("e2")}};
  CHECK(waitingPairs(g, v, columns, waiting) == 1);
  CHECK(pairingHolds(g, v, columns, waiting, &why));
  // Chaos following the pairing (the player that plays a proof's pairings)
  // answers every Order move, all the way, and Order never completes a five.
  CHECK(pairingAlwaysAnswers(g, v, columns, waiting) > 0);
}
