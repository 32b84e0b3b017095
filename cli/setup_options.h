// Command-line options shared by the subcommands: the set-up (--variant,
// --first, --size, --line) and numbers with a range. An option's value is the
// next argument.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "rules.h"

namespace oc::cli {

enum class OptionResult { NotSetup, Taken, Bad };

// If argv[i] is a set-up option, reads it and its value into `rules`, moves
// i onto the value and returns Taken; Bad with `error` set when the value is
// missing or wrong; NotSetup for any other argument. The combination of size
// and line length is checked by finishSetup.
OptionResult takeSetupOption(int argc, char** argv, int& i, Rules& rules, std::string& error);

// Whether the options gave a playable set-up; `error` says why not.
bool finishSetup(const Rules& rules, std::string& error);

// The value of the number option argv[i] (from `min` to `max`); moves i onto it.
std::optional<int> takeNumberOption(int argc, char** argv, int& i, int min, int max, std::string& error);

// The text value of option argv[i]; moves i onto it.
std::optional<std::string> takeValue(int argc, char** argv, int& i, std::string& error);

// The arguments of a command about one position (solve, perft, review):
// set-up options, the command's own options and the position's moves. The
// moves arrive as one quoted argument or as several words; `words` gets every
// argument that is not an option, in order.
struct PositionArgs {
  Rules rules;
  std::vector<std::string> words;
};
// `own` reads the command's own option at argv[i] (moving i past its value)
// and returns Taken, Bad (with error) or NotSetup for an option it does not know.
using OwnOptionReader = std::function<OptionResult(int argc, char** argv, int& i, std::string& error)>;
// False with `error` on an unknown or bad option or an impossible set-up.
bool readPositionArgs(int argc, char** argv, const OwnOptionReader& own, PositionArgs& out, std::string& error);

// The own option "--ms N" of a timed command (solve, review): N milliseconds,
// 1 to 3 600 000, read into `ms`.
OwnOptionReader millisecondsOption(int& ms);

// The first `count` words as one record, joined by spaces: an unquoted
// record arrives as several words.
std::string recordFromWords(const std::vector<std::string>& words, std::size_t count);
inline std::string recordFromWords(const std::vector<std::string>& words) { return recordFromWords(words, words.size()); }

// The usage lines for the set-up options.
const char* setupOptionsHelp();

}  // namespace oc::cli
