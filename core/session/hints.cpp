#include "session/hints.h"

#include "strategy/chaos_pairing.h"
#include "notation.h"
#include "strategy/order_mirror.h"
#include "ai/simple_players.h"
#include "search/strategy_certificate.h"
#include "search/tactics.h"

namespace oc {

namespace {

std::string movesWord(int n) { return std::to_string(n) + (n == 1 ? " move" : " moves"); }

std::vector<LiveWindow> liveWindows(const Game& game) {
  std::vector<LiveWindow> out;
  const Board& b = game.board();
  for (const Window& w : game.geometry().windows())
    for (Kind k : {Kind::X, Kind::O}) {
      const int tokens = popcount(b.tokens(k) & w.cells);
      if (tokens > 0 && windowAlive(w, game.rules().variant, b, k)) out.push_back({w.cells, k, tokens});
    }
  return out;
}

}  // namespace

std::string verdictSentence(const SolveResult& r, bool analysing) {
  if (analysing) return "Analysing\xE2\x80\xA6";
  switch (r.verdict) {
    case Verdict::OrderWins:
      if (r.orderMoves > 0) return "Order can force a win in " + movesWord(r.orderMoves);
      if (r.orderMoves == 0) return "Order has won";
      return "Order can force a win";
    case Verdict::ChaosHolds:
      return "Chaos can hold";
    case Verdict::Unknown:
      break;
  }
  return "Not decided yet";
}

HintEngine::HintEngine(SolveBudget budget) : budget_(budget) {}
HintEngine::~HintEngine() = default;

bool HintEngine::setPosition(const Game& game) {
  if (game_ && game_->rules() == game.rules() && game_->history() == game.history()) return false;
  game_ = game;
  hint_ = Hint{};
  describeStatic();
  if (game.over()) {
    hint_.over = true;
    hint_.verdictText = "Game over";
    return true;
  }
  // A published strategy that produced the game (in any orientation)
  // proves the verdict at once; the search then only measures the win.
  SolveResult proven;
  if (const std::optional<StrategyCertificate> c = strategyCertificate(game)) {
    proven.verdict = c->winner == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
    proven.method = c->winner == Role::Order ? ProofMethod::OrderStrategy : ProofMethod::PairingTable;
    hint_.verdictReason = proofReason(proven.method);
  }
  hint_.measuring = proven.verdict != Verdict::Unknown;
  hint_.analysing = !hint_.measuring;
  hint_.verdict = proven.verdict;
  hint_.verdictText = verdictSentence(proven, hint_.analysing);
  return true;
}

// Everything that needs no search: the plan, the strategy's move, the
// structures and the live windows.
void HintEngine::describeStatic() {
  const Game& g = *game_;
  const Geometry& geo = g.geometry();
  const Rules& rules = g.rules();
  Hint& h = hint_;
  h.side = g.toMove();
  h.liveWindows = liveWindows(g);

  const bool orderPlan = orderStrategyCovers(rules);
  const bool chaosPlan = chaosPairingCovers(rules);
  // The published strategy that produced the game, seen in any orientation.
  const std::optional<StrategyCertificate> cert = strategyCertificate(g);
  const bool ownPlanHolds = cert && cert->winner == h.side && cert->next;
  // The centre and the mirror links are drawn only while the strategy holds;
  // a centre-game proof found later draws them too (finish).
  if (orderPlan && h.side == Role::Order && ownPlanHolds) showOrderPlan();
  if (chaosPlan && h.side == Role::Chaos && ownPlanHolds) {
    // The table Chaos follows, as the game is oriented; once Chaos has left
    // it, its pairs and partners prove nothing and are not drawn.
    const PairNumbers& numbers = pairNumbers(cert->table);
    const int s = cert->symmetry % Geometry::kSymmetries;
    for (int c = 0; c < geo.cellCount(); ++c)
      h.pairNumber[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(numbers[static_cast<std::size_t>(geo.symmetric(s, c))]);
    if (g.moveCount() > 0) {
      const int last = g.history().back().cell;
      for (int c = 0; c < geo.cellCount(); ++c)
        if (c != last && h.pairNumber[static_cast<std::size_t>(c)] == h.pairNumber[static_cast<std::size_t>(last)]) h.lastMovePartner = c;
    }
  }
  if (g.over()) return;

  const bool ownPlan = h.side == Role::Order ? orderPlan : chaosPlan;
  const StrategyAdvice advice = h.side == Role::Order ? orderAdvice(g) : chaosAdvice(g);
  if (ownPlan) {
    h.plan = h.side == Role::Order ? "Order's proven strategy" : "Chaos's pairing strategy";
    h.planApplies = ownPlanHolds;
    if (!ownPlanHolds) h.planNote = h.plan + " no longer applies: " + advice.whyNot + ". The solver takes over.";
  } else if (h.side == Role::Chaos && cert && cert->winner == Role::Order) {
    h.planNote = "Order has followed its proven strategy, so Order wins with correct play; the hint makes it take longest.";
  } else if (h.side == Role::Order && cert && cert->winner == Role::Chaos) {
    h.planNote = "Chaos has kept to its pairing, so Order cannot win; the hint keeps the most chances.";
  }
  // A strategy's move (or a win on the spot) is certain without search.
  const bool immediateWin = advice.hasMove && advice.move.rule == StrategyRule::ImmediateWin;
  if (ownPlanHolds || immediateWin) {
    const StrategyMove& m = immediateWin ? advice.move : *cert->next;
    h.source = HintSource::Strategy;
    h.move = m.move;
    h.strategy = m;
    h.reason = explain(geo, m);
  }
}

void HintEngine::finish(const SolveResult& r) {
  if (!wantsSearch()) return;
  Hint& h = hint_;
  h.analysing = h.measuring = false;
  if (r.verdict == Verdict::Unknown && h.verdict != Verdict::Unknown) return;  // keep the plan's proof
  h.verdict = r.verdict;
  h.orderMoves = r.orderMoves;
  h.line = r.line;
  h.verdictText = verdictSentence(r, false);
  h.verdictReason = proofReason(r.method);
  // The centre-game certificate proves the strategy's own plan (mirror on the
  // ring, a four in the centre) from where the strategy left off.
  if (r.method == ProofMethod::CentreGame && h.side == Role::Order && !h.centreFrame) showOrderPlan();
  if (!h.move) chooseFallbackMove(r);
}

void HintEngine::showOrderPlan() {
  const Game& g = *game_;
  const Geometry& geo = g.geometry();
  if (geo.size() != 6) return;
  Hint& h = hint_;
  h.centreFrame = geo.centre();
  for (int c = 0; c < geo.cellCount(); ++c) {
    const int m = geo.mirror(c);
    if (m > c) h.mirrorLinks.push_back({c, m, !g.board().isEmpty(c) && !g.board().isEmpty(m)});
  }
}

void HintEngine::chooseFallbackMove(const SolveResult& r) {
  const Game& g = *game_;
  Hint& h = hint_;
  const Geometry& geo = g.geometry();
  if (r.verdict != Verdict::Unknown && r.move) {
    h.source = HintSource::Solver;
    h.move = *r.move;
    const std::string move = moveText(geo, *h.move);
    if (r.verdict == Verdict::OrderWins) {
      h.reason = h.side == Role::Chaos ? "Solver: Order can force a win; " + move + " makes it take longest."
                 : r.orderMoves > 0    ? "Solver: " + move + " forces a win in " + movesWord(r.orderMoves) + "."
                                       : "Solver: " + move + " keeps Order's proven win.";
    } else {
      h.reason = h.side == Role::Chaos ? "Solver: " + move + " keeps every line out of Order's reach."
                                       : "Solver: Chaos can hold; " + move + " sets Chaos the hardest task.";
    }
    return;
  }
  h.source = HintSource::Heuristic;
  h.move = greedyMove(g, rng_);
  h.reason = std::string("No proven plan here: ") + moveText(geo, *h.move) +
             (h.side == Role::Order ? " builds the most lines of one colour." : " spoils the most lines.");
}

bool followsProvenLine(const Hint& h) {
  if (h.over || !h.move) return false;
  // The hint takes a strategy's move only where a certificate proves it or
  // where it wins on the spot (setPosition).
  if (h.source == HintSource::Strategy) return true;
  return h.source == HintSource::Solver && h.verdict != Verdict::Unknown;
}

}  // namespace oc
