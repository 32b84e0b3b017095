// Exhaustive checks that the published strategies never lose, so that the
// claims of docs/rules.md rest on a search anyone can re-run (ovc verify).
// Each returns counts that the CLI prints and the tests assert.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rules.h"

namespace oc {

// 1. The 4x4 centre game (l = 4): Chaos tries every (cell, kind), Order
//    answers with T1, until a line of four or a full board.
struct CentreGameReport {
  Role first = Role::Order;
  bool exceptions = true;
  std::uint64_t leaves = 0;       // terminal positions, once per path
  std::uint64_t chaosWins = 0;    // leaves with a full board and no line
  std::uint64_t chaosWinsOutsideExceptions = 0;  // Chaos wins that never passed an exception position
  std::array<std::uint64_t, 7> chaosWinsThrough{};  // [n]: Chaos wins whose path passed exception Bn
  std::vector<std::string> sampleChaosWins;  // up to `sampleLimit` winning games, as centre records
  double seconds = 0;
};
CentreGameReport verifyCentreGame(Role first, bool useExceptions, int sampleLimit = 0);

}  // namespace oc

namespace oc {

// 2. Order's whole 6x6 strategy (mirror + transition + T1), exhaustive over
//    every Chaos reply. Reduction: Chaos's ring move is answered inside its
//    mirror pair, and a filled pair always holds one token of each kind, so a
//    state is (centre position, filled pairs); as no move of Order's depends
//    on which pairs are filled, only their number is kept. Order has won once
//    a centre line of four is complete (see verification.cpp for why).
struct OrderStrategyReport {
  Variant variant = Variant::Classic;
  Role first = Role::Order;
  std::uint64_t states = 0;      // distinct states with Chaos to move
  std::uint64_t orderWins = 0;   // distinct terminal states where Order has won
  std::uint64_t failures = 0;    // terminal states where Order has not won (must be 0)
  std::string firstFailure;      // a line of play to one, if any
  double seconds = 0;
};
// useExceptions = false is a control: the check must then find losses.
OrderStrategyReport verifyOrderStrategy(Variant v, Role first, bool useExceptions = true);

// 3. A pairing table: for each of the 32 windows, every assignment of the
//    pairs touching it that the strategy can produce (each pair empty,
//    complete, or - for at most one pair - just opened by Order) holds no
//    sealed exact five; then random and greedy Order players against it.
struct PairingReport {
  int table = 0;                        // 0, 1, 2 for A, B, C
  bool tableValid = false;              // 18 pairs, each number twice
  std::uint64_t windowsChecked = 0;
  std::uint64_t assignments = 0;        // assignments checked over all windows
  std::uint64_t badAssignments = 0;     // with a sealed exact five (must be 0)
  std::uint64_t games = 0;              // randomized games played
  std::uint64_t orderWins = 0;          // must be 0
  double seconds = 0;
};
PairingReport verifyPairingTable(int table, int randomGames, std::uint64_t seed);
// The same checks for any table of pair numbers (1..18, row-major).
PairingReport verifyPairing(const std::array<int, 36>& numbers, int randomGames, std::uint64_t seed);

}  // namespace oc
