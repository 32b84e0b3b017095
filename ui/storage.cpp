#include "storage.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <sys/stat.h>
#endif

namespace ui {

namespace {
std::string g_stateFile;
constexpr std::size_t kMaxStateBytes = 64 * 1024;  // a saved session is a few hundred bytes
}  // namespace

void setStateFile(std::string path) { g_stateFile = std::move(path); }

std::string defaultStateFile() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  if (xdg && *xdg) return std::string(xdg) + "/order-and-chaos/session.txt";
  if (home && *home) return std::string(home) + "/.config/order-and-chaos/session.txt";
  return "";
}

#ifdef __EMSCRIPTEN__

// Local storage can be missing or refuse (private mode, sandboxed iframes):
// every access is guarded, and failure reads as "nothing saved".
EM_JS(char*, oc_storage_load, (), {
  try {
    var s = window.localStorage.getItem("order-and-chaos/session");
    if (s === null) return 0;
    return allocateUTF8(s);  // freed by the caller
  } catch (e) {
    return 0;
  }
});

EM_JS(void, oc_storage_save, (const char* text), {
  try {
    window.localStorage.setItem("order-and-chaos/session", UTF8ToString(text));
  } catch (e) {
  }
});

EM_JS(void, oc_storage_set_aside, (const char* text), {
  try {
    window.localStorage.setItem("order-and-chaos/session.unreadable", UTF8ToString(text));
  } catch (e) {
  }
});

void setAsideState(const std::string& text) { oc_storage_set_aside(text.c_str()); }

EM_JS(void, oc_show_in_address, (const char* query), {
  try {
    var q = UTF8ToString(query);
    var url = window.location.pathname + (q ? "?" + q : "") + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash) window.history.replaceState(window.history.state, "", url);
  } catch (e) {
  }
});

void showInAddress(const std::string& query) { oc_show_in_address(query.c_str()); }

std::optional<std::string> loadState() {
  char* s = oc_storage_load();
  if (!s) return std::nullopt;
  std::string text(s);
  std::free(s);
  if (text.size() > kMaxStateBytes) return std::string();  // reads as corrupt
  return text;
}

void saveState(const std::string& text) { oc_storage_save(text.c_str()); }

#else

std::optional<std::string> loadState() {
  if (g_stateFile.empty()) return std::nullopt;
  std::ifstream in(g_stateFile, std::ios::binary);
  if (!in) return std::nullopt;
  std::string text(kMaxStateBytes + 1, '\0');
  in.read(&text[0], static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

void showInAddress(const std::string&) {}

void setAsideState(const std::string&) {
  if (!g_stateFile.empty()) std::rename(g_stateFile.c_str(), (g_stateFile + ".unreadable").c_str());
}

void saveState(const std::string& text) {
  if (g_stateFile.empty()) return;
  // Create the folders on the way (~/.config may not exist yet).
  for (std::size_t slash = g_stateFile.find('/', 1); slash != std::string::npos; slash = g_stateFile.find('/', slash + 1))
    mkdir(g_stateFile.substr(0, slash).c_str(), 0755);
  // Write a temporary file and rename it, so a crash never leaves half a file.
  const std::string tmp = g_stateFile + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out << text << '\n';
    if (!out) return;
  }
  std::rename(tmp.c_str(), g_stateFile.c_str());
}

#endif

}  // namespace ui
