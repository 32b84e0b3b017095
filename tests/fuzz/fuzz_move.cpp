// libFuzzer harness: cells and moves (oc::parseCell, oc::parseMove) on every
// board size n = 4..8. Input: the text of one cell or move.
// Invariants: no crash; a cell is accepted exactly when the text is a column
// letter a.. (either case) within the board followed by one or two digits
// giving a row 1..n (checked by a plain predicate here); an accepted cell is
// on the board and its name parses back to it; a move is accepted exactly
// when the text is such a cell followed by x or o (either case), and its
// canonical text parses back to the same move; a refusal has a message.
#include "fuzz_common.h"

namespace {

// The cell grammar, written independently of core/notation.cpp.
bool isCellText(std::string_view t, int n, int* cell) {
  if (t.size() < 2 || t.size() > 3) return false;
  char c = t[0];
  if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  if (c < 'a' || c >= 'a' + n) return false;
  int row = 0;
  for (char d : t.substr(1)) {
    if (d < '0' || d > '9') return false;
    row = row * 10 + (d - '0');
  }
  if (row < 1 || row > n) return false;
  *cell = (row - 1) * n + (c - 'a');
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  static const std::vector<oc::Geometry> geometries = [] {
    std::vector<oc::Geometry> v;
    for (int n = oc::kMinSize; n <= oc::kMaxSize; ++n) v.push_back(*oc::Geometry::make(n, 3));
    return v;
  }();
  for (const oc::Geometry& g : geometries) {
    const int n = g.size();
    int expected = -1;
    const bool cellOk = isCellText(text, n, &expected);
    std::string error;
    const std::optional<int> cell = oc::parseCell(g, text, &error);
    FUZZ_CHECK(cell.has_value() == cellOk, "n=%d: parseCell %s a text the grammar %s", n, cell ? "accepts" : "refuses", cellOk ? "accepts" : "refuses");
    if (cell) {
      FUZZ_CHECK(*cell == expected, "n=%d: parseCell gives %d, expected %d", n, *cell, expected);
      const std::string name = oc::cellName(g, *cell);
      FUZZ_CHECK(oc::parseCell(g, name) == cell, "n=%d: cell name '%s' does not parse back", n, name.c_str());
    } else {
      fuzz::checkMessage(error);
    }

    const bool kindOk = !text.empty() && (text.back() == 'x' || text.back() == 'X' || text.back() == 'o' || text.back() == 'O');
    int moveCell = -1;
    const bool moveOk = kindOk && isCellText(text.substr(0, text.size() - 1), n, &moveCell);
    error.clear();
    const std::optional<oc::Move> move = oc::parseMove(g, text, &error);
    FUZZ_CHECK(move.has_value() == moveOk, "n=%d: parseMove %s a text the grammar %s", n, move ? "accepts" : "refuses", moveOk ? "accepts" : "refuses");
    if (move) {
      const oc::Kind kind = (text.back() == 'x' || text.back() == 'X') ? oc::Kind::X : oc::Kind::O;
      FUZZ_CHECK(move->cell == moveCell && move->kind == kind, "n=%d: parseMove gives the wrong move", n);
      const std::string canonical = oc::moveText(g, *move);
      FUZZ_CHECK(oc::parseMove(g, canonical) == move, "n=%d: move text '%s' does not parse back", n, canonical.c_str());
      const std::optional<std::vector<oc::Move>> record = oc::parseRecord(g, canonical);
      FUZZ_CHECK(record && record->size() == 1 && (*record)[0] == *move, "n=%d: '%s' is not a one-move record", n, canonical.c_str());
    } else {
      fuzz::checkMessage(error);
    }
  }
  return 0;
}
