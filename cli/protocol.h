// The engine's text protocol, GTP-style: one command per line; the answer is
// "= <answer>" on success or "? <message>" on failure, followed by a blank
// line. A failed command changes nothing. Blank lines and '#' comments get no
// answer. An optional numeric id before the command is echoed ("=12 c3x").
// The commands are documented in docs/protocol.md.
#pragma once
#include <cstddef>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "ai/local_player.h"
#include "search/solver.h"

namespace oc::cli {

class Protocol {
 public:
  // `tableBytes` is the solver's transposition table; each computer player
  // gets half of it. Both are allocated on first use.
  explicit Protocol(std::size_t tableBytes = std::size_t{32} << 20);
  ~Protocol();

  // Runs one command line and returns the whole response, blank line
  // included; an empty string for a blank or comment line.
  std::string execute(std::string_view line);
  // Set once `quit` has been answered.
  bool quitRequested() const { return quit_; }

  // The command names, in the order `list_commands` gives them.
  static const std::vector<std::string>& commandNames();

  // For front ends built on the protocol (ovc play).
  const Game& game() const { return game_; }
  // Starts a new game under `rules`; returns why not, or "" on success.
  std::string setRules(const Rules& rules);
  // Why `genmove` chose its last move (one sentence).
  const std::string& lastGenmoveReason() const { return lastGenmoveReason_; }

 private:
  struct Reply {
    bool ok = true;
    std::string text;
  };
  using Args = std::vector<std::string>;
  using Handler = Reply (Protocol::*)(const Args&);
  struct Command {
    const char* name;
    Handler handler;
  };
  static const std::vector<Command>& commands();

  Reply protocolVersion(const Args& args);
  Reply name(const Args& args);
  Reply version(const Args& args);
  Reply knownCommand(const Args& args);
  Reply listCommands(const Args& args);
  Reply quit(const Args& args);
  Reply boardsize(const Args& args);
  Reply lineLength(const Args& args);
  Reply variant(const Args& args);
  Reply first(const Args& args);
  Reply clearBoard(const Args& args);
  Reply play(const Args& args);
  Reply undo(const Args& args);
  Reply genmove(const Args& args);
  Reply level(const Args& args);
  Reply result(const Args& args);
  Reply solve(const Args& args);
  Reply hint(const Args& args);
  Reply showboard(const Args& args);

  Reply changeRules(const Rules& rules, const std::string& advice = "");
  LocalPlayer& player();
  LocalPlayer& hintPlayer();
  Solver& solver();

  std::size_t tableBytes_;
  Game game_;
  Level level_ = Level::Strong;
  std::unique_ptr<LocalPlayer> player_;
  std::unique_ptr<LocalPlayer> hintPlayer_;
  std::unique_ptr<Solver> solver_;
  std::string lastGenmoveReason_;
  bool quit_ = false;
};

// Reads commands from `in` until `quit` or the end of the input, writing each
// response to `out` and flushing it at once.
void runProtocol(Protocol& protocol, std::istream& in, std::ostream& out);

// GTP preprocessing of one input line: control characters dropped (a tab is
// a space), everything from '#' on ignored, then split at spaces. An empty
// result is a blank line, which gets no answer.
std::vector<std::string> commandWords(std::string_view line);

}  // namespace oc::cli
