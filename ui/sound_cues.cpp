#include "sound_cues.h"

#include "app.h"
#include "sound.h"

namespace ui {

namespace {

// Whether the game's end is good news for the people at this board: a loss
// only when exactly one side is human and the other side won.
bool playerWon(const App& app) {
  const oc::Role winner = app.game().outcome().winner == oc::Winner::Order ? oc::Role::Order : oc::Role::Chaos;
  const auto human = [&app](oc::Role r) { return !app.settings().seat(r).computer(); };
  if (human(oc::Role::Order) == human(oc::Role::Chaos)) return true;
  return human(winner);
}

}  // namespace

void SoundCues::update(const App& app) {
  const std::size_t moves = app.game().history().size();
  // A move made now is one more move in the same game; loading a game, a new
  // game or undo make no sound.
  const bool oneMoreMove = started_ && app.gameSerial() == gameSerial_ && moves == moves_ + 1;
  started_ = true;
  gameSerial_ = app.gameSerial();
  moves_ = moves;
  if (!oneMoreMove || !app.soundOn()) return;
  if (!app.game().over()) playSound(Sound::Place);
  else playSound(playerWon(app) ? Sound::Win : Sound::Lose);
}

}  // namespace ui
