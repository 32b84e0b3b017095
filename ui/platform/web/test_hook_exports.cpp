// The test hooks (ui/test_hooks.h) as C functions the page can call.
#include <emscripten/emscripten.h>
#include <malloc.h>

#include <string>

#include "test_hooks.h"

// Exported for the browser smoke test (see -sEXPORTED_FUNCTIONS in ui/CMakeLists.txt).
// Each returns a string owned here, valid until the next call of the same function.
extern "C" {
EMSCRIPTEN_KEEPALIVE const char* oc_record() {
  static std::string s;
  s = ui::hookApp() ? ui::recordString(*ui::hookApp()) : "";
  return s.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* oc_status() {
  static std::string s;
  s = ui::hookApp() ? ui::statusJson(*ui::hookApp()) : "{}";
  return s.c_str();
}
// Starts a new measure of the game's longest frame work (see statusJson's longestTickMs).
EMSCRIPTEN_KEEPALIVE void oc_reset_longest_tick() {
  if (ui::hookApp()) ui::hookApp()->resetLongestTick();
}
// Bytes malloc has handed out and not had back: a leak shows here even when
// the heap's size (which never shrinks) hides it.
EMSCRIPTEN_KEEPALIVE int oc_heap_in_use() { return static_cast<int>(mallinfo().uordblks); }
EMSCRIPTEN_KEEPALIVE const char* oc_layout() {
  static std::string s;
  s = ui::hookApp() ? ui::layoutJson(*ui::hookApp()) : "{}";
  return s.c_str();
}
}
