// Sounds through the Web Audio API: one oscillator a note. The audio context
// starts with the first sound after the player has used the page (browsers
// refuse sound before a gesture); window.ocSoundLog lists what was played,
// for the browser tests.
#include <emscripten/emscripten.h>

#include "sound.h"

namespace ui {

namespace {

EM_JS(void, oc_play_notes, (const char* name, const float* notes, int count), {
  try {
    var log = window['ocSoundLog'] || (window['ocSoundLog'] = []);
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    var Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    var ctx = window['ocAudioContext'] || (window['ocAudioContext'] = new Ctx());
    if (ctx.state === 'suspended') ctx.resume();
    var t = ctx.currentTime + 0.01;
    for (var i = 0; i < count; ++i) {
      var hz = HEAPF32[(notes >> 2) + 2 * i], seconds = HEAPF32[(notes >> 2) + 2 * i + 1];
      var osc = ctx.createOscillator(), gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.2, t + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + seconds);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(t);
      osc.stop(t + seconds + 0.02);
      t += seconds * 0.85;
    }
    log.push(UTF8ToString(name));
  } catch (e) {
  }
});

}  // namespace

void playSound(Sound s) {
  const std::vector<Note>& notes = soundNotes(s);
  oc_play_notes(soundName(s), &notes.front().hertz, static_cast<int>(notes.size()));
}

}  // namespace ui
