// The browser's store: the page's local storage. Local storage can be
// missing or refuse (private mode, sandboxed iframes): every access is
// guarded, and failure reads as "nothing saved".
#include <emscripten/emscripten.h>

#include <cstdlib>

#include "storage.h"

namespace ui {

namespace {
constexpr std::size_t kMaxStateBytes = 64 * 1024;  // a saved session is a few hundred bytes

EM_JS(char*, oc_storage_read, (const char* key), {
  try {
    var s = window.localStorage.getItem(UTF8ToString(key));
    if (s === null) return 0;
    return allocateUTF8(s);  // freed by the caller
  } catch (e) {
    return 0;
  }
});

EM_JS(void, oc_storage_write, (const char* key, const char* text), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(text));
  } catch (e) {
  }
});

EM_JS(void, oc_storage_copy, (const char* from, const char* to), {
  try {
    var s = window.localStorage.getItem(UTF8ToString(from));
    if (s !== null) window.localStorage.setItem(UTF8ToString(to), s);
  } catch (e) {
  }
});

EM_JS(void, oc_show_in_address, (const char* query), {
  try {
    var q = UTF8ToString(query);
    var url = window.location.pathname + (q ? "?" + q : "") + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash) window.history.replaceState(window.history.state, "", url);
  } catch (e) {
  }
});

EM_JS(char*, oc_page_address, (), {
  return allocateUTF8(window.location.origin + window.location.pathname);  // freed by the caller
});

std::optional<std::string> read(const std::string& key) {
  char* s = oc_storage_read(key.c_str());
  if (!s) return std::nullopt;
  std::string text(s);
  std::free(s);
  return text;
}

const std::string kSessionKey = "order-and-chaos/session";
}  // namespace

std::optional<std::string> loadState() {
  std::optional<std::string> text = read(kSessionKey);
  if (text && text->size() > kMaxStateBytes) return std::string();  // reads as corrupt
  return text;
}

void saveState(const std::string& text) { oc_storage_write(kSessionKey.c_str(), text.c_str()); }
// Copied on the page's side: what the game read may be less than what is
// stored (a text too large to read reads as empty, one with a NUL stops there).
void setAsideState() { oc_storage_copy(kSessionKey.c_str(), (kSessionKey + ".unreadable").c_str()); }
void showInAddress(const std::string& query) { oc_show_in_address(query.c_str()); }

std::string pageAddress() {
  char* address = oc_page_address();
  std::string text = address ? address : "";
  std::free(address);
  return text;
}

std::optional<std::string> loadPreference(const std::string& name) {
  std::optional<std::string> value = read("order-and-chaos/" + name);
  if (value && value->size() > 64) return std::nullopt;  // not ours
  return value;
}

void savePreference(const std::string& name, const std::string& value) {
  oc_storage_write(("order-and-chaos/" + name).c_str(), value.c_str());
}

}  // namespace ui
