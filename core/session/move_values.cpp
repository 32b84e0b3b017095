#include "session/move_values.h"

#include <algorithm>

#include "search/solver.h"

namespace oc {

MoveValues::MoveValues(const Game& game) : game_(game), mover_(game.toMove()) {
  if (game.over()) return;
  const Geometry& g = game.geometry();
  const int n = g.size();
  std::vector<int> cells;
  for (int c = 0; c < g.cellCount(); ++c)
    if (game.board().isEmpty(c)) cells.push_back(c);
  // Twice the distance from the middle, so that even boards have whole numbers.
  const auto distance = [&g, n](int c) { return std::abs(2 * g.row(c) - (n - 1)) + std::abs(2 * g.col(c) - (n - 1)); };
  std::stable_sort(cells.begin(), cells.end(), [&distance](int a, int b) { return distance(a) < distance(b); });
  for (int c : cells)
    for (Kind k : {Kind::X, Kind::O}) moves_.push_back(Move{c, k});
  values_.assign(moves_.size(), Verdict::Unknown);
  recorded_.assign(moves_.size(), false);
}

std::optional<int> MoveValues::nextPosition() const {
  for (int i = 0; i < count(); ++i)
    if (!recorded_[static_cast<std::size_t>(i)]) return i;
  return std::nullopt;
}

Game MoveValues::position(int index) const {
  Game g = game_;
  g.play(move(index));
  return g;
}

void MoveValues::record(int index, const SolveResult& result) {
  if (index < 0 || index >= count()) return;
  const auto i = static_cast<std::size_t>(index);
  if (!recorded_[i]) ++solved_;
  recorded_[i] = true;
  values_[i] = result.verdict;
}

std::vector<Move> MoveValues::movesValued(Verdict v) const {
  std::vector<Move> out;
  for (int i = 0; i < count(); ++i)
    if (recorded(i) && value(i) == v) out.push_back(move(i));
  return out;
}

}  // namespace oc
