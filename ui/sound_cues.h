// Turns what happens in the game into sounds (ui/sound.h): a placed token,
// and at the end a win or a loss for the player at the board.
#pragma once
#include <cstddef>

namespace ui {

class App;

class SoundCues {
 public:
  // After each frame; plays nothing while the app's sound is off.
  void update(const App& app);

 private:
  bool started_ = false;
  int gameSerial_ = 0;
  std::size_t moves_ = 0;
};

}  // namespace ui
