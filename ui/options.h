// Command-line options of the desktop program (the web build reads the page's
// URL query instead and takes no options).
#pragma once
#include <string>

namespace ui {

struct Options {
  std::string gameQuery;           // --game "m=c3x.d4o&v=exact5": open this game
  int windowWidth = 1120;          // --window-size WxH (logical pixels)
  int windowHeight = 720;
  bool printRecordOnExit = false;  // --print-record-on-exit (test hook)
  bool printLayout = false;        // --print-layout (test hook)
  std::string stateFile;           // --state-file PATH: where the session is saved
  bool noState = false;            // --no-state: neither read nor save a session
  bool showHelp = false;
};

// Parses argv; on a bad argument returns false with a message in *error.
bool parseOptions(int argc, char** argv, Options* options, std::string* error);
const char* usageText();

}  // namespace ui
