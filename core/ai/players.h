// The computer players, by level:
//   casual  - plays sensibly but makes human-like mistakes (misses some
//             threats, prefers natural-looking moves);
//   strong  - wins at once when it can, parries immediate threats, and uses
//             a short solver search within its budget: it never walks into
//             a loss it can see;
//   perfect - the proven strategy or a loaded proof of a solved set-up
//             (proof_library.h) where it applies, else the solver, else
//             the strongest search. On the losing side it makes the
//             opponent's task as long as it can and takes any mistake.
// A player does not search by itself: start() decides at once where no
// search is needed, else it names the search it waits for (searchBudget)
// and finish() completes the choice with its result. The search runs where
// the caller likes: on another thread or in a Web Worker (analysis.h), or
// on the caller's thread with LocalPlayer (local_player.h). Deterministic
// for a fixed seed and the same search results.
#pragma once
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "game.h"
#include "search/solver.h"
#include "strategy/strategy.h"

namespace oc {

enum class Level : std::uint8_t { Casual, Strong, Perfect };

const char* levelName(Level l);                                      // "casual", "strong", "perfect"
std::optional<Level> parseLevel(const std::string& text);           // the same names

struct PlayerChoice {
  Move move;
  std::string reason;   // one plain sentence: why this move
  bool fromStrategy = false;
  std::optional<StrategyMove> strategy;  // when a proven strategy chose it
  Verdict verdict = Verdict::Unknown;    // what the search knew of the position
};

class ComputerPlayer {
 public:
  explicit ComputerPlayer(Level level, std::uint64_t seed = 1);
  ~ComputerPlayer();

  Level level() const { return level_; }
  void setLevel(Level l) { level_ = l; }
  // The solver nodes a strong / perfect move may use (defaults per level).
  void setSearchNodes(std::uint64_t nodes) { searchNodes_ = nodes; }

  // Begins choosing a move for the side to move in `game`: done at once
  // (thinking() false) where no search is needed.
  void start(const Game& game);
  bool thinking() const { return thinking_; }
  // While thinking: the solve of the game start() was given that it waits for.
  SolveBudget searchBudget() const;
  // Completes the choice with that solve's result.
  void finish(const SolveResult& r);
  const PlayerChoice& choice() const { return choice_; }

 private:
  void decideWithoutSearch();

  Level level_;
  std::mt19937_64 rng_;
  std::unique_ptr<Game> game_;
  PlayerChoice choice_;
  bool thinking_ = false;
  std::uint64_t searchNodes_ = 0;  // 0: the level's default
};

}  // namespace oc
