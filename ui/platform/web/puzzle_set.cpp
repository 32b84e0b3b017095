// Fetches puzzles.jsonl from beside the page (the service worker caches it
// for offline play). The text comes back through oc_puzzle_set_loaded.
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <utility>

#include "puzzle_set.h"

namespace ui {

namespace {

std::function<void(const std::string&, const std::string&)> g_done;

EM_JS(void, oc_fetch_puzzle_set, (), {
  function reply(text, error) {
    var t = allocateUTF8(text), e = allocateUTF8(error);
    _oc_puzzle_set_loaded(t, e);  // frees both
  }
  fetch('puzzles.jsonl').then(function (r) {
    if (!r.ok) throw new Error('HTTP ' + r.status);
    return r.text();
  }).then(function (text) { reply(text, ""); }, function (e) { reply("", 'the puzzles could not be loaded (' + e.message + ')'); });
});

}  // namespace

void requestPuzzleSet(std::function<void(const std::string& text, const std::string& error)> done) {
  g_done = std::move(done);
  oc_fetch_puzzle_set();
}

}  // namespace ui

extern "C" EMSCRIPTEN_KEEPALIVE void oc_puzzle_set_loaded(char* text, char* error) {
  const std::string t(text ? text : ""), e(error ? error : "");
  std::free(text);
  std::free(error);
  if (auto done = std::move(ui::g_done)) done(t, e);
}
