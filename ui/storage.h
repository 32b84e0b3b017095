// Where settings and the game in progress survive a reload: the browser's
// local storage on the web (ui/platform/web/storage.cpp), small text files on
// the desktop (ui/platform/desktop/storage.cpp). Reading and writing never
// fail loudly: a missing store is simply empty.
#pragma once
#include <optional>
#include <string>

namespace ui {

// Desktop only: the session's file ("" disables saving, preferences too).
void setStateFile(std::string path);
std::string defaultStateFile();

std::optional<std::string> loadState();
void saveState(const std::string& text);
// Web: writes the session's query into the page's address (without a new
// history entry), so a reload, or the address copied from the bar, reopens
// exactly this game. The desktop has no address.
void showInAddress(const std::string& query);
// Web: the page's address without its query ("https://example.org/game/");
// the desktop has none ("").
std::string pageAddress();
// Keeps unreadable saved data beside the store, whole and as it is stored
// (web: key "order-and-chaos/session.unreadable"; desktop:
// "<file>.unreadable") so that saving the new game does not destroy it.
void setAsideState();

// A device's preference (such as "sound"), kept apart from the session: it
// belongs to the player's machine, not to the game a link shares.
std::optional<std::string> loadPreference(const std::string& name);
void savePreference(const std::string& name, const std::string& value);

}  // namespace ui
