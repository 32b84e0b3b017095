#include "notation.h"

#include <algorithm>
#include <cctype>

namespace oc {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

void setError(std::string* error, std::string message) {
  if (error) *error = std::move(message);
}

bool isSeparator(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '.' || c == ','; }

// The runs of text between separators.
template <typename IsSeparator>
std::vector<std::string_view> splitAt(std::string_view text, IsSeparator separator) {
  std::vector<std::string_view> parts;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && separator(text[i])) ++i;
    std::size_t j = i;
    while (j < text.size() && !separator(text[j])) ++j;
    if (j > i) parts.push_back(text.substr(i, j - i));
    i = j;
  }
  return parts;
}

std::vector<std::string_view> splitTokens(std::string_view text) { return splitAt(text, isSeparator); }

// Small non-negative integer, digits only.
std::optional<int> parseNumber(std::string_view s) {
  if (s.size() > 3) return std::nullopt;
  const std::optional<std::uint64_t> v = parseWholeNumber(s, 999);
  return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
}

// Percent-decoding of one query value ('+' is a space); a malformed escape
// stays as it is, and the value then fails its own check with a clear message.
std::string urlDecode(std::string_view s) {
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

std::vector<std::string_view> splitWords(std::string_view text) {
  return splitAt(text, [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; });
}

std::optional<std::uint64_t> parseWholeNumber(std::string_view text, std::uint64_t max) {
  if (text.empty()) return std::nullopt;
  std::uint64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
    if (digit > max || v > (max - digit) / 10) return std::nullopt;
    v = v * 10 + digit;
  }
  return v;
}

std::optional<double> parseDecimal(std::string_view text) {
  std::size_t i = 0;
  std::uint64_t mantissa = 0;
  int scale = 0;  // the decimal exponent the digits kept so far stand at
  int digits = 0;
  auto digitAt = [&](std::size_t at) { return at < text.size() && text[at] >= '0' && text[at] <= '9'; };
  // Digits past the 19th no longer fit the mantissa; they only shift the scale.
  auto take = [&](bool fraction) {
    const std::size_t from = i;
    for (; digitAt(i); ++i) {
      if (mantissa < 1000000000000000000ull) {
        mantissa = mantissa * 10 + static_cast<std::uint64_t>(text[i] - '0');
        if (fraction) --scale;
      } else if (!fraction) {
        ++scale;
      }
    }
    digits += static_cast<int>(i - from);
  };
  take(false);
  if (i < text.size() && text[i] == '.') {
    ++i;
    take(true);
  }
  if (digits == 0) return std::nullopt;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    const bool negative = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    const std::size_t from = i;
    while (digitAt(i)) ++i;
    const std::optional<std::uint64_t> e = parseWholeNumber(text.substr(from, i - from), 9999);
    if (!e) return std::nullopt;
    scale += negative ? -static_cast<int>(*e) : static_cast<int>(*e);
  }
  if (i != text.size()) return std::nullopt;
  // mantissa * 10^scale, the power by squaring; past the doubles' range it is 0 or inf.
  double power = 1, base = 10;
  for (unsigned n = static_cast<unsigned>(scale < 0 ? -scale : scale); n > 0; n >>= 1, base *= base)
    if (n & 1) power *= base;
  const double v = static_cast<double>(mantissa);
  return scale < 0 ? v / power : v * power;
}

