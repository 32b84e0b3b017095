// The game's side of the embedding API (web/embed_api.js is the page's
// side). Events go out through the page's window.ocEmbed.emit(type, json):
// ready, move, undo, newGame, gameOver. Commands come in through the
// exported oc_embed_* functions (newGame, play, undo, setHints), each
// answering {"ok":true} or {"ok":false,"error":"..."}.
// On the desktop there is no page: the events are not sent.
#pragma once
#include "app.h"

namespace ui {

void setEmbedApp(App* app);
// Once per frame, after the frame's changes: sends the events they make.
void emitEmbedEvents(const App& app);
// Once, when the first frames are drawn.
void emitEmbedReady(const App& app);

}  // namespace ui
