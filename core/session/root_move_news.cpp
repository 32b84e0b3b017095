#include "session/root_move_news.h"

#include <vector>

#include "notation.h"

namespace oc {

namespace {

constexpr std::size_t kMaxNewsText = 4096;

}  // namespace

std::string RootMoveNews::take(const RootMoveValues& values, const Geometry& g, const Board& root) {
  std::string text;
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!root.isEmpty(cell)) continue;
    for (const Kind k : {Kind::X, Kind::O}) {
      const Move m{cell, k};
      const ProofValue v = values.get(m);
      const std::size_t i = RootMoveValues::index(m);
      if (v == ProofValue::Unknown || told_[i]) continue;
      told_[i] = true;
      if (!text.empty()) text += ' ';
      text += moveText(g, m);
      text += v == ProofValue::OrderWins ? "=order" : "=chaos";
    }
  }
  return text;
}

bool applyRootMoveNews(std::string_view text, const Geometry& g, const Board& root, RootMoveValues& values,
                       bool fromHelper, std::string* error) {
  const auto refuse = [error](std::string why) {
    if (error) *error = std::move(why);
    return false;
  };
  if (text.size() > kMaxNewsText) return refuse("the message is too long");
  std::vector<std::pair<Move, ProofValue>> news;
  for (const std::string_view word : splitWords(text)) {
    const std::size_t eq = word.find('=');
    if (eq == std::string_view::npos) return refuse("'" + std::string(word) + "' is not move=value");
    std::string why;
    const std::optional<Move> m = parseMove(g, word.substr(0, eq), &why);
    if (!m) return refuse(why);
    if (!root.isEmpty(m->cell)) return refuse("'" + std::string(word.substr(0, eq)) + "' is on a taken cell");
    const std::string_view value = word.substr(eq + 1);
    if (value != "order" && value != "chaos") return refuse("'" + std::string(value) + "' is not order or chaos");
    news.emplace_back(*m, value == "order" ? ProofValue::OrderWins : ProofValue::ChaosHolds);
  }
  for (const auto& [m, v] : news) {
    if (values.get(m) != ProofValue::Unknown) continue;
    values.set(m, v);
    if (fromHelper) values.countHelperMove();
  }
  return true;
}

}  // namespace oc
