#include "session/game_review.h"

#include "search/solver.h"

namespace oc {

GameReview::GameReview(const Game& game)
    : rules_(game.rules()),
      history_(game.history()),
      values_(history_.size() + 1, Verdict::Unknown),
      best_(history_.size() + 1),
      recorded_(history_.size() + 1, false),
      first_(game.setupPly()) {}

// From the end back: late positions are settled fast, and what their searches
// leave in a shared table shortens the searches of the earlier ones.
std::optional<int> GameReview::nextPosition() const {
  for (int i = positions() - 1; i >= first_; --i)
    if (!recorded_[static_cast<std::size_t>(i)]) return i;
  return std::nullopt;
}

Game GameReview::position(int index) const {
  Game g(rules_);
  for (int i = 0; i < index; ++i) g.play(history_[static_cast<std::size_t>(i)]);
  return g;
}

void GameReview::record(int index, const SolveResult& result) {
  if (index < first_ || index >= positions()) return;
  const auto i = static_cast<std::size_t>(index);
  if (!recorded_[i]) ++solved_;
  recorded_[i] = true;
  values_[i] = result.verdict;
  best_[i] = result.move;
}

std::vector<ReviewedMove> GameReview::moves() const {
  std::vector<ReviewedMove> out;
  Game g(rules_);
  for (std::size_t i = 0; i < history_.size(); ++i) {
    ReviewedMove m;
    m.ply = static_cast<int>(i) + 1;
    m.move = history_[i];
    m.mover = g.toMove();
    m.before = values_[i];
    m.after = values_[i + 1];
    // The mover's own proven value, lost by the move.
    const Verdict kept = m.mover == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
    const Verdict lost = m.mover == Role::Order ? Verdict::ChaosHolds : Verdict::OrderWins;
    m.mistake = m.before == kept && m.after == lost;  // never a set-up placement: its values stay unknown
    if (m.mistake) m.better = best_[i];
    out.push_back(m);
    g.play(history_[i]);
  }
  return out;
}

int GameReview::mistakes(Role mover) const {
  int n = 0;
  for (const ReviewedMove& m : moves()) n += m.mistake && m.mover == mover;
  return n;
}

std::string valueStripText(const GameReview& review) {
  std::string text;
  for (int i = review.firstPosition(); i < review.positions(); ++i) {
    const Verdict v = review.value(i);
    text += !review.recorded(i) ? '.' : v == Verdict::OrderWins ? 'o' : v == Verdict::ChaosHolds ? 'c' : '?';
  }
  return text;
}

}  // namespace oc
