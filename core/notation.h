// Text forms of cells, moves, game records and the URL query (docs/rules.md, section 1):
// cells "a1".."f6" (column letter from the left, row number from the top),
// moves "c3x" / "d4o", records "c3x d4o ..." (dots inside a URL).
// Parsers never throw: bad text gives nullopt and a message naming the fault.
#pragma once
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"

namespace oc {

// A message as the start of a sentence: its first letter in upper case.
std::string capitalised(std::string text);
// Someone's text inside a message: in single quotes, unprintable bytes as
// '?', cut after 24 characters.
std::string quoted(std::string_view s);

// The words of a text, split at spaces, tabs and line ends.
std::vector<std::string_view> splitWords(std::string_view text);
// A whole number in decimal digits only (no sign, no spaces), at most `max`.
std::optional<std::uint64_t> parseWholeNumber(std::string_view text, std::uint64_t max);
// A non-negative decimal as "%g" writes it: digits with an optional fraction
// and exponent ("12", "0.5", ".5", "1.5e-05", "2E+06"); no sign, no spaces,
// no inf or nan. Close to the nearest double (within a few units in the
// last place), not always exactly it: for times and other shown figures.
std::optional<double> parseDecimal(std::string_view text);

std::string cellName(const Geometry& g, int cell);
std::optional<int> parseCell(const Geometry& g, std::string_view text, std::string* error = nullptr);

std::string moveText(const Geometry& g, Move m);
std::optional<Move> parseMove(const Geometry& g, std::string_view text, std::string* error = nullptr);

// Moves separated by `separator` (a space in a record, a dot in a URL).
std::string recordText(const Geometry& g, const std::vector<Move>& moves, char separator = ' ');
// Accepts moves separated by any mix of spaces, dots and commas.
std::optional<std::vector<Move>> parseRecord(const Geometry& g, std::string_view text, std::string* error = nullptr);

// Replaces the game by a fresh game with the same rules and the recorded
// moves. All or nothing: on a malformed or illegal move the game is unchanged
// and the error names the move ("move 3, 'c3o': that cell is already taken").
bool loadRecord(Game& game, std::string_view text, std::string* error = nullptr);

// The URL query that reproduces a game: "v=exact5&n=6&l=5&f=chaos&m=c3x.d4o",
// with "setup=N" when its first N moves are a set-up position (Game::markSetup)
// (keys at their default value are left out).
std::string gameToQuery(const Game& game);

// Calls `f(key, value, item)` for each key=value item of a URL query (a
// leading '?' allowed); `item` is the whole "key=value".
template <typename F>
void forEachQueryParameter(std::string_view query, F f) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  while (!query.empty()) {
    const std::size_t end = std::min(query.find('&'), query.size());
    const std::string_view item = query.substr(0, end);
    query.remove_prefix(std::min(end + 1, query.size()));
    const std::size_t eq = item.find('=');
    f(item.substr(0, eq), eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1), item);
  }
}

// A query read tolerantly, as a shared link should be: each bad or unknown
// parameter is named in `problems` and left at its default; moves that do not
// replay legally are dropped as a whole. `game` is always playable.
struct QueryGame {
  Game game;
  std::vector<std::string> problems;
};
// Keys other than the game's are offered to `otherKey` (percent-decoded);
// it returns false for a key it does not know, which is then reported.
using QueryKeyReader = std::function<bool(const std::string& key, const std::string& value, std::vector<std::string>& problems)>;
QueryGame gameFromQuery(std::string_view query, const QueryKeyReader& otherKey = {});

}  // namespace oc
