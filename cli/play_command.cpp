#include "play_command.h"

#include <cstdio>
#include <iostream>
#include <string>

#include "protocol.h"
#include "setup_options.h"
#include "setup_text.h"

namespace oc::cli {

namespace {

const char* const kHelp =
    "Type a move as a cell and a kind: c3x puts red (X) on c3, d4o blue (O) on d4.\n"
    "Other commands: undo (takes back your last move and the reply), hint, help, quit.\n";

// The answer of a protocol response, without "= " / "? " and the blank line.
std::string answerOf(const std::string& response) {
  const std::size_t start = response.find(' ');
  std::string text = start == std::string::npos ? "" : response.substr(start + 1);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

bool succeeded(const std::string& response) { return !response.empty() && response[0] == '='; }

std::string trimmed(const std::string& s) {
  const std::size_t begin = s.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  return s.substr(begin, s.find_last_not_of(" \t\r") - begin + 1);
}

void showBoard(Protocol& p, std::ostream& out) { out << answerOf(p.execute("showboard")) << "\n"; }

// The human's moves so far in the game (the first player moved at even indices).
int humanMoves(const Game& game, Role human) {
  const int n = game.moveCount();
  return game.rules().firstPlayer == human ? (n + 1) / 2 : n / 2;
}

// Takes back moves until the human's last move is gone.
void undoHumanMove(Protocol& p, Role human, std::ostream& out) {
  if (humanMoves(p.game(), human) == 0) {
    out << "There is no move of yours to undo.\n";
    return;
  }
  do {
    p.execute("undo");
  } while (p.game().toMove() != human);
  showBoard(p, out);
}

}  // namespace

int playInTerminal(const PlayOptions& options, std::istream& in, std::ostream& out) {
  Protocol p;
  const std::string error = p.setRules(options.rules);
  if (!error.empty()) {
    out << "ovc play: " << error << "\n";
    return 2;
  }
  p.execute(std::string("level ") + levelName(options.level));
  const Role computer = opponent(options.human);
  out << "You play " << roleName(options.human) << " against the computer (" << levelName(options.level) << ").\n" << kHelp;
  showBoard(p, out);
  for (;;) {
    if (!p.game().over() && p.game().toMove() == computer) {
      const std::string response = p.execute("genmove");
      if (!succeeded(response)) {
        out << "The computer cannot move: " << answerOf(response) << "\n";
        return 1;
      }
      out << roleName(computer) << " plays " << answerOf(response) << ". " << p.lastGenmoveReason() << "\n";
      showBoard(p, out);
    }
    if (p.game().over()) out << "Game over. Type undo to take back your last move, or quit.\n";
    out << "> " << std::flush;
    std::string line;
    if (!std::getline(in, line)) {
      out << "\n";
      return 0;
    }
    const std::string command = trimmed(line);
    if (command.empty()) continue;
    if (command == "quit" || command == "exit") return 0;
    if (command == "help") {
      out << kHelp;
    } else if (command == "undo") {
      undoHumanMove(p, options.human, out);
    } else if (command == "hint") {
      const std::string response = p.execute("hint");
      out << (succeeded(response) ? "Hint: " : "") << answerOf(response) << "\n";
    } else {
      const std::string response = p.execute("play " + command);
      if (succeeded(response)) showBoard(p, out);
      else out << "Not played: " << answerOf(response) << ". Type help for help.\n";
    }
  }
}

int runPlay(int argc, char** argv) {
  PlayOptions options;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    std::string error;
    const OptionResult setup = takeSetupOption(argc, argv, i, options.rules, error);
    if (setup == OptionResult::Taken) continue;
    if (setup == OptionResult::NotSetup) {
      if (arg == "--level" || arg == "--as") {
        const std::optional<std::string> value = takeValue(argc, argv, i, error);
        if (value && arg == "--level") {
          const std::optional<Level> level = parseLevel(*value);
          if (level) options.level = *level;
          else error = "--level takes casual, strong or perfect, not '" + *value + "'";
        } else if (value) {
          const std::optional<Role> role = parseRole(*value);
          if (role) options.human = *role;
          else error = "--as takes order or chaos, not '" + *value + "'";
        }
      } else {
        error = "unknown option '" + arg + "' (see ovc --help)";
      }
    }
    if (!error.empty()) {
      std::fprintf(stderr, "ovc play: %s\n", error.c_str());
      return 2;
    }
  }
  std::string error;
  if (!finishSetup(options.rules, error)) {
    std::fprintf(stderr, "ovc play: %s\n", error.c_str());
    return 2;
  }
  return playInTerminal(options, std::cin, std::cout);
}

}  // namespace oc::cli
