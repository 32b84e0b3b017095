// The game's sounds: a short blip when a token is placed, a rising figure
// when the player wins, a falling one when the player loses. Each is a few
// notes made on the fly (no sound files): ui/sound.cpp names the notes, the
// platform plays them (ui/platform/*/sound.cpp).
#pragma once
#include <vector>

namespace ui {

enum class Sound { Place, Win, Lose };

struct Note {
  float hertz;
  float seconds;
};

// The notes of a sound, played one after another, each fading out.
const std::vector<Note>& soundNotes(Sound s);
const char* soundName(Sound s);  // "place", "win", "lose"

// Plays a sound now, over any still playing; silently nothing where the
// device has no audio.
void playSound(Sound s);

}  // namespace ui
