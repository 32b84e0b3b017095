#include "options.h"

#include <cstdio>
#include <cstring>

namespace ui {

const char* usageText() {
  return "usage: order-and-chaos [--game QUERY] [--window-size WxH]\n"
         "                       [--state-file PATH | --no-state]\n"
         "                       [--print-record-on-exit] [--print-layout]\n"
         "  --game QUERY            open a game given as a URL query, e.g. \"m=c3x.d4o&v=exact5\"\n"
         "  --state-file PATH       where settings and the game in progress are kept between runs\n"
         "                          (default $XDG_CONFIG_HOME/order-and-chaos/session.txt)\n"
         "  --no-state              start fresh and save nothing\n"
         "  --window-size WxH       initial window size in logical pixels (default 1120x720)\n"
         "  --print-record-on-exit  test hook: print the game record and status when the window closes\n"
         "  --print-layout          test hook: print the cell centres (window pixels) once drawn\n";
}

bool parseOptions(int argc, char** argv, Options* o, std::string* error) {
  for (int i = 1; i < argc; ++i) {
    const char* a = argv[i];
    auto value = [&](const char* name) -> const char* {
      if (i + 1 >= argc) {
        *error = std::string(name) + " needs a value";
        return nullptr;
      }
      return argv[++i];
    };
    if (!std::strcmp(a, "--game")) {
      const char* v = value(a);
      if (!v) return false;
      o->gameQuery = v;
    } else if (!std::strncmp(a, "--game=", 7)) {
      o->gameQuery = a + 7;
    } else if (!std::strcmp(a, "--window-size")) {
      const char* v = value(a);
      if (!v) return false;
      int w = 0, h = 0;
      char tail = 0;
      if (std::sscanf(v, "%dx%d%c", &w, &h, &tail) != 2 || w < 200 || h < 200 || w > 10000 || h > 10000) {
        *error = std::string("--window-size expects WxH such as 1120x720, not '") + v + "'";
        return false;
      }
      o->windowWidth = w;
      o->windowHeight = h;
    } else if (!std::strcmp(a, "--state-file")) {
      const char* v = value(a);
      if (!v) return false;
      if (!*v) {
        *error = "--state-file needs a path";
        return false;
      }
      o->stateFile = v;
    } else if (!std::strcmp(a, "--no-state")) {
      o->noState = true;
    } else if (!std::strcmp(a, "--print-record-on-exit")) {
      o->printRecordOnExit = true;
    } else if (!std::strcmp(a, "--print-layout")) {
      o->printLayout = true;
    } else if (!std::strcmp(a, "--help") || !std::strcmp(a, "-h")) {
      o->showHelp = true;
    } else {
      *error = std::string("unknown argument '") + a + "'";
      return false;
    }
  }
  return true;
}

}  // namespace ui
