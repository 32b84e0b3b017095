// Sounds through SDL's audio queue: the notes are synthesised into samples
// when played. Audio opens on the first sound; where the machine has no
// audio device (a server, Xvfb) the game stays silent.
#include <SDL.h>

#include <cmath>
#include <vector>

#include "sound.h"

namespace ui {

namespace {

constexpr int kRate = 22050;

SDL_AudioDeviceID openDevice() {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return 0;
  SDL_AudioSpec want{};
  want.freq = kRate;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 512;
  const SDL_AudioDeviceID id = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
  if (id) SDL_PauseAudioDevice(id, 0);
  return id;
}

}  // namespace

void playSound(Sound s) {
  static const SDL_AudioDeviceID device = openDevice();
  if (!device) return;
  std::vector<float> samples;
  for (const Note& n : soundNotes(s)) {
    const int count = static_cast<int>(n.seconds * kRate);
    for (int i = 0; i < count; ++i) {
      const float t = static_cast<float>(i) / kRate;
      // A triangle wave with a fast attack and an exponential fade.
      const float phase = std::fmod(t * n.hertz, 1.0f);
      const float wave = 4.0f * std::fabs(phase - 0.5f) - 1.0f;
      const float envelope = std::min(1.0f, t / 0.01f) * std::exp(-5.0f * t / n.seconds);
      samples.push_back(0.2f * wave * envelope);
    }
  }
  SDL_ClearQueuedAudio(device);
  SDL_QueueAudio(device, samples.data(), static_cast<Uint32>(samples.size() * sizeof(float)));
}

}  // namespace ui
