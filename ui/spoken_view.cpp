#include "spoken_view.h"

#include "app.h"
#include "notation.h"
#include "theme.h"

namespace ui {

namespace {

oc::SpokenScene sceneOf(const App& app) {
  oc::SpokenScene scene;
  if (app.hintsOn() && !app.game().over()) {
    const oc::Hint& h = app.hint();
    // Only a proven verdict is read out; "unknown" changes too often to be news.
    if (h.verdict != oc::Verdict::Unknown && !h.verdictReason.empty()) scene.verdict = h.verdictText + ", " + h.verdictReason;
    if (h.move)
      scene.hint = "Hint: " + oc::cellName(app.game().geometry(), h.move->cell) + " " + (h.move->kind == oc::Kind::X ? "red" : "blue") +
                   ". " + h.reason;
  }
  scene.cursor = app.input.cursorShown ? app.input.cursor : -1;
  // A refused move or another message on the board is read out too, once
  // each time it is shown.
  scene.message = app.feedback.message;
  scene.messageTime = app.feedback.messageTime;
  return scene;
}

}  // namespace

void SpokenView::update(const App& app) {
  const oc::Game& game = app.game();
  PageText text;
  for (const std::string& row : oc::spokenRows(game)) text.rows.push_back(themedColourWords(row));
  for (int ply = 1; ply <= game.moveCount(); ++ply) text.moves.push_back(themedColourWords(oc::spokenMove(game, ply)));
  if (text.rows != shown_.rows || text.moves != shown_.moves) {
    showPageText(text);
    shown_ = std::move(text);
  }
  const std::string news = commentator_.update(game, sceneOf(app));
  if (!news.empty()) announce(themedColourWords(news));
}

}  // namespace ui
