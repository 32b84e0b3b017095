// The embedding API's way through the page (web/embed_api.js): events go
// out through window.ocEmbed.emit(type, json); commands come in through the
// exported oc_embed_* functions, each returning a string owned here, valid
// until the next call of the same function.
#include <emscripten/emscripten.h>

#include <string>

#include "embed_api.h"

namespace ui {

void postEmbedEvent(const char* type, const std::string& json) {
  EM_ASM({
    if (window['ocEmbed']) window['ocEmbed']['emit'](UTF8ToString($0), UTF8ToString($1));
  }, type, json.c_str());
}

}  // namespace ui

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* oc_embed_new_game(const char* query) {
  static std::string out;
  out = ui::embedNewGame(ui::embedApp(), query ? query : "");
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* oc_embed_play(const char* moveText) {
  static std::string out;
  out = ui::embedPlay(ui::embedApp(), moveText ? moveText : "");
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* oc_embed_undo() {
  static std::string out;
  out = ui::embedUndo(ui::embedApp());
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* oc_embed_set_hints(int on) {
  static std::string out;
  out = ui::embedSetHints(ui::embedApp(), on != 0);
  return out.c_str();
}

// The origins the page accepts commands from and sends events to, comma-separated ("" = any).
EMSCRIPTEN_KEEPALIVE const char* oc_embed_origins() {
  static std::string out;
  out = ui::embedOrigins(ui::embedApp());
  return out.c_str();
}

}  // extern "C"
