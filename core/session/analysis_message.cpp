#include "session/analysis_message.h"

#include <cstdio>
#include <cstdlib>
#include <map>

#include "notation.h"

namespace oc {

namespace {

constexpr std::size_t kMaxText = 4096;

// The words of a message, each key once; false with a reason otherwise.
bool keyValues(std::string_view text, std::map<std::string, std::string>& out, std::string* error) {
  if (text.size() > kMaxText) {
    if (error) *error = "the message is too long";
    return false;
  }
  for (const std::string_view w : splitWords(text)) {
    const std::string word(w);
    const std::size_t eq = word.find('=');
    if (eq == std::string::npos || eq == 0) {
      if (error) *error = "'" + word + "' is not key=value";
      return false;
    }
    if (!out.emplace(word.substr(0, eq), word.substr(eq + 1)).second) {
      if (error) *error = "'" + word.substr(0, eq) + "' is given twice";
      return false;
    }
  }
  return true;
}

// A whole number from text within [min, max].
std::optional<std::uint64_t> number(const std::string& text, std::uint64_t min, std::uint64_t max) {
  const std::optional<std::uint64_t> v = parseWholeNumber(text, max);
  if (!v || *v < min) return std::nullopt;
  return v;
}

std::optional<double> decimal(const std::string& text, double max) {
  if (text.size() > 24) return std::nullopt;
  const std::optional<double> v = parseDecimal(text);
  if (!v || !(*v <= max)) return std::nullopt;
  return v;
}

// Six significant digits, as "%g" writes them (no stream: the game's wasm
// would carry the streams' locale machinery for this one number).
std::string decimalText(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", v);
  return text;
}

// Reads key `k` with `read`; a missing or bad value is an error naming the key.
template <typename T, typename Read>
bool field(const std::map<std::string, std::string>& words, const char* k, T& out, Read read, std::string* error) {
  const auto it = words.find(k);
  std::optional<T> v = it == words.end() ? std::nullopt : read(it->second);
  if (!v) {
    if (error) *error = std::string(it == words.end() ? "no " : "a bad ") + k;
    return false;
  }
  out = *v;
  return true;
}

bool onlyKnownKeys(const std::map<std::string, std::string>& words, std::initializer_list<const char*> known, std::string* error) {
  for (const auto& [k, v] : words) {
    bool ok = false;
    for (const char* name : known) ok = ok || k == name;
    if (!ok) {
      if (error) *error = "unknown key '" + k + "'";
      return false;
    }
  }
  return true;
}

}  // namespace

std::string requestText(const AnalysisRequest& r) {
  const Geometry g = *Geometry::make(r.rules.size, r.rules.lineLength);
  const std::string moves = recordText(g, r.moves, '.');
  return "tag=" + std::to_string(r.tag) + " size=" + std::to_string(r.rules.size) + " line=" + std::to_string(r.rules.lineLength) +
         " variant=" + variantName(r.rules.variant) + " first=" + roleKey(r.rules.firstPlayer) +
         " moves=" + (moves.empty() ? "-" : moves) + " nodes=" + std::to_string(r.budget.nodes) +
         " ms=" + decimalText(r.budget.milliseconds) + " measure=" + std::to_string(r.budget.measureNodes);
}

std::optional<AnalysisRequest> parseRequest(std::string_view text, std::string* error) {
  std::map<std::string, std::string> w;
  if (!keyValues(text, w, error)) return std::nullopt;
  if (!onlyKnownKeys(w, {"tag", "size", "line", "variant", "first", "moves", "nodes", "ms", "measure"}, error)) return std::nullopt;
  AnalysisRequest r;
  std::uint64_t size = 0, line = 0;
  const auto any = [](const std::string& s) { return number(s, 0, ~std::uint64_t{0}); };
  if (!field(w, "tag", r.tag, any, error) || !field(w, "size", size, [](const std::string& s) { return number(s, kMinSize, kMaxSize); }, error) ||
      !field(w, "line", line, [](const std::string& s) { return number(s, 3, kMaxSize); }, error) ||
      !field(w, "nodes", r.budget.nodes, any, error) || !field(w, "measure", r.budget.measureNodes, any, error) ||
      !field(w, "ms", r.budget.milliseconds, [](const std::string& s) { return decimal(s, 3.6e6); }, error))
    return std::nullopt;
  r.rules.size = static_cast<int>(size);
  r.rules.lineLength = static_cast<int>(line);
  const std::string variant = w.count("variant") ? w["variant"] : "", first = w.count("first") ? w["first"] : "";
  if (variant != "classic" && variant != "exact5") {
    if (error) *error = "a bad variant";
    return std::nullopt;
  }
  if (first != "order" && first != "chaos") {
    if (error) *error = "a bad first player";
    return std::nullopt;
  }
  r.rules.variant = variant == "classic" ? Variant::Classic : Variant::ExactFive;
  r.rules.firstPlayer = first == "order" ? Role::Order : Role::Chaos;
  if (const std::string why = Game::validateRules(r.rules); !why.empty()) {
    if (error) *error = why;
    return std::nullopt;
  }
  Game game(r.rules);
  std::string why;
  if (!w.count("moves") || !loadRecord(game, w["moves"] == "-" ? "" : w["moves"], &why)) {
    if (error) *error = w.count("moves") ? "bad moves: " + why : "no moves";
    return std::nullopt;
  }
  r.moves = game.history();
  return r;
}

std::string replyText(const AnalysisReply& r, const Geometry& g) {
  const SolveResult& s = r.result;
  const std::string line = recordText(g, s.line, '.');
  return "tag=" + std::to_string(r.tag) + " verdict=" + verdictName(s.verdict) + " method=" + methodKey(s.method) +
         " order-moves=" + std::to_string(s.orderMoves) + " move=" + (s.move ? moveText(g, *s.move) : "-") +
         " line=" + (line.empty() ? "-" : line) + " nodes=" + std::to_string(s.nodes) + " ms=" + decimalText(s.milliseconds) +
         " verdict-ms=" + decimalText(s.verdictMilliseconds) + " helper-moves=" + std::to_string(s.helperMoves);
}

std::optional<AnalysisReply> parseReply(std::string_view text, const Geometry& g, std::string* error) {
  std::map<std::string, std::string> w;
  if (!keyValues(text, w, error)) return std::nullopt;
  if (!onlyKnownKeys(w, {"tag", "verdict", "method", "order-moves", "move", "line", "nodes", "ms", "verdict-ms", "helper-moves"},
                     error))
    return std::nullopt;
  AnalysisReply r;
  SolveResult& s = r.result;
  const auto any = [](const std::string& v) { return number(v, 0, ~std::uint64_t{0}); };
  const auto ms = [](const std::string& v) { return decimal(v, 3.6e6); };
  if (!field(w, "tag", r.tag, any, error) || !field(w, "nodes", s.nodes, any, error) || !field(w, "ms", s.milliseconds, ms, error) ||
      !field(w, "verdict-ms", s.verdictMilliseconds, ms, error))
    return std::nullopt;
  std::uint64_t helperMoves = 0;
  if (!field(w, "helper-moves", helperMoves, [](const std::string& v) { return number(v, 0, 2 * kMaxCells); }, error))
    return std::nullopt;
  s.helperMoves = static_cast<int>(helperMoves);
  const std::string verdict = w.count("verdict") ? w["verdict"] : "";
  if (verdict == "order") s.verdict = Verdict::OrderWins;
  else if (verdict == "chaos") s.verdict = Verdict::ChaosHolds;
  else if (verdict == "unknown") s.verdict = Verdict::Unknown;
  else {
    if (error) *error = "a bad verdict";
    return std::nullopt;
  }
  if (!field(w, "method", s.method, [](const std::string& v) { return parseMethodKey(v); }, error)) return std::nullopt;
  const std::string orderMoves = w.count("order-moves") ? w["order-moves"] : "";
  if (orderMoves == "-1") {
    s.orderMoves = -1;
  } else if (const std::optional<std::uint64_t> n = number(orderMoves, 0, kMaxCells)) {
    s.orderMoves = static_cast<int>(*n);
  } else {
    if (error) *error = "a bad order-moves";
    return std::nullopt;
  }
  if (!w.count("move") || !w.count("line")) {
    if (error) *error = w.count("move") ? "no line" : "no move";
    return std::nullopt;
  }
  if (w["move"] != "-") {
    s.move = parseMove(g, w["move"]);
    if (!s.move) {
      if (error) *error = "a bad move";
      return std::nullopt;
    }
  }
  if (w["line"] != "-") {
    const std::optional<std::vector<Move>> line = parseRecord(g, w["line"]);
    if (!line || line->size() > static_cast<std::size_t>(kMaxCells)) {
      if (error) *error = "a bad line";
      return std::nullopt;
    }
    s.line = *line;
  }
  return r;
}

}  // namespace oc
