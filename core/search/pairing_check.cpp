#include "search/pairing_check.h"

#include <chrono>
#include <random>
#include <unordered_map>
#include <vector>

#include "notation.h"
#include "search/pairing_certificate.h"
#include "search/tactics.h"

namespace oc {

namespace {

struct BoardHash {
  std::size_t operator()(const std::pair<Bits, Bits>& b) const {
    return static_cast<std::size_t>(b.first * 0x9E3779B97F4A7C15ull ^ (b.second + 0x632BE59BD9B4E019ull) * 0xBF58476D1CE4E5B9ull);
  }
};

// Plain minimax on the rules engine, and the certificate asked at every
// position it visits.
class TreeCheck {
 public:
  TreeCheck(const Rules& r, PairingClaimsReport& report)
      : rules_(r), geometry_(*Geometry::make(r.size, r.lineLength)), tactics_(geometry_, r.variant), report_(report) {}

  bool orderWins(Board& b) {
    const Outcome o = evaluate(geometry_, rules_.variant, b);
    if (o.over()) return o.winner == Winner::Order;
    const std::pair<Bits, Bits> key{b.tokens(Kind::X), b.tokens(Kind::O)};
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    const bool firstToMove = b.count() % 2 == 0;
    const bool orderToMove = firstToMove == (rules_.firstPlayer == Role::Order);
    bool result = !orderToMove;
    for (int cell = 0; cell < geometry_.cellCount() && result != orderToMove; ++cell) {
      if (!b.isEmpty(cell)) continue;
      for (Kind k : {Kind::X, Kind::O}) {
        b.place({cell, k});
        const bool wins = orderWins(b);
        b.remove(cell);
        if (wins == orderToMove) {
          result = orderToMove;
          break;
        }
      }
    }
    memo_[key] = result;
    ++report_.positions;
    if (chaosHasPairing(tactics_, b, orderToMove, kPairingStepsRoot)) {
      ++report_.claims;
      const int empty = geometry_.cellCount() - b.count();
      if (pairingNeedsSpares(empty, orderToMove)) {
        ++report_.spareClaims;
        const PairingSpares spares = pairingSpares(tactics_, geometry_, rules_.variant, b, orderToMove);
        report_.sharedCellClaims += spares.sparedBySharedCell;
        report_.waitingClaims += spares.waiting;
      }
      if (result) {
        if (report_.failures++ == 0)
          report_.firstFailure = std::to_string(rules_.size) + "x" + std::to_string(rules_.size) + " line " +
                                 std::to_string(rules_.lineLength) + " " + variantName(rules_.variant) + ": " + boardText(b);
      }
    }
    return result;
  }

 private:
  std::string boardText(const Board& b) const {
    std::string text;
    for (Bits cells = b.occupied(); cells; cells &= cells - 1) {
      const int cell = lowestCell(cells);
      text += moveText(geometry_, Move{cell, b.kindAt(cell)}) + " ";
    }
    return text;
  }

  Rules rules_;
  Geometry geometry_;
  Tactics tactics_;
  PairingClaimsReport& report_;
  std::unordered_map<std::pair<Bits, Bits>, bool, BoardHash> memo_;
};

}  // namespace

PairingSpares pairingSpares(const Tactics& tactics, const Geometry& g, Variant v, const Board& b, bool orderToMove) {
  PairingSpares found;
  CellPairs pairs;
  if (!findInsidePairing(tactics, b, orderToMove, kPairingStepsRoot, pairs)) return found;
  found.waiting = waitingPairs(g, v, b, pairs) > 0;
  for (const auto& [a, c] : pairs) {
    int holding = 0, kind = 0;
    bool oneKind = true;
    for (const Window& w : g.windows()) {
      if (!(w.cells & bit(a)) || !(w.cells & bit(c))) continue;
      const int kinds = (windowAlive(w, v, b, Kind::X) ? 1 : 0) | (windowAlive(w, v, b, Kind::O) ? 2 : 0);
      if (!kinds) continue;
      ++holding;
      oneKind = oneKind && kinds != 3 && (kind == 0 || kind == kinds);
      kind = kinds;
    }
    if (holding >= 2 && !oneKind) found.sparedBySharedCell = true;
  }
  return found;
}

PairingClaimsReport verifyPairingClaims(int starts, int empties, std::uint64_t seed) {
  const auto start = std::chrono::steady_clock::now();
  PairingClaimsReport report;
  std::mt19937_64 rng(seed);
  const Rules setups[] = {Rules{5, 4, Variant::Classic, Role::Order}, Rules{5, 4, Variant::ExactFive, Role::Order},
                          Rules{6, 5, Variant::Classic, Role::Chaos}, Rules{6, 5, Variant::ExactFive, Role::Chaos},
                          Rules{6, 5, Variant::Classic, Role::Order}, Rules{5, 5, Variant::Classic, Role::Order}};
  for (const Rules& rules : setups) {
    const Geometry g = *Geometry::make(rules.size, rules.lineLength);
    // The cells two windows of one line share (lines longer than a window).
    std::vector<Bits> middles;
    for (const Window& w : g.windows())
      for (const Window& v : g.windows())
        if (w.first < v.first && popcount(w.cells & v.cells) == g.lineLength() - 1) middles.push_back(w.cells & v.cells);
    TreeCheck check(rules, report);
    for (int i = 0; i < starts; ++i) {
      // Random placements, kept only while no one has won. Every other start
      // keeps one line's middle empty: pairs held by both its windows, which
      // may be spare by a cell they share or wait for the pair holding it.
      Board b;
      const Bits keepEmpty = i % 2 == 1 && !middles.empty() ? middles[rng() % middles.size()] : 0;
      for (int tries = 0; tries < 1000 && g.cellCount() - b.count() > empties; ++tries) {
        const int cell = static_cast<int>(rng() % static_cast<std::uint64_t>(g.cellCount()));
        if (!b.isEmpty(cell) || (keepEmpty & bit(cell))) continue;
        const Move m{cell, rng() % 2 ? Kind::X : Kind::O};
        b.place(m);
        if (evaluate(g, rules.variant, b).over()) b.remove(cell);
      }
      if (g.cellCount() - b.count() == empties) check.orderWins(b);
    }
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace oc
