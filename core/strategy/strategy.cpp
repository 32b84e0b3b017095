#include "strategy/strategy.h"

#include "notation.h"

namespace oc {

bool orderStrategyCovers(const Rules& r) {
  if (r.size == 4 && r.lineLength == 4) return true;
  if (r.size != 6 || r.lineLength != 5) return false;
  return r.variant == Variant::Classic || r.firstPlayer == Role::Chaos;
}

bool chaosPairingCovers(const Rules& r) {
  return r.size == 6 && r.lineLength == 5 && r.variant == Variant::ExactFive && r.firstPlayer == Role::Order;
}

const char* strategyRuleName(StrategyRule r) {
  switch (r) {
    case StrategyRule::ImmediateWin: return "immediate win";
    case StrategyRule::Mirror: return "mirror";
    case StrategyRule::Transition: return "transition";
    case StrategyRule::Exception: return "exception";
    case StrategyRule::Opening: return "opening";
    case StrategyRule::Four: return "four";
    case StrategyRule::Fork: return "fork";
    case StrategyRule::Grow: return "grow";
    case StrategyRule::Fallback: return "fallback";
    case StrategyRule::Pair: return "pair";
  }
  return "";
}

std::string explain(const Geometry& g, const StrategyMove& m) {
  const std::string cell = cellName(g, m.move.cell);
  const std::string colour = kindColour(m.move.kind);
  const std::string answered = m.answered >= 0 ? cellName(g, m.answered) : "";
  switch (m.rule) {
    case StrategyRule::ImmediateWin:
      return "Win now: " + colour + " on " + cell + " completes the line.";
    case StrategyRule::Mirror:
      return "Mirror: Chaos played " + answered + ", so put the other colour (" + colour + ") on " + cell +
             " - every centre line of four will still reach five.";
    case StrategyRule::Transition:
      return "Transition: the centre holds a full line of four " + colour + "; " + cell + " makes it five.";
    case StrategyRule::Exception:
      return "Centre exception B" + std::to_string(m.exception) + ": in this exact centre position the strategy prescribes " +
             colour + " on " + cell + ".";
    case StrategyRule::Opening:
      return "Opening: start the centre with " + colour + " on " + cell + ".";
    case StrategyRule::Four:
      return "Four: " + colour + " on " + cell + " completes a line of four in the centre.";
    case StrategyRule::Fork:
      return "Fork: " + cell + " lies on two centre lines holding two " + colour + " each; Chaos cannot block both.";
    case StrategyRule::Grow:
      return "Grow: " + colour + " on " + cell + " builds the strongest open centre line and spoils none of the other colour's.";
    case StrategyRule::Fallback:
      return "Fallback: no open line to build; " + colour + " on " + cell + " keeps the most options.";
    case StrategyRule::Pair: {
      const int last = g.cellCount() - 1, n = g.size();
      const bool corner = m.answered == 0 || m.answered == n - 1 || m.answered == last - (n - 1) || m.answered == last;
      return "Pair: Order played " + answered + "; answer on its partner " + cell + " with " + colour +
             (corner ? " (the same colour on a corner, so a diagonal five becomes six)."
                     : " (the other colour), so no window can hold five of one colour.");
    }
  }
  return "";
}

}  // namespace oc
