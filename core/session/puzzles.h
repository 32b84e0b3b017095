// Puzzles made and checked by the solver: a position from a real game where
// the side to move has a proven value and only one or two moves keep it
// (Order: a forced win in k of its moves; Chaos: the only hold, or one of
// two). Every move of the position is solved to know the answer is complete,
// so a puzzle is only made where every move's value is proven.
//
// A puzzle travels as one JSON line, as `ovc puzzles` prints it and the
// shipped set (data/puzzles/) stores it:
//   {"record":"c3x d4o","first":"order","to_move":"order","solution":["e5x"],"kind":"win in 3","band":"medium"}
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"

namespace oc {

class Solver;

enum class PuzzleBand : std::uint8_t { Easy, Medium, Hard };
const char* puzzleBandName(PuzzleBand b);

struct Puzzle {
  Rules rules;
  std::vector<Move> moves;  // the game up to the puzzle's position
  Role toMove = Role::Order;
  std::vector<Move> solution;  // every move that keeps the value
  int orderMoves = -1;         // Order's puzzles: the win takes this many Order moves
  PuzzleBand band = PuzzleBand::Easy;

  std::string kind() const;  // "win in 3", "the only hold", "one of two holds"
  Game position() const;
};

// The most moves a puzzle's answer may have.
constexpr int kMaxPuzzleAnswers = 2;

// The puzzle at this position, or nullopt (no proven value for the side to
// move, more than kMaxPuzzleAnswers answers, too few moves left to be a
// puzzle, or a move whose value the budget left unproven). `nodes` bounds
// each solve; there is no clock, so the result does not depend on the machine.
std::optional<Puzzle> puzzleAt(const Game& game, Solver& solver, std::uint64_t nodes);

std::string puzzleJson(const Puzzle& p);
// A JSON line back into a puzzle under `rules` (the set-up; its first player
// comes from the line), or nullopt with `error` saying what is wrong. Checks
// the moves are legal, not that the answer is right (see checkPuzzle).
std::optional<Puzzle> parsePuzzle(std::string_view line, const Rules& rules, std::string* error = nullptr);

// Re-proves a puzzle: the position's value is the side to move's, each
// answer keeps it, and (with `everyMove`) every other move gives it away.
// Empty when it holds, else what failed (or what the budget left unproven).
std::string checkPuzzle(const Puzzle& p, Solver& solver, std::uint64_t nodes, bool everyMove);

// The puzzle of the day: an index into a set of `count` puzzles, the same
// for everyone on a given date (days since 1970-01-01).
int dailyPuzzleIndex(std::int64_t daysSinceEpoch, int count);

}  // namespace oc
