// The value of the empty board for every set-up the app offers (board 4 to
// 8, line 3 to the board size, both variants, either side first): who wins
// with best play and how that was proven, or "open" with the best bound
// found. The table ships with the program (data/values.jsonl, one JSON
// object a line, compiled in), so the command line and the app show the
// same values; `ovc values --compute` makes it again and `ovc verify`
// re-checks its proofs.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules.h"
#include "search/verdict.h"

namespace oc {

enum class SetupValue : std::uint8_t { OrderWins, ChaosWins, Open };

struct ValueEntry {
  Rules rules;
  SetupValue value = SetupValue::Open;
  // How the value was proven: "table:<file>" (a strategy proof checked by
  // ovc verify), "strategy:order" / "pairing-table:A" (a published strategy,
  // checked by ovc verify), "search:<method>" (a completed proof-number
  // search), or "none" for an open entry.
  std::string proof = "none";
  std::string bound;  // open: the best bound found, in words
  std::uint64_t nodes = 0;
  double seconds = 0;
};

// Every set-up the app offers, in the table's order.
std::vector<Rules> offeredSetups();

// One JSON line (no newline) and back.
std::string valueJson(const ValueEntry& e);
std::optional<ValueEntry> parseValueJson(const std::string& line, std::string* error = nullptr);
// A whole table, one entry a line; blank lines are skipped.
std::optional<std::vector<ValueEntry>> parseValuesTable(const std::string& text, std::string* error = nullptr);

// The shipped table, and its entry for a set-up (nullptr if none).
const std::vector<ValueEntry>& shippedValues();
const ValueEntry* shippedValue(const Rules& rules);

const char* setupValueKey(SetupValue v);    // "order", "chaos", "open"
// The set-up's value as a solver verdict on its empty board gives it.
SetupValue setupValueOf(Verdict v);
// For a player: "Order wins — proven", "Chaos wins — proven", "open".
std::string setupValueLabel(SetupValue v);

}  // namespace oc
