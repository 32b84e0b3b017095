#include "board_text.h"

#include "setup_text.h"

namespace oc::cli {

std::string outcomeText(const Game& game) {
  const Outcome& o = game.outcome();
  if (!o.over()) return "";
  return std::string(o.winner == Winner::Order ? "Order" : "Chaos") + " won: " + reasonText(o.reason, game.rules().lineLength);
}

std::string statusText(const Game& game) {
  if (game.over()) return outcomeText(game) + ".";
  return "Move " + std::to_string(game.moveCount() + 1) + ": " + roleName(game.toMove()) + " to move.";
}

std::string resultText(const Game& game) {
  const Outcome& o = game.outcome();
  if (!o.over()) return "none";
  return std::string(winnerKey(o.winner)) + " " + reasonText(o.reason, game.rules().lineLength);
}

std::string boardText(const Game& game) {
  const Geometry& g = game.geometry();
  std::string text = setupText(game.rules()) + ". " + statusText(game) + "\n   ";
  for (int col = 0; col < g.size(); ++col) {
    text += ' ';
    text += static_cast<char>('a' + col);
  }
  for (int row = 0; row < g.size(); ++row) {
    text += "\n " + std::to_string(row + 1) + " ";
    for (int col = 0; col < g.size(); ++col) {
      const int cell = g.index(row, col);
      text += ' ';
      text += game.board().isEmpty(cell) ? '.' : game.board().kindAt(cell) == Kind::X ? 'X' : 'O';
    }
  }
  return text;
}

}  // namespace oc::cli
