#include "verification/threat_sequence_check.h"

#include <chrono>
#include <random>

#include "ai/simple_players.h"
#include "notation.h"
#include "search/strategy_proof.h"
#include "search/tactics.h"
#include "search/threat_sequence.h"

namespace oc {

bool orderWinsByThreats(const Geometry& g, Variant v, const Board& b, int moves) {
  if (completingMove(g, v, b)) return true;
  if (moves == 0) return false;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!b.isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      Board afterOrder = b;
      afterOrder.place(Move{cell, k});
      if (!completingMove(g, v, afterOrder)) continue;  // not a threat
      bool everyReplyLoses = true;
      for (int reply = 0; reply < g.cellCount() && everyReplyLoses; ++reply) {
        if (!afterOrder.isEmpty(reply)) continue;
        for (Kind r : {Kind::X, Kind::O}) {
          Board afterChaos = afterOrder;
          afterChaos.place(Move{reply, r});
          if (evaluate(g, v, afterChaos).winner == Winner::Order) continue;  // the reply completed a line
          if (!orderWinsByThreats(g, v, afterChaos, moves - 1)) {
            everyReplyLoses = false;
            break;
          }
        }
      }
      if (everyReplyLoses) return true;
    }
  }
  return false;
}

namespace {

// Counts a failed claim; the first one is named by the game's record and `what`
// (the record is written only then: most positions never fail).
void fail(ThreatSequenceReport& report, const Game& game, const std::string& what) {
  if (report.failures++ == 0) report.firstFailure = recordText(game.geometry(), game.history()) + what;
}

// Every claim about `game`'s position, checked.
void checkPosition(const Game& game, ThreatSequences& sequences, ThreatSequenceReport& report) {
  const Geometry& g = game.geometry();
  const Variant v = game.rules().variant;
  const Board& b = game.board();
  // Both calls ask for a position without a threat of Order's.
  if (game.over() || completingMove(g, v, b)) return;
  if (game.toMove() == Role::Order) {
    ++report.orderPositions;
    if (!sequences.orderWins(b)) return;
    ++report.orderWins;
    if (!orderWinsByThreats(g, v, b, ThreatSequences::kMaxMoves))
      fail(report, game, ": the sequence search finds a win by threats, the rules engine none");
    return;
  }
  ++report.chaosPositions;
  const Bits mustPlay = sequences.chaosMustPlay(b);
  bool narrowed = false;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!b.isEmpty(cell) || (mustPlay & bit(cell))) continue;
    narrowed = true;
    for (Kind k : {Kind::X, Kind::O}) {
      Board after = b;
      after.place(Move{cell, k});
      ++report.settledMoves;
      if (evaluate(g, v, after).winner == Winner::Order) continue;  // the move completed a line
      if (!orderWinsByThreats(g, v, after, ThreatSequences::kMaxMoves))
        fail(report, game, " then " + moveText(g, Move{cell, k}) +
                         ": the sequence search says Chaos loses there, the rules engine finds no win by threats");
    }
  }
  report.narrowed += narrowed;
}

}  // namespace

ThreatSequenceReport verifyThreatSequences(int games, std::uint64_t seed) {
  const auto start = std::chrono::steady_clock::now();
  ThreatSequenceReport report;
  std::mt19937_64 rng(seed);
  for (const Rules& r : {Rules{6, 5, Variant::Classic, Role::Chaos}, Rules{6, 5, Variant::Classic, Role::Order},
                         Rules{5, 4, Variant::Classic, Role::Order}, Rules{6, 5, Variant::ExactFive, Role::Chaos}}) {
    const Tactics tactics(*Geometry::make(r.size, r.lineLength), r.variant);
    ThreatSequences sequences(tactics);
    for (int i = 0; i < games; ++i) {
      // Order builds lines greedily; Chaos half the time greedily, half at
      // random, so that threats and double threats come up.
      Game game(r);
      while (game.moveCount() < 16 && !game.over()) {
        checkPosition(game, sequences, report);
        game.play(game.toMove() == Role::Chaos && rng() % 2 == 0 ? randomMove(game, rng) : greedyMove(game, rng));
      }
    }
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace oc
