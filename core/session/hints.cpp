#include "hints.h"

#include "chaos_pairing.h"
#include "notation.h"
#include "order_mirror.h"
#include "simple_players.h"
#include "tactics.h"

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

HintEngine::HintEngine(std::size_t tableBytes, SolveBudget budget) : solver_(tableBytes), budget_(budget) {}
HintEngine::~HintEngine() = default;

void HintEngine::setPosition(const Game& game) {
  if (game_ && game_->rules() == game.rules() && game_->history() == game.history()) return;
  game_ = game;
  hint_ = Hint{};
  describeStatic();
  if (game.over()) {
    hint_.over = true;
    hint_.verdictText = "Game over";
    return;
  }
  solver_.start(game, budget_);
  if (!solver_.running()) {
    finishVerdict();
    return;
  }
  // A plan that is still intact proves the verdict at once; the solver then
  // only measures how long the win takes.
  SolveResult proven;
  if (orderStrategyProduced(game)) proven.verdict = Verdict::OrderWins;
  else if (chaosPairingProduced(game)) proven.verdict = Verdict::ChaosHolds;
  hint_.measuring = proven.verdict != Verdict::Unknown;
  hint_.analysing = !hint_.measuring;
  hint_.verdict = proven.verdict;
  hint_.verdictText = verdictSentence(proven, hint_.analysing);
  if (hint_.measuring) hint_.verdictReason = proofReason(orderStrategyProduced(game) ? ProofMethod::OrderStrategy : ProofMethod::PairingTable);
}

bool HintEngine::step(std::uint64_t nodes) {
  if (!game_ || (!hint_.analysing && !hint_.measuring)) return true;
  if (!solver_.step(nodes)) return false;
  finishVerdict();
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
  if (orderPlan && h.side == Role::Order) {
    if (geo.size() == 6) {
      h.centreFrame = geo.centre();
      for (int c = 0; c < geo.cellCount(); ++c) {
        const int m = geo.mirror(c);
        if (m > c) h.mirrorLinks.push_back({c, m, !g.board().isEmpty(c) && !g.board().isEmpty(m)});
      }
    }
  }
  if (chaosPlan && h.side == Role::Chaos) {
    const PairNumbers& numbers = pairNumbers(PairingTable::A);
    for (int c = 0; c < geo.cellCount(); ++c) h.pairNumber[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(numbers[static_cast<std::size_t>(c)]);
    if (g.moveCount() > 0) h.lastMovePartner = pairPartner(PairingTable::A, g.history().back().cell);
  }
  if (g.over()) return;

  const bool ownPlan = h.side == Role::Order ? orderPlan : chaosPlan;
  const StrategyAdvice advice = h.side == Role::Order ? orderAdvice(g) : chaosAdvice(g);
  if (ownPlan) {
    h.plan = h.side == Role::Order ? "Order's proven strategy" : "Chaos's pairing strategy";
    h.planApplies = advice.applies;
    if (!advice.applies) h.planNote = h.plan + " no longer applies: " + advice.whyNot + ". The solver takes over.";
  } else if (h.side == Role::Chaos && orderPlan && orderStrategyProduced(g)) {
    h.planNote = "Order has followed its proven strategy, so Order wins with correct play; the hint makes it take longest.";
  } else if (h.side == Role::Order && chaosPlan && chaosPairingProduced(g)) {
    h.planNote = "Chaos has kept to its pairing, so Order cannot win; the hint keeps the most chances.";
  }
  // A strategy's move (or a win on the spot) is certain without search.
  if (advice.hasMove && (advice.applies || advice.move.rule == StrategyRule::ImmediateWin)) {
    h.source = HintSource::Strategy;
    h.move = advice.move.move;
    h.strategy = advice.move;
    h.reason = explain(geo, advice.move);
  }
}

void HintEngine::finishVerdict() {
  const SolveResult& r = solver_.result();
  Hint& h = hint_;
  h.analysing = h.measuring = false;
  if (r.verdict == Verdict::Unknown && h.verdict != Verdict::Unknown) return;  // keep the plan's proof
  h.verdict = r.verdict;
  h.orderMoves = r.orderMoves;
  h.line = r.line;
  h.verdictText = verdictSentence(r, false);
  h.verdictReason = proofReason(r.method);
  if (!h.move) chooseFallbackMove();
}

void HintEngine::chooseFallbackMove() {
  const Game& g = *game_;
  const SolveResult& r = solver_.result();
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

}  // namespace oc
