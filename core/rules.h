// Who has won, and why (docs/rules.md, section 3): the classic "five or more" rule
// and the exact-five rule with sealed and pending runs; Chaos's early win as
// soon as no window is alive for either kind; the full board.
#pragma once
#include <optional>
#include <string>

#include "board.h"

namespace oc {

enum class Variant : std::uint8_t { Classic, ExactFive };
enum class Role : std::uint8_t { Order, Chaos };

constexpr Role opponent(Role r) { return r == Role::Order ? Role::Chaos : Role::Order; }

// Everything that fixes the game being played.
struct Rules {
  int size = 6;
  int lineLength = 5;
  Variant variant = Variant::Classic;
  Role firstPlayer = Role::Order;
  friend bool operator==(const Rules& a, const Rules& b) {
    return a.size == b.size && a.lineLength == b.lineLength && a.variant == b.variant && a.firstPlayer == b.firstPlayer;
  }
  friend bool operator!=(const Rules& a, const Rules& b) { return !(a == b); }
};

enum class Winner : std::uint8_t { None, Order, Chaos };

enum class Reason : std::uint8_t {
  None,
  LineCompleted,   // Order: a winning run of one kind
  NoLinePossible,  // Chaos: no window is alive for either kind any more
  BoardFull,       // Chaos: the board filled up without a winning run
};

struct Outcome {
  Winner winner = Winner::None;
  Reason reason = Reason::None;
  Bits winningRun = 0;  // every cell of every winning run (for highlighting)
  Kind runKind = Kind::X;
  bool over() const { return winner != Winner::None; }
};

// The cells of all winning runs of kind k (0 if none).
Bits winningRuns(const Geometry& g, Variant v, const Board& b, Kind k);

// Whether a window can still become a winning run of kind k.
bool windowAlive(const Window& w, Variant v, const Board& b, Kind k);

// Whether any window is alive for either kind.
bool anyWindowAlive(const Geometry& g, Variant v, const Board& b);

// The result of a position reached by legal play.
Outcome evaluate(const Geometry& g, Variant v, const Board& b);

// Under the exact rule, a run of one kind through `cell` that fills a window
// and still does not win (docs/rules.md, 3.1): longer than the line length
// (it never wins), or exactly as long with an empty end (pending). A longer
// run is reported before a pending one. Nothing under the classic rule, or
// where the run wins.
struct UncountedRun {
  bool tooLong = false;  // otherwise pending
  Kind kind = Kind::X;
  Bits cells = 0;     // the whole run
  Bits openEnds = 0;  // pending: its empty end cells
};
std::optional<UncountedRun> uncountedRun(const Geometry& g, Variant v, const Board& b, int cell);

const char* variantName(Variant v);  // "classic" / "exact5"
const char* roleName(Role r);        // "Order" / "Chaos"
const char* roleKey(Role r);         // "order" / "chaos": the word in links, files and the protocol
const char* winnerKey(Winner w);     // "order" / "chaos" / "none", as roleKey
const char* kindColour(Kind k);      // "red" / "blue": the kinds in sentences
// "five in a row", "no line of five is possible any more", "board full";
// the number follows the line length.
std::string reasonText(Reason r, int lineLength);
const char* numberWord(int n);  // "three" .. "eight"
// The rule and what it asks, in words, for the rules' line length l
// (docs/rules.md, section 3.1): the rule's title, "Classic (five or more)" or
// "Exact five"; what Order must make, "five in a row of one colour" or
// "exactly five in a row of one colour, both ends sealed"; and the rule in a
// sentence or two.
std::string ruleTitle(const Rules& r);
std::string orderGoal(const Rules& r);
std::string ruleExplanation(const Rules& r);

}  // namespace oc
