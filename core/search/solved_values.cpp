#include "search/solved_values.h"

#include <cstdio>
#include <cstdlib>
#include <map>

#include "notation.h"

namespace oc {

extern const char* const kShippedValuesText;  // data/values.jsonl, compiled in

std::vector<Rules> offeredSetups() {
  std::vector<Rules> out;
  for (int size = kMinSize; size <= kMaxSize; ++size)
    for (int line = 3; line <= size; ++line)
      for (Variant v : {Variant::Classic, Variant::ExactFive})
        for (Role first : {Role::Order, Role::Chaos}) out.push_back(Rules{size, line, v, first});
  return out;
}

SetupValue setupValueOf(Verdict v) {
  return v == Verdict::OrderWins ? SetupValue::OrderWins : v == Verdict::ChaosHolds ? SetupValue::ChaosWins : SetupValue::Open;
}

const char* setupValueKey(SetupValue v) {
  switch (v) {
    case SetupValue::OrderWins: return "order";
    case SetupValue::ChaosWins: return "chaos";
    case SetupValue::Open: break;
  }
  return "open";
}

std::string setupValueLabel(SetupValue v) {
  switch (v) {
    case SetupValue::OrderWins: return "Order wins \xE2\x80\x94 proven";
    case SetupValue::ChaosWins: return "Chaos wins \xE2\x80\x94 proven";
    case SetupValue::Open: break;
  }
  return "open";
}

namespace {

std::string jsonString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// A flat JSON object of strings and numbers: what valueJson writes.
bool parseFlatObject(const std::string& line, std::map<std::string, std::string>& out, std::string& error) {
  std::size_t i = 0;
  const auto skip = [&] {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
  };
  const auto readString = [&](std::string& s) {
    if (i >= line.size() || line[i] != '"') return false;
    for (++i; i < line.size() && line[i] != '"'; ++i) {
      if (line[i] == '\\' && i + 1 < line.size()) ++i;
      s += line[i];
    }
    if (i >= line.size()) return false;
    ++i;
    return true;
  };
  skip();
  if (i >= line.size() || line[i++] != '{') return error = "not an object", false;
  for (;;) {
    skip();
    if (i < line.size() && line[i] == '}') break;
    std::string key, value;
    if (!readString(key)) return error = "bad key", false;
    skip();
    if (i >= line.size() || line[i++] != ':') return error = "no ':' after " + key, false;
    skip();
    if (i < line.size() && line[i] == '"') {
      if (!readString(value)) return error = "bad string for " + key, false;
    } else {
      while (i < line.size() && line[i] != ',' && line[i] != '}' && line[i] != ' ') value += line[i++];
      if (value.empty()) return error = "no value for " + key, false;
    }
    out[key] = value;
    skip();
    if (i < line.size() && line[i] == ',') {
      ++i;
      continue;
    }
    if (i < line.size() && line[i] == '}') break;
    return error = "expected ',' or '}'", false;
  }
  return true;
}

}  // namespace

std::string valueJson(const ValueEntry& e) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", e.seconds);
  std::string s = "{\"size\":" + std::to_string(e.rules.size) + ",\"line\":" + std::to_string(e.rules.lineLength) +
                  ",\"variant\":" + jsonString(e.rules.variant == Variant::Classic ? "classic" : "exact5") +
                  ",\"first\":" + jsonString(roleKey(e.rules.firstPlayer)) +
                  ",\"value\":" + jsonString(setupValueKey(e.value)) + ",\"proof\":" + jsonString(e.proof);
  if (!e.bound.empty()) s += ",\"bound\":" + jsonString(e.bound);
  return s + ",\"nodes\":" + std::to_string(e.nodes) + ",\"seconds\":" + seconds + "}";
}

std::optional<ValueEntry> parseValueJson(const std::string& line, std::string* error) {
  std::map<std::string, std::string> f;
  std::string why;
  const auto bad = [&](const std::string& w) -> std::optional<ValueEntry> {
    if (error) *error = w;
    return std::nullopt;
  };
  if (!parseFlatObject(line, f, why)) return bad(why);
  for (const char* key : {"size", "line", "variant", "first", "value", "proof", "nodes", "seconds"})
    if (!f.count(key)) return bad(std::string("no \"") + key + "\"");
  ValueEntry e;
  e.rules.size = std::atoi(f["size"].c_str());
  e.rules.lineLength = std::atoi(f["line"].c_str());
  if (e.rules.size < kMinSize || e.rules.size > kMaxSize || e.rules.lineLength < 3 || e.rules.lineLength > e.rules.size)
    return bad("no such board: size " + f["size"] + " line " + f["line"]);
  if (f["variant"] != "classic" && f["variant"] != "exact5") return bad("variant " + f["variant"]);
  e.rules.variant = f["variant"] == "classic" ? Variant::Classic : Variant::ExactFive;
  if (f["first"] != "order" && f["first"] != "chaos") return bad("first " + f["first"]);
  e.rules.firstPlayer = f["first"] == "order" ? Role::Order : Role::Chaos;
  const std::string& v = f["value"];
  if (v != "order" && v != "chaos" && v != "open") return bad("value " + v);
  e.value = v == "order" ? SetupValue::OrderWins : v == "chaos" ? SetupValue::ChaosWins : SetupValue::Open;
  e.proof = f["proof"];
  if (f.count("bound")) e.bound = f["bound"];
  e.nodes = std::strtoull(f["nodes"].c_str(), nullptr, 10);
  e.seconds = parseDecimal(f["seconds"]).value_or(0.0);
  return e;
}

std::optional<std::vector<ValueEntry>> parseValuesTable(const std::string& text, std::string* error) {
  std::vector<ValueEntry> out;
  std::size_t start = 0;
  int lineNumber = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    ++lineNumber;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string why;
    const std::optional<ValueEntry> e = parseValueJson(line, &why);
    if (!e) {
      if (error) *error = "line " + std::to_string(lineNumber) + ": " + why;
      return std::nullopt;
    }
    out.push_back(*e);
  }
  return out;
}

const std::vector<ValueEntry>& shippedValues() {
  static const std::vector<ValueEntry> table = parseValuesTable(kShippedValuesText).value_or(std::vector<ValueEntry>{});
  return table;
}

const ValueEntry* shippedValue(const Rules& rules) {
  for (const ValueEntry& e : shippedValues())
    if (e.rules == rules) return &e;
  return nullptr;
}

}  // namespace oc
