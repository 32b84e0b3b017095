#include "search/verdict.h"

namespace oc {

const char* verdictName(Verdict v) {
  switch (v) {
    case Verdict::OrderWins: return "order";
    case Verdict::ChaosHolds: return "chaos";
    case Verdict::Unknown: break;
  }
  return "unknown";
}

const char* methodName(ProofMethod m) {
  switch (m) {
    case ProofMethod::GameOver: return "game over";
    case ProofMethod::ImmediateWin: return "immediate win";
    case ProofMethod::OrderStrategy: return "Order's strategy";
    case ProofMethod::PairingTable: return "pairing table";
    case ProofMethod::CentreGame: return "centre game";
    case ProofMethod::Pairing: return "pairing";
    case ProofMethod::Search: return "search";
    case ProofMethod::None: break;
  }
  return "none";
}

namespace {
constexpr ProofMethod kMethods[] = {ProofMethod::None,          ProofMethod::GameOver,   ProofMethod::ImmediateWin,
                                    ProofMethod::OrderStrategy, ProofMethod::PairingTable, ProofMethod::CentreGame,
                                    ProofMethod::Pairing,       ProofMethod::Search};
}  // namespace

const char* methodKey(ProofMethod m) {
  switch (m) {
    case ProofMethod::GameOver: return "game-over";
    case ProofMethod::ImmediateWin: return "immediate-win";
    case ProofMethod::OrderStrategy: return "strategy";
    case ProofMethod::PairingTable: return "pairing-table";
    case ProofMethod::CentreGame: return "centre-game";
    case ProofMethod::Pairing: return "pairing";
    case ProofMethod::Search: return "search";
    case ProofMethod::None: break;
  }
  return "none";
}

std::optional<ProofMethod> parseMethodKey(std::string_view word) {
  for (ProofMethod m : kMethods)
    if (word == methodKey(m)) return m;
  return std::nullopt;
}

std::string proofReason(ProofMethod m) {
  switch (m) {
    case ProofMethod::GameOver: return "the game is over";
    case ProofMethod::ImmediateWin: return "proven: a line of Order's completes now";
    case ProofMethod::OrderStrategy: return "proven by Order's published strategy";
    case ProofMethod::PairingTable: return "proven by Chaos's published pairing";
    // Not the published strategy (which the hint card names when it no
    // longer applies): the solver's generalised certificate, docs/solver.md.
    case ProofMethod::CentreGame: return "proven by the solver's centre-game certificate (mirror answers on the ring, a won centre)";
    case ProofMethod::Pairing: return "proven by a pairing of the empty cells";
    case ProofMethod::Search: return "proven by search";
    case ProofMethod::None: break;
  }
  return "";
}

}  // namespace oc
