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
