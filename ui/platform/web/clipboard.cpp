#include <emscripten/emscripten.h>

#include "clipboard.h"

namespace ui {

namespace {

// The async Clipboard API where allowed (secure pages, iframes with
// clipboard-write), else the older execCommand path, else a prompt.
EM_JS(int, oc_copy_text, (const char* text), {
  var s = UTF8ToString(text);
  try {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(s).catch(function (e) { console.warn("order-and-chaos: clipboard refused: " + e); });
      return 1;
    }
  } catch (e) {
  }
  try {
    var area = document.createElement("textarea");
    area.value = s;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var ok = document.execCommand("copy");
    document.body.removeChild(area);
    if (ok) return 1;
  } catch (e) {
  }
  // Nothing reached the clipboard: the browser's own text box holds the
  // text selected, for the player to copy (the canvas's text cannot be selected).
  try {
    window.prompt("Copy this link:", s);
  } catch (e) {
  }
  return 0;
});

}  // namespace

bool copyToClipboard(const std::string& text) { return oc_copy_text(text.c_str()) != 0; }

}  // namespace ui
