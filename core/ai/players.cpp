#include "ai/players.h"

#include <algorithm>
#include <vector>

#include "strategy/chaos_pairing.h"
#include "notation.h"
#include "strategy/order_mirror.h"
#include "search/proof_library.h"
#include "ai/simple_players.h"
#include "search/strategy_certificate.h"
#include "search/tactics.h"

namespace oc {

namespace {

// Search effort per level, in solver nodes (the UI slices it across frames).
constexpr std::uint64_t kStrongNodes = 400'000;
constexpr std::uint64_t kPerfectNodes = 4'000'000;

std::vector<Move> legalMoves(const Game& g) {
  std::vector<Move> moves;
  for (int c = 0; c < g.geometry().cellCount(); ++c)
    if (g.board().isEmpty(c)) {
      moves.push_back({c, Kind::X});
      moves.push_back({c, Kind::O});
    }
  return moves;
}

// Chaos's moves after which Order has no immediate win (all moves if none is).
std::vector<Move> safeChaosMoves(const Game& g, const Tactics& t) {
  std::vector<Move> safe;
  Move dummy;
  for (const Move& m : legalMoves(g)) {
    Board b = g.board();
    b.place(m);
    if (!t.winsAfter(b, m) && t.immediateWins(b, &dummy, 1) == 0) safe.push_back(m);
  }
  return safe.empty() ? legalMoves(g) : safe;
}

// The best move by the one-move potential among `moves` (ties at random).
Move bestByPotential(const Game& g, const std::vector<Move>& moves, std::mt19937_64& rng) {
  const double sign = g.toMove() == Role::Order ? 1.0 : -1.0;
  double best = 0;
  std::vector<Move> bestMoves;
  for (const Move& m : moves) {
    Board b = g.board();
    b.place(m);
    const double score = sign * orderPotential(g.geometry(), g.rules().variant, b);
    if (bestMoves.empty() || score > best) {
      best = score;
      bestMoves.clear();
    }
    if (score == best) bestMoves.push_back(m);
  }
  return bestMoves[rng() % bestMoves.size()];
}

std::string describe(const Game& g, Move m) { return moveText(g.geometry(), m); }

}  // namespace

const char* levelName(Level l) {
  switch (l) {
    case Level::Casual: return "casual";
    case Level::Strong: return "strong";
    case Level::Perfect: return "perfect";
  }
  return "";
}

std::optional<Level> parseLevel(const std::string& text) {
  if (text == "casual") return Level::Casual;
  if (text == "strong") return Level::Strong;
  if (text == "perfect") return Level::Perfect;
  return std::nullopt;
}

ComputerPlayer::ComputerPlayer(Level level, std::uint64_t seed) : level_(level), rng_(seed) {}
ComputerPlayer::~ComputerPlayer() = default;

void ComputerPlayer::start(const Game& game) {
  game_ = std::make_unique<Game>(game);
  choice_ = PlayerChoice{};
  thinking_ = !game.over();
  if (!thinking_) return;
  const Game& g = *game_;

  // Order takes a win on offer (casual misses one in five).
  if (g.toMove() == Role::Order) {
    if (const std::optional<Move> win = immediateWin(g); win && (level_ != Level::Casual || rng_() % 5 != 0)) {
      choice_.move = *win;
      choice_.reason = "Wins at once: " + describe(g, *win) + ".";
      choice_.verdict = Verdict::OrderWins;
      thinking_ = false;
      return;
    }
  }
  if (level_ == Level::Perfect) {
    // A published strategy that produced the game, in any orientation, is
    // followed as it is written.
    if (const std::optional<StrategyCertificate> c = strategyCertificate(g); c && c->next) {
      choice_.move = c->next->move;
      choice_.reason = explain(g.geometry(), *c->next);
      choice_.fromStrategy = true;
      choice_.strategy = c->next;
      choice_.verdict = c->winner == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
      thinking_ = false;
      return;
    }
    // A solved set-up's proof that reaches this position, or the pairing it
    // stopped at earlier in the game, gives a move that keeps the win.
    if (const StrategyProof* proof = loadedProof(g.rules()); proof && proof->winner() == g.toMove()) {
      if (const std::optional<Move> m = proof->moveInGame(g.geometry(), g.history()); m && g.board().isEmpty(m->cell)) {
        choice_.move = *m;
        choice_.reason = std::string("Follows the checked proof that ") + roleName(proof->winner()) + " wins this set-up.";
        choice_.verdict = proof->winner() == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
        thinking_ = false;
        return;
      }
    }
  }
  if (level_ == Level::Casual) decideWithoutSearch();
}

SolveBudget ComputerPlayer::searchBudget() const {
  const std::uint64_t nodes = searchNodes_ ? searchNodes_ : level_ == Level::Perfect ? kPerfectNodes : kStrongNodes;
  return SolveBudget{nodes, 0};  // nodes, not time: the same move on every machine
}

// Casual: a sensible move from the one-move potential, with human slips:
// sometimes a merely good move instead of the best, sometimes a missed block.
void ComputerPlayer::decideWithoutSearch() {
  const Game& g = *game_;
  const Tactics t(g.geometry(), g.rules().variant);
  std::vector<Move> candidates = g.toMove() == Role::Chaos && rng_() % 4 != 0 ? safeChaosMoves(g, t) : legalMoves(g);
  if (rng_() % 3 == 0) {
    // A slip: one of the better half of the moves, not necessarily the best.
    const double sign = g.toMove() == Role::Order ? 1.0 : -1.0;
    std::vector<std::pair<double, Move>> scored;
    for (const Move& m : candidates) {
      Board b = g.board();
      b.place(m);
      scored.push_back({sign * orderPotential(g.geometry(), g.rules().variant, b), m});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    const std::size_t half = std::max<std::size_t>(1, scored.size() / 4);
    choice_.move = scored[rng_() % half].second;
    choice_.reason = "A natural-looking move.";
  } else {
    choice_.move = bestByPotential(g, candidates, rng_);
    choice_.reason = "The move that builds (or spoils) the most lines.";
  }
  thinking_ = false;
}

void ComputerPlayer::finish(const SolveResult& r) {
  if (!thinking_) return;
  thinking_ = false;
  const Game& g = *game_;
  choice_.verdict = r.verdict;
  const Tactics t(g.geometry(), g.rules().variant);
  const bool orderToMove = g.toMove() == Role::Order;
  const bool winning = (r.verdict == Verdict::OrderWins) == orderToMove;

  // A proven value: the solver's move keeps it (or, on the losing side,
  // makes the refutation as long and hard as it found).
  if (r.verdict != Verdict::Unknown && r.move) {
    choice_.move = *r.move;
    const std::string proof = methodName(r.method);
    if (winning && orderToMove) {
      choice_.reason = r.orderMoves > 0 ? "Forces a win in " + std::to_string(r.orderMoves) + " move" + (r.orderMoves == 1 ? "" : "s") + " (proven by " + proof + ")."
                                        : "Keeps Order's proven win (" + proof + ").";
    } else if (winning) {
      choice_.reason = std::string("Keeps every line of ") + numberWord(g.rules().lineLength) + " out of Order's reach (proven by " + proof + ").";
    } else {
      choice_.reason = orderToMove ? "Chaos can hold; this move sets Chaos the hardest task."
                                   : "Order can force a win; this reply makes it take longest.";
    }
    return;
  }
  // Unknown: the strongest-looking move. Chaos never leaves an immediate
  // win; Order keeps the most lines alive.
  const std::vector<Move> moves = orderToMove ? legalMoves(g) : safeChaosMoves(g, t);
  choice_.move = bestByPotential(g, moves, rng_);
  choice_.reason = orderToMove ? std::string("Keeps the most lines of ") + numberWord(g.rules().lineLength) + " alive."
                               : std::string("Spoils the most promising lines.");
}

}  // namespace oc
