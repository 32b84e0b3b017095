// Sharing a game by link: the link that reproduces it (the page's address
// plus the session query on the web; the query alone on the desktop, to
// paste after the web game's address or pass to --game), copied with
// ui/clipboard.h.
#pragma once
#include <string>

#include "app.h"

namespace ui {

std::string shareLink(const App& app);

// The "Share this game" card, opened by setting app.panels.shareRequested.
void drawShareDialog(App& app);
// In a correspondence game once the player's move is made: the new link to send back.
void drawSendBackCard(App& app);

}  // namespace ui
