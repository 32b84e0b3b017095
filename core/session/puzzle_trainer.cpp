#include "session/puzzle_trainer.h"

#include <algorithm>

#include "notation.h"

namespace oc {

std::vector<Puzzle> parsePuzzleSet(std::string_view text, const Rules& rules, std::string* error) {
  std::vector<Puzzle> set;
  int lineNumber = 0;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    ++lineNumber;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    std::string why;
    std::optional<Puzzle> p = parsePuzzle(line, rules, &why);
    if (!p) {
      if (error) *error = "puzzle line " + std::to_string(lineNumber) + ": " + why;
      return {};
    }
    set.push_back(std::move(*p));
  }
  return set;
}


std::optional<PuzzleLink> puzzleLinkFromQuery(std::string_view query, std::string* error) {
  std::optional<PuzzleLink> link;
  bool bad = false;
  forEachQueryParameter(query, [&](std::string_view key, std::string_view value, std::string_view) {
    if (key != "puzzle") return;
    if (value == "daily") {
      link = PuzzleLink{true, 0};
      return;
    }
    int number = 0;
    bool digits = !value.empty() && value.size() <= 6;
    for (char c : value) {
      if (c < '0' || c > '9') digits = false;
      else number = number * 10 + (c - '0');
    }
    if (!digits || number < 1) {
      bad = true;
      if (error) *error = "the link's 'puzzle=" + std::string(value.substr(0, 20)) + "' is not a puzzle number (from 1) or 'daily'";
      return;
    }
    link = PuzzleLink{false, number};
  });
  if (bad) return std::nullopt;
  return link;
}

PuzzleTrainer::PuzzleTrainer(std::vector<Puzzle> set) : set_(std::move(set)) {}

void PuzzleTrainer::open(int index) {
  index_ = set_.empty() ? 0 : std::clamp(index, 0, count() - 1);
  state_ = PuzzleState::Solving;
  clueTaken_ = false;
  tried_.reset();
}

PuzzleState PuzzleTrainer::answer(Move m) {
  if (state_ != PuzzleState::Solving || set_.empty()) return state_;
  const std::vector<Move>& s = puzzle().solution;
  tried_ = m;
  if (std::find(s.begin(), s.end(), m) != s.end()) {
    state_ = PuzzleState::Solved;
    streak_ = clueTaken_ ? 0 : streak_ + 1;
  } else {
    state_ = PuzzleState::Missed;
    streak_ = 0;
  }
  return state_;
}

void PuzzleTrainer::retry() {
  if (state_ == PuzzleState::Missed) state_ = PuzzleState::Solving;
  tried_.reset();
}

void PuzzleTrainer::showSolution() {
  if (state_ == PuzzleState::Solved) return;
  state_ = PuzzleState::Shown;
  streak_ = 0;
}

std::string PuzzleTrainer::clue() {
  if (set_.empty()) return "";
  clueTaken_ = true;
  const Puzzle& p = puzzle();
  const Geometry g = *Geometry::make(p.rules.size, p.rules.lineLength);
  const std::string cell = cellName(g, p.solution.front().cell);
  const std::string kind = kindColour(p.solution.front().kind);
  if (p.solution.size() > 1) return "Look at " + cell + " (one of two answers).";
  return "Look at column " + cell.substr(0, 1) + ", in " + kind + ".";
}

std::string PuzzleTrainer::title() const {
  if (set_.empty()) return "No puzzles";
  return "Puzzle " + std::to_string(index_ + 1) + " of " + std::to_string(count()) + " \xC2\xB7 " + puzzleBandName(puzzle().band);
}

std::string PuzzleTrainer::task() const {
  if (set_.empty()) return "";
  const Puzzle& p = puzzle();
  if (p.toMove == Role::Order) return "Order to play: " + p.kind();
  return p.solution.size() == 1 ? "Chaos to play: find the only move that holds" : "Chaos to play: find a move that holds (two do)";
}

std::string PuzzleTrainer::answers() const {
  if (set_.empty()) return "";
  const Puzzle& p = puzzle();
  const Geometry g = *Geometry::make(p.rules.size, p.rules.lineLength);
  std::string text;
  for (const Move& m : p.solution) text += (text.empty() ? "" : " or ") + moveText(g, m);
  return text;
}

std::string PuzzleTrainer::outcome() const {
  if (set_.empty()) return "";
  const Puzzle& p = puzzle();
  const Geometry g = *Geometry::make(p.rules.size, p.rules.lineLength);
  const std::string tried = tried_ ? moveText(g, *tried_) : std::string();
  const std::string value = p.toMove == Role::Order ? "Order's win (" + p.kind() + ")" : "Chaos's hold";
  switch (state_) {
    case PuzzleState::Solving: return "";
    case PuzzleState::Solved: return "Solved: " + tried + " keeps " + value + ".";
    case PuzzleState::Missed: return tried + " gives " + value + " away. Try again.";
    case PuzzleState::Shown: return "The answer: " + answers() + " keeps " + value + ".";
  }
  return "";
}

}  // namespace oc
