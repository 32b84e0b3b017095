// TEST / EMBEDDING HOOKS. Small read-only views of the app as text, used by
// the smoke tests (and usable by a page that embeds the game):
//   record  "c3x d4o"
//   status  {"toMove":"order","over":false,"winner":"none",...}
//   layout  {"canvas":[w,h],"cells":[[x,y],...],"targets":{...}} in logical
//           (CSS) pixels relative to the window / canvas
// The web build exports them as C functions oc_record(), oc_status(),
// oc_layout(); the desktop program prints them (--print-record-on-exit,
// --print-layout).
#pragma once
#include <string>

#include "app.h"

namespace ui {

std::string recordString(const App& app);  // the game record text
std::string statusJson(const App& app);
std::string layoutJson(const App& app);

// A JSON string literal (quotes and escapes included).
std::string jsonString(const std::string& s);

// The app the exported C functions read (web build:
// ui/platform/web/test_hook_exports.cpp).
void setHookApp(App* app);
App* hookApp();

}  // namespace ui