std::string quoted(std::string_view s) {
  std::string out = "'";
  for (char c : s.substr(0, 24)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
  if (s.size() > 24) out += "...";
  return out + "'";
}

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string cellName(const Geometry& g, int cell) {
  std::string s;
  s += static_cast<char>('a' + g.col(cell));
  s += std::to_string(g.row(cell) + 1);
  return s;
}

namespace {

enum class CellReading { Cell, NotACell, OffBoard };

// The cell `text` names (in *cell), or why it names none.
CellReading readCell(const Geometry& g, std::string_view text, int* cell) {
  if (text.size() < 2 || text.size() > 3) return CellReading::NotACell;
  const char column = lower(text[0]);
  const std::optional<int> row = parseNumber(text.substr(1));
  if (column < 'a' || column > 'z' || !row) return CellReading::NotACell;
  if (column >= 'a' + g.size() || *row < 1 || *row > g.size()) return CellReading::OffBoard;
  *cell = g.index(*row - 1, column - 'a');
  return CellReading::Cell;
}

std::string offBoard(const Geometry& g, std::string_view cellText) {
  return quoted(cellText) + " is off the board (columns a-" + std::string(1, static_cast<char>('a' + g.size() - 1)) + ", rows 1-" +
         std::to_string(g.size()) + ")";
}

}  // namespace

std::optional<int> parseCell(const Geometry& g, std::string_view text, std::string* error) {
  int cell = -1;
  switch (readCell(g, text, &cell)) {
    case CellReading::Cell: return cell;
    case CellReading::NotACell: setError(error, quoted(text) + " is not a cell (expected a column letter and a row number, like c3)"); break;
    case CellReading::OffBoard: setError(error, offBoard(g, text)); break;
  }
  return std::nullopt;
}

std::string moveText(const Geometry& g, Move m) { return cellName(g, m.cell) + (m.kind == Kind::X ? "x" : "o"); }

std::optional<Move> parseMove(const Geometry& g, std::string_view text, std::string* error) {
  if (text.size() < 3) {
    setError(error, quoted(text) + " is not a move (expected a cell and a kind, like c3x)");
    return std::nullopt;
  }
  const char kind = lower(text.back());
  // A cell off the board is named alone ('g1'); text that names no cell is
  // quoted whole, not less its last character.
  int cell = -1;
  const std::string_view cellText = text.substr(0, text.size() - 1);
  switch (readCell(g, cellText, &cell)) {
    case CellReading::Cell: break;
    case CellReading::NotACell: setError(error, quoted(text) + " is not a move (expected a cell and a kind, like c3x)"); return std::nullopt;
    case CellReading::OffBoard: setError(error, offBoard(g, cellText)); return std::nullopt;
  }
  if (kind != 'x' && kind != 'o') {
    setError(error, quoted(text) + " has an unknown kind " + quoted(text.substr(text.size() - 1)) + " (use x for red or o for blue)");
    return std::nullopt;
  }
  return Move{cell, kind == 'x' ? Kind::X : Kind::O};
}

std::string recordText(const Geometry& g, const std::vector<Move>& moves, char separator) {
  std::string s;
  for (const Move& m : moves) {
    if (!s.empty()) s += separator;
    s += moveText(g, m);
  }
  return s;
}

std::optional<std::vector<Move>> parseRecord(const Geometry& g, std::string_view text, std::string* error) {
  std::vector<Move> moves;
  const std::vector<std::string_view> tokens = splitTokens(text);
  if (static_cast<int>(tokens.size()) > g.cellCount()) {
    setError(error, "too many moves: " + std::to_string(tokens.size()) + " for a board of " + std::to_string(g.cellCount()) + " cells");
    return std::nullopt;
  }
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    std::string why;
    const std::optional<Move> m = parseMove(g, tokens[i], &why);
    if (!m) {
      setError(error, "move " + std::to_string(i + 1) + ": " + why);
      return std::nullopt;
    }
    moves.push_back(*m);
  }
  return moves;
}

bool loadRecord(Game& game, std::string_view text, std::string* error) {
  const std::optional<std::vector<Move>> moves = parseRecord(game.geometry(), text, error);
  if (!moves) return false;
  Game replay(game.rules());
  for (std::size_t i = 0; i < moves->size(); ++i) {
    const MoveError e = replay.play((*moves)[i]);
    if (e != MoveError::None) {
      setError(error, "move " + std::to_string(i + 1) + ", '" + moveText(game.geometry(), (*moves)[i]) + "': " + moveErrorText(e));
      return false;
    }
  }
  game = replay;
  return true;
}

