#include "session/rule_notes.h"

#include "notation.h"
#include "search/tactics.h"  // popcount

namespace oc {

std::optional<std::string> uncountedRunNote(const Game& game) {
  if (game.history().empty() || game.over()) return std::nullopt;
  const Geometry& g = game.geometry();
  const std::optional<UncountedRun> run = uncountedRun(g, game.rules().variant, game.board(), game.history().back().cell);
  if (!run) return std::nullopt;
  const std::string colour = kindColour(run->kind);
  const std::string head = capitalised(numberWord(popcount(run->cells))) + " " + colour + " in a row";
  if (run->tooLong) return head + ": no win, only exactly " + numberWord(game.rules().lineLength) + " counts";
  const std::string other = kindColour(oc::other(run->kind));
  std::string ends;
  for (int c = 0; c < g.cellCount(); ++c)
    if (run->openEnds & bit(c)) ends += (ends.empty() ? "" : " and ") + cellName(g, c);
  if (popcount(run->openEnds) == 1) return head + ", open at " + ends + ": " + other + " there wins, " + colour + " spoils it";
  return head + ", open at " + ends + ": it wins once both hold " + other;
}

}  // namespace oc
