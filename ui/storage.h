// Where settings and the game in progress survive a reload: the browser's
// local storage on the web, a small text file on the desktop
// ($XDG_CONFIG_HOME/order-and-chaos/session.txt, or --state-file). Reading
// and writing never fail loudly: a missing store is simply empty.
#pragma once
#include <optional>
#include <string>

namespace ui {

// Desktop: the file to use ("" disables saving). The web ignores it.
void setStateFile(std::string path);
std::string defaultStateFile();

std::optional<std::string> loadState();
void saveState(const std::string& text);
// Web: writes the session's query into the page's address (without a new
// history entry), so a reload, or the address copied from the bar, reopens
// exactly this game. The desktop has no address.
void showInAddress(const std::string& query);
// Keeps unreadable saved data beside the store (web: key
// "order-and-chaos/session.unreadable"; desktop: "<file>.unreadable") so
// that saving the new game does not destroy it.
void setAsideState(const std::string& text);

}  // namespace ui