std::string gameToQuery(const Game& game) {
  const Rules& r = game.rules();
  const Rules standard;
  std::string q;
  auto add = [&q](const std::string& key, const std::string& value) {
    q += (q.empty() ? "" : "&") + key + "=" + value;
  };
  if (r.variant != standard.variant) add("v", variantName(r.variant));
  if (r.size != standard.size) add("n", std::to_string(r.size));
  if (r.lineLength != standard.lineLength) add("l", std::to_string(r.lineLength));
  if (r.firstPlayer != standard.firstPlayer) add("f", roleKey(r.firstPlayer));
  if (game.moveCount() > 0) add("m", recordText(game.geometry(), game.history(), '.'));
  if (game.setupPly() > 0) add("setup", std::to_string(game.setupPly()));
  return q;
}

QueryGame gameFromQuery(std::string_view query, const QueryKeyReader& otherKey) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  Rules rules;
  std::vector<std::string> problems;
  std::optional<std::string> moves;
  std::optional<int> setupPly;
  bool sizeGiven = false, lineGiven = false;
  std::size_t i = 0;
  while (i <= query.size()) {
    std::size_t end = query.find('&', i);
    if (end == std::string_view::npos) end = query.size();
    const std::string_view pair = query.substr(i, end - i);
    i = end + 1;
    if (pair.empty()) continue;
    const std::size_t eq = pair.find('=');
    const std::string keyText = urlDecode(pair.substr(0, eq));
    const std::string valueText = eq == std::string_view::npos ? std::string() : urlDecode(pair.substr(eq + 1));
    const std::string_view key = keyText, value = valueText;
    const std::string bad = "invalid value " + quoted(value) + " for '" + std::string(key) + "'";
    if (key == "v") {
      if (value == "classic") rules.variant = Variant::Classic;
      else if (value == "exact5") rules.variant = Variant::ExactFive;
      else problems.push_back(bad + " (use classic or exact5)");
    } else if (key == "f") {
      if (value == "order") rules.firstPlayer = Role::Order;
      else if (value == "chaos") rules.firstPlayer = Role::Chaos;
      else problems.push_back(bad + " (use order or chaos)");
    } else if (key == "n" || key == "l") {
      const std::optional<int> v = parseNumber(value);
      if (!v) {
        problems.push_back(bad + " (expected a positive whole number)");
      } else if (key == "n") {
        rules.size = *v;
        sizeGiven = true;
      } else {
        rules.lineLength = *v;
        lineGiven = true;
      }
    } else if (key == "m") {
      moves = valueText;
    } else if (key == "setup") {
      setupPly = parseNumber(value);
      if (!setupPly) problems.push_back(bad + " (expected the number of moves that form the set-up)");
    } else if (!otherKey || !otherKey(keyText, valueText, problems)) {
      problems.push_back("unknown parameter " + quoted(key));
    }
  }
  // Only what is wrong falls back, each with its own notice: a bad size
  // takes the standard size; then a line length that does not fit the board
  // takes the standard length, or the board's size if that is smaller.
  const Rules standard;
  std::string why;
  if (!Geometry::make(rules.size, 3, &why)) {
    problems.push_back(why + "; using board size " + std::to_string(standard.size));
    rules.size = standard.size;
  }
  // A size given alone keeps the line length within the board (n=4 -> l=4).
  if (sizeGiven && !lineGiven && rules.lineLength > rules.size) rules.lineLength = rules.size;
  if (!Geometry::make(rules.size, rules.lineLength, &why)) {
    rules.lineLength = std::min(standard.lineLength, rules.size);
    problems.push_back(why + "; using line length " + std::to_string(rules.lineLength));
  }
  QueryGame out{Game(rules), std::move(problems)};
  if (moves && !loadRecord(out.game, *moves, &why)) out.problems.push_back("moves not loaded: " + why);
  if (setupPly && !out.game.markSetup(*setupPly))
    out.problems.push_back("invalid value '" + std::to_string(*setupPly) + "' for 'setup' (the game has " +
                           std::to_string(out.game.moveCount()) + (out.game.moveCount() == 1 ? " move)" : " moves)"));
  return out;
}

}  // namespace oc
