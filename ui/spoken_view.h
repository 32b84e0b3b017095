// Keeps the page's text view (ui/page_text.h) in step with the game and
// announces each change once: moves, the result, the proven verdict, the
// hint, and the cell under the keyboard cursor.
#pragma once
#include "page_text.h"
#include "session/spoken_game.h"

namespace ui {

class App;

class SpokenView {
 public:
  // After each frame: cheap when nothing changed.
  void update(const App& app);

 private:
  oc::Commentator commentator_;
  PageText shown_;
};

}  // namespace ui
