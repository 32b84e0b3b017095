// The desktop's store: small text files in the configuration folder
// ($XDG_CONFIG_HOME/order-and-chaos/session.txt, or --state-file); each
// preference is a file beside the session's.
#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "storage.h"

namespace ui {

namespace {
std::string g_stateFile;
constexpr std::size_t kMaxStateBytes = 64 * 1024;  // a saved session is a few hundred bytes

std::optional<std::string> readFile(const std::string& path, std::size_t limit) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string text(limit + 1, '\0');
  in.read(&text[0], static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

void writeFile(const std::string& path, const std::string& text) {
  // Create the folders on the way (~/.config may not exist yet).
  for (std::size_t slash = path.find('/', 1); slash != std::string::npos; slash = path.find('/', slash + 1))
    mkdir(path.substr(0, slash).c_str(), 0755);
  // Write a temporary file and rename it, so a crash never leaves half a file.
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out << text << '\n';
    if (!out) return;
  }
  std::rename(tmp.c_str(), path.c_str());
}

// A preference's file: beside the session's, or none when saving is off.
std::string preferenceFile(const std::string& name) {
  const std::size_t slash = g_stateFile.rfind('/');
  if (g_stateFile.empty() || slash == std::string::npos) return "";
  return g_stateFile.substr(0, slash + 1) + name + ".txt";
}
}  // namespace

void setStateFile(std::string path) { g_stateFile = std::move(path); }

std::string defaultStateFile() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  if (xdg && *xdg) return std::string(xdg) + "/order-and-chaos/session.txt";
  if (home && *home) return std::string(home) + "/.config/order-and-chaos/session.txt";
  return "";
}

std::optional<std::string> loadState() {
  if (g_stateFile.empty()) return std::nullopt;
  return readFile(g_stateFile, kMaxStateBytes);
}

void saveState(const std::string& text) {
  if (!g_stateFile.empty()) writeFile(g_stateFile, text);
}

void setAsideState() {
  if (!g_stateFile.empty()) std::rename(g_stateFile.c_str(), (g_stateFile + ".unreadable").c_str());
}

void showInAddress(const std::string&) {}
std::string pageAddress() { return ""; }

std::optional<std::string> loadPreference(const std::string& name) {
  const std::string path = preferenceFile(name);
  if (path.empty()) return std::nullopt;
  return readFile(path, 64);
}

void savePreference(const std::string& name, const std::string& value) {
  const std::string path = preferenceFile(name);
  if (!path.empty()) writeFile(path, value);
}

}  // namespace ui
