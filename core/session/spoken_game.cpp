#include "session/spoken_game.h"

#include <algorithm>

#include "notation.h"

namespace oc {

namespace {


Role moverOf(const Game& game, int ply) {
  return ply % 2 == 1 ? game.rules().firstPlayer : opponent(game.rules().firstPlayer);
}

void addSentence(std::string& text, const std::string& sentence) {
  if (sentence.empty()) return;
  if (!text.empty()) text += ' ';
  text += sentence;
  if (text.back() != '.' && text.back() != '!' && text.back() != '?') text += '.';
}

bool startsWith(const std::vector<Move>& longer, const std::vector<Move>& prefix) {
  return prefix.size() <= longer.size() && std::equal(prefix.begin(), prefix.end(), longer.begin());
}

}  // namespace

std::string spokenCell(const Game& game, int cell) {
  const Board& b = game.board();
  return cellName(game.geometry(), cell) + " " + (b.isEmpty(cell) ? "empty" : kindColour(b.kindAt(cell)));
}

std::vector<std::string> spokenRows(const Game& game) {
  const Geometry& g = game.geometry();
  std::vector<std::string> rows;
  for (int r = 0; r < g.size(); ++r) {
    std::string line = "Row " + std::to_string(r + 1) + ":";
    for (int c = 0; c < g.size(); ++c) line += (c ? ", " : " ") + spokenCell(game, g.index(r, c));
    rows.push_back(std::move(line));
  }
  return rows;
}

std::string spokenMove(const Game& game, int ply) {
  const Move m = game.history().at(static_cast<std::size_t>(ply - 1));
  return std::string(roleName(moverOf(game, ply))) + " played " + cellName(game.geometry(), m.cell) + " " + kindColour(m.kind);
}

std::string spokenTurn(const Game& game) {
  if (!game.over()) return std::string(roleName(game.toMove())) + " to move";
  const Outcome& o = game.outcome();
  std::string text = std::string(o.winner == Winner::Order ? "Order" : "Chaos") + " wins: " +
                     reasonText(o.reason, game.rules().lineLength);
  if (o.reason == Reason::LineCompleted) text += std::string(" of ") + kindColour(o.runKind);
  return text + ", after " + std::to_string(game.moveCount()) + (game.moveCount() == 1 ? " move" : " moves");
}

std::string Commentator::update(const Game& game, const SpokenScene& scene) {
  std::string text;
  const std::vector<Move>& now = game.history();
  const bool sameGame = started_ && rules_ == game.rules();
  if (!sameGame) {
    addSentence(text, std::string("A game of ") +
                          (game.rules().variant == Variant::ExactFive ? std::string("exact ") + numberWord(game.rules().lineLength)
                                                                      : std::string("Order and Chaos")) +
                          " on " + std::to_string(game.rules().size) + " by " + std::to_string(game.rules().size) + ", " +
                          std::to_string(game.moveCount()) + (game.moveCount() == 1 ? " move" : " moves") + " played");
    if (!now.empty()) addSentence(text, spokenMove(game, game.moveCount()));
    addSentence(text, spokenTurn(game));
  } else if (now != history_) {
    if (startsWith(now, history_) && now.size() - history_.size() <= 4) {
      for (std::size_t ply = history_.size() + 1; ply <= now.size(); ++ply) addSentence(text, spokenMove(game, static_cast<int>(ply)));
    } else if (now.empty()) {
      addSentence(text, "The board is empty");
    } else if (startsWith(history_, now)) {
      const std::size_t back = history_.size() - now.size();
      addSentence(text, back == 1 ? std::string("One move taken back") : std::to_string(back) + " moves taken back");
    } else {
      addSentence(text, "Position changed: " + std::to_string(now.size()) + " moves played");
      addSentence(text, spokenMove(game, game.moveCount()));
    }
    addSentence(text, spokenTurn(game));
  }
  const bool positionChanged = !sameGame || now != history_;
  if (!scene.verdict.empty() && (positionChanged || scene.verdict != scene_.verdict)) addSentence(text, scene.verdict);
  if (!scene.hint.empty() && (positionChanged || scene.hint != scene_.hint)) addSentence(text, scene.hint);
  if (!scene.message.empty() && (scene.message != scene_.message || scene.messageTime != scene_.messageTime))
    addSentence(text, scene.message);
  if (scene.cursor >= 0 && scene.cursor < game.geometry().cellCount() && !positionChanged && scene.cursor != scene_.cursor)
    addSentence(text, "Cursor on " + spokenCell(game, scene.cursor));

  started_ = true;
  rules_ = game.rules();
  history_ = now;
  scene_ = scene;
  return text;
}

}  // namespace oc
