// The computer players, by level:
//   casual  - plays sensibly but makes human-like mistakes (misses some
//             threats, prefers natural-looking moves);
//   strong  - wins at once when it can, parries immediate threats, and uses
//             a short solver search within its budget: it never walks into
//             a loss it can see;
//   perfect - the proven strategy where it applies, else the solver, else
//             the strongest search. On the losing side it makes the
//             opponent's task as long as it can and takes any mistake.
// Thinking is incremental: start() then step() small slices until done, so
// a UI can think across frames. Deterministic for a fixed seed.
#pragma once
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "game.h"
#include "solver.h"
#include "strategy.h"

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
  explicit ComputerPlayer(Level level, std::uint64_t seed = 1, std::size_t tableBytes = std::size_t{16} << 20);
  ~ComputerPlayer();

  Level level() const { return level_; }
  void setLevel(Level l) { level_ = l; }
  // The solver nodes a strong / perfect move may use (defaults per level).
  void setSearchNodes(std::uint64_t nodes) { searchNodes_ = nodes; }

  // Begins thinking about the side to move in `game` (which must not be over).
  void start(const Game& game);
  // Does at most about `nodes` units of work; true once the choice is ready.
  bool step(std::uint64_t nodes);
  bool thinking() const { return thinking_; }
  const PlayerChoice& choice() const { return choice_; }

  // start + step until done.
  PlayerChoice choose(const Game& game);

 private:
  void decideWithoutSearch();
  void finishFromSolver();

  Level level_;
  std::mt19937_64 rng_;
  Solver solver_;
  std::unique_ptr<Game> game_;
  PlayerChoice choice_;
  bool thinking_ = false;
  bool solving_ = false;
  std::uint64_t searchNodes_ = 0;  // 0: the level's default
};

}  // namespace oc
