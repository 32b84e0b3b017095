// The game's side of the embedding API (web/embed_api.js is the page's
// side): the events (ready, move, undo, newGame, gameOver, puzzleSolved)
// and the commands (newGame, play, undo, setHints), each answering
// {"ok":true} or {"ok":false,"error":"..."}. The page's way in and out is
// ui/platform/web/embed_exports.cpp; on the desktop there is no page and
// the events go nowhere.
#pragma once
#include <string>

#include "app.h"

namespace ui {

void setEmbedApp(App* app);
App* embedApp();

// Commands; `app` may be null before the game runs.
std::string embedNewGame(App* app, const std::string& query);
std::string embedPlay(App* app, const std::string& moveText);
std::string embedUndo(App* app);
std::string embedSetHints(App* app, bool on);
// The origins commands are accepted from, comma-separated ("" = any).
std::string embedOrigins(const App* app);

// Sends one event to the embedding page (per platform).
void postEmbedEvent(const char* type, const std::string& json);
// Once per frame, after the frame's changes: sends the events they make.
void emitEmbedEvents(const App& app);
// Once, when the first frames are drawn.
void emitEmbedReady(const App& app);

}  // namespace ui
