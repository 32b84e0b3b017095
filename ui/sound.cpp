#include "sound.h"

namespace ui {

const std::vector<Note>& soundNotes(Sound s) {
  // A placed token is one soft click-like blip; the result figures are three
  // notes of a major triad, up for a win and down for a loss.
  static const std::vector<Note> place{{740.0f, 0.07f}};
  static const std::vector<Note> win{{523.25f, 0.12f}, {659.25f, 0.12f}, {783.99f, 0.28f}};
  static const std::vector<Note> lose{{392.0f, 0.14f}, {329.63f, 0.14f}, {261.63f, 0.3f}};
  switch (s) {
    case Sound::Place: return place;
    case Sound::Win: return win;
    case Sound::Lose: return lose;
  }
  return place;
}

const char* soundName(Sound s) {
  switch (s) {
    case Sound::Place: return "place";
    case Sound::Win: return "win";
    case Sound::Lose: return "lose";
  }
  return "";
}

}  // namespace ui
