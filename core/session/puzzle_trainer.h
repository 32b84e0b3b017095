// Solving the shipped puzzles (session/puzzles.h) in the app: the puzzle's
// position, the player's answer judged against the proven answers, a clue,
// the solution, and a streak of puzzles solved in a row without help. The
// daily puzzle is the same for everyone on a date; a link opens one puzzle
// ("puzzle=42", "puzzle=daily").
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "session/puzzles.h"

namespace oc {

// The puzzles of a set file: one JSON line each (blank lines and lines
// starting with '#' skipped). Empty with `error` on the first bad line.
std::vector<Puzzle> parsePuzzleSet(std::string_view text, const Rules& rules, std::string* error = nullptr);

// A link to a puzzle: "puzzle=daily" or "puzzle=N" (1-based).
struct PuzzleLink {
  bool daily = false;
  int number = 0;
};
// The link in a URL query, nullopt when the query names no puzzle; a
// malformed value gives nullopt and `error`.
std::optional<PuzzleLink> puzzleLinkFromQuery(std::string_view query, std::string* error = nullptr);

enum class PuzzleState : std::uint8_t {
  Solving,  // waiting for the player's move
  Solved,   // the player found an answer
  Missed,   // the player's move gave the value away
  Shown,    // the player asked for the solution
};

class PuzzleTrainer {
 public:
  explicit PuzzleTrainer(std::vector<Puzzle> set = {});

  bool empty() const { return set_.empty(); }
  int count() const { return static_cast<int>(set_.size()); }
  // Opens puzzle `index` (0-based; clamped into the set).
  void open(int index);
  void openDaily(std::int64_t daysSinceEpoch) { open(dailyPuzzleIndex(daysSinceEpoch, count())); }
  void openNext() { open((index_ + 1) % std::max(1, count())); }
  int index() const { return index_; }
  const Puzzle& puzzle() const { return set_.at(static_cast<std::size_t>(index_)); }
  PuzzleState state() const { return state_; }

  // Judges the player's move in the puzzle's position. Solving only.
  PuzzleState answer(Move m);
  // After a miss: solving again.
  void retry();
  // Gives up: the answer is shown, the streak starts again.
  void showSolution();
  bool clueTaken() const { return clueTaken_; }
  // A nudge without the answer ("Look at column c."); taking it means this
  // puzzle does not count for the streak.
  std::string clue();

  int streak() const { return streak_; }
  void setStreak(int streak) { streak_ = std::max(0, streak); }

  // Texts for the puzzle card.
  std::string title() const;   // "Puzzle 42 of 300 · medium"
  std::string task() const;    // "Order to play: win in 3" / "Chaos to play: find the only hold"
  std::string outcome() const; // what the last answer did, or "" while solving
  // The answers, as move texts ("c3o or e3x").
  std::string answers() const;

 private:
  std::vector<Puzzle> set_;
  int index_ = 0;
  PuzzleState state_ = PuzzleState::Solving;
  bool clueTaken_ = false;
  std::optional<Move> tried_;
  int streak_ = 0;
};

}  // namespace oc
