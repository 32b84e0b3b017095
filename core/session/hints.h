// The strategy-hint overlay's model: for the side to move, the recommended
// move and the one plain sentence behind it, the structures of the plan
// (Order's centre frame and mirror links, Chaos's pair numbers, the line
// being built), the live windows of each colour with their token counts, and
// the solver's verdict with a principal line. Where the published strategy
// does not apply it says why and falls back to the solver, then to a
// heuristic move that is labelled as such.
//
// The verdict needs a search of the position: setPosition() is cheap and
// describes everything else at once; the search (wantsSearch, budget) runs
// wherever the caller likes (session/analysis.h) and finish() takes its
// result.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "search/solver.h"
#include "strategy/strategy.h"

namespace oc {

// A window still alive for a colour, with that colour's tokens in it.
struct LiveWindow {
  Bits cells = 0;
  Kind kind = Kind::X;
  int tokens = 0;
};

// Two cells the plan ties together (a mirror pair of the ring, a Chaos pair).
struct CellLink {
  int a = -1, b = -1;
  bool filled = false;  // both cells hold tokens
};

enum class HintSource : std::uint8_t { None, Strategy, Solver, Heuristic };

struct Hint {
  Role side = Role::Order;  // who the hint is for (the side to move)
  bool over = false;

  // The plan of the side to move.
  std::string plan;          // "Order's proven strategy", "Chaos's pairing strategy", or empty
  bool planApplies = false;  // the proven plan holds in this position
  std::string planNote;      // why it does not apply any more, or what the opponent's plan means

  // The recommendation.
  HintSource source = HintSource::None;
  std::optional<Move> move;
  std::string reason;                    // one plain sentence
  std::optional<StrategyMove> strategy;  // the rule and cells when a strategy chose the move

  // Structures to draw.
  Bits centreFrame = 0;              // Order: the centre its proven plan plays in (0: none)
  std::vector<CellLink> mirrorLinks;  // Order: ring cell <-> mirror cell
  std::array<std::uint8_t, kMaxCells> pairNumber{};  // Chaos: 1..18 per cell, 0 if none
  int lastMovePartner = -1;          // Chaos: the partner cell of Order's last move
  std::vector<LiveWindow> liveWindows;

  // The solver's verdict.
  bool analysing = false;  // no verdict yet: the solver is working
  bool measuring = false;  // the verdict is proven; the solver still counts the moves
  Verdict verdict = Verdict::Unknown;
  int orderMoves = -1;
  std::vector<Move> line;  // principal line when Order wins
  std::string verdictText;    // "Order can force a win in 4 moves", "Chaos can hold", ...
  std::string verdictReason;  // what proves it: "proven by search", ... (empty while unknown)
};

class HintEngine {
 public:
  // The budget bounds each position's search.
  explicit HintEngine(SolveBudget budget = {3'000'000, 0});
  ~HintEngine();

  // Points the engine at a position; does nothing (and returns false) when
  // it is the same one.
  bool setPosition(const Game& game);
  // Whether the verdict waits for a search of the position, with budget().
  bool wantsSearch() const { return hint_.analysing || hint_.measuring; }
  SolveBudget budget() const { return budget_; }
  void setBudget(SolveBudget b) { budget_ = b; }
  // The search's result for the position of the last setPosition().
  void finish(const SolveResult& r);
  const Hint& hint() const { return hint_; }

 private:
  void describeStatic();
  void showOrderPlan();  // the centre frame and the ring's mirror links
  void chooseFallbackMove(const SolveResult& r);

  SolveBudget budget_;
  std::optional<Game> game_;
  Hint hint_;
  std::mt19937_64 rng_{7};
};

// The verdict as a sentence.
std::string verdictSentence(const SolveResult& r, bool analysing);

// Whether the hint's move follows a proven line: a proven strategy's move
// while its plan holds, a win on the spot, or the solver's move for a proven
// value (for the losing side, the defence that lasts longest); never a
// heuristic guess.
bool followsProvenLine(const Hint& h);

}  // namespace oc
