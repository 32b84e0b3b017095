#include "rules.h"

namespace oc {

namespace {

// A window full of kind k wins classically; under exact-five its run must be
// exactly l long (no k just beyond either end) and sealed (each end the edge
// or the other kind), so a pending five (an empty end) does not win yet.
bool windowWins(const Window& w, Variant v, Bits mine, Bits theirs) {
  if ((mine & w.cells) != w.cells) return false;
  if (v == Variant::Classic) return true;
  const Bits ends = w.before | w.after;
  return (ends & theirs) == ends;
}

}  // namespace

Bits winningRuns(const Geometry& g, Variant v, const Board& b, Kind k) {
  const Bits mine = b.tokens(k), theirs = b.tokens(other(k));
  Bits run = 0;
  for (const Window& w : g.windows()) {
    if (windowWins(w, v, mine, theirs)) run |= w.cells;
  }
  return run;
}

bool windowAlive(const Window& w, Variant v, const Board& b, Kind k) {
  if (b.tokens(other(k)) & w.cells) return false;
  if (v == Variant::ExactFive && (b.tokens(k) & (w.before | w.after))) return false;
  return true;
}

bool anyWindowAlive(const Geometry& g, Variant v, const Board& b) {
  for (const Window& w : g.windows()) {
    if (windowAlive(w, v, b, Kind::X) || windowAlive(w, v, b, Kind::O)) return true;
  }
  return false;
}

std::optional<UncountedRun> uncountedRun(const Geometry& g, Variant v, const Board& b, int cell) {
  if (v != Variant::ExactFive || b.isEmpty(cell)) return std::nullopt;
  const Kind k = b.kindAt(cell);
  const Bits mine = b.tokens(k);
  const auto full = [mine](const Window& w) { return (w.cells & ~mine) == 0; };
  std::optional<UncountedRun> pending;
  for (const Window& through : g.windows()) {
    if (!(through.cells & bit(cell)) || !full(through)) continue;
    if (mine & (through.before | through.after)) {
      // Part of a longer run: grow it by the full windows of its direction
      // that overlap it, until none is left.
      UncountedRun r{true, k, through.cells, 0};
      for (bool grew = true; grew;) {
        grew = false;
        for (const Window& w : g.windows())
          if (w.direction == through.direction && (w.cells & r.cells) && (w.cells & ~r.cells) && full(w)) {
            r.cells |= w.cells;
            grew = true;
          }
      }
      return r;
    }
    const Bits open = (through.before | through.after) & ~b.occupied();
    if (open && !pending) pending = UncountedRun{false, k, through.cells, open};
  }
  return pending;
}

Outcome evaluate(const Geometry& g, Variant v, const Board& b) {
  Outcome out;
  for (Kind k : {Kind::X, Kind::O}) {
    if (const Bits run = winningRuns(g, v, b, k)) {
      out.winner = Winner::Order;
      out.reason = Reason::LineCompleted;
      out.winningRun = run;
      out.runKind = k;
      return out;
    }
  }
  if (b.occupied() == g.allCells()) {
    out.winner = Winner::Chaos;
    out.reason = Reason::BoardFull;
  } else if (!anyWindowAlive(g, v, b)) {
    out.winner = Winner::Chaos;
    out.reason = Reason::NoLinePossible;
  }
  return out;
}

const char* variantName(Variant v) { return v == Variant::Classic ? "classic" : "exact5"; }

const char* roleName(Role r) { return r == Role::Order ? "Order" : "Chaos"; }
const char* roleKey(Role r) { return r == Role::Order ? "order" : "chaos"; }
const char* kindColour(Kind k) { return k == Kind::X ? "red" : "blue"; }
const char* winnerKey(Winner w) { return w == Winner::Order ? "order" : w == Winner::Chaos ? "chaos" : "none"; }

const char* numberWord(int n) {
  static const char* const words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight"};
  return n >= 0 && n <= 8 ? words[n] : "many";
}

std::string ruleTitle(const Rules& r) {
  const std::string l = numberWord(r.lineLength);
  return r.variant == Variant::Classic ? "Classic (" + l + " or more)" : "Exact " + l;
}

std::string orderGoal(const Rules& r) {
  const std::string l = numberWord(r.lineLength);
  return r.variant == Variant::Classic ? l + " in a row of one colour" : "exactly " + l + " in a row of one colour, both ends sealed";
}

std::string ruleExplanation(const Rules& r) {
  const std::string l = numberWord(r.lineLength);
  std::string s = r.variant == Variant::Classic
                      ? "Order wins with a line of " + l + " or more of one colour."
                      : "Only exactly " + l + " counts: a longer run does not win, and a line of " + l +
                            " needs both ends sealed (by the edge or the other colour).";
  // docs/rules.md, 3.1: with lines as long as the board, both rules are one game.
  if (r.lineLength == r.size) s += " Here every line runs from edge to edge, so both rules give the same game.";
  return s;
}

std::string reasonText(Reason r, int lineLength) {
  switch (r) {
    case Reason::LineCompleted: return std::string(numberWord(lineLength)) + " in a row";
    case Reason::NoLinePossible: return std::string("no line of ") + numberWord(lineLength) + " is possible any more";
    case Reason::BoardFull: return "board full";
    case Reason::None: break;
  }
  return "";
}

}  // namespace oc
