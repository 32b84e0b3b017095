// The text view lives in shell.html (#sr-view): a list of rows, a list of
// moves and an aria-live region. Lines travel joined by newlines; the page
// sets them as text, never as markup.
#include <emscripten/emscripten.h>

#include "page_text.h"

namespace ui {

namespace {

EM_JS(void, oc_show_page_text, (const char* rows, const char* moves), {
  function fill(id, text) {
    var list = document.getElementById(id);
    if (!list) return;
    list.textContent = "";
    var lines = text ? text.split('\n') : [];
    for (var i = 0; i < lines.length; ++i) {
      var item = document.createElement('li');
      item.textContent = lines[i];
      list.appendChild(item);
    }
  }
  fill('sr-board', UTF8ToString(rows));
  fill('sr-moves', UTF8ToString(moves));
});

EM_JS(void, oc_announce, (const char* sentence), {
  var live = document.getElementById('sr-live');
  if (live) live.textContent = UTF8ToString(sentence);
});

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += (text.empty() ? "" : "\n") + line;
  return text;
}

}  // namespace

void showPageText(const PageText& text) { oc_show_page_text(joined(text.rows).c_str(), joined(text.moves).c_str()); }
void announce(const std::string& sentence) { oc_announce(sentence.c_str()); }

}  // namespace ui
