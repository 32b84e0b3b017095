// The words of a verdict: who wins with best play, and what proved it. The
// solver, the protocol, the worker messages and the UI all say them the
// same way.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace oc {

enum class Verdict : std::uint8_t { OrderWins, ChaosHolds, Unknown };

// What settled a node without search.
enum class ProofMethod : std::uint8_t {
  None,
  GameOver,         // the position is already decided
  ImmediateWin,     // Order completes a line at once, or has two threats Chaos cannot both stop
  OrderStrategy,    // Order's published strategy produced the game (strategy_certificate.h)
  PairingTable,     // Chaos's published pairing produced the game (strategy_certificate.h)
  CentreGame,       // Order's generalised certificate (order_certificate.h)
  Pairing,          // Chaos's pairing certificate (pairing_certificate.h)
  Search,           // the proof-number search, certificates at its leaves
};

const char* verdictName(Verdict v);       // "order", "chaos", "unknown"
const char* methodName(ProofMethod m);    // "search", "centre game", "Order's strategy", ...
// One word for a method, for protocols and messages: "search", "centre-game",
// "strategy" (Order's), "pairing-table", "pairing", "immediate-win",
// "game-over", "none"; and back.
const char* methodKey(ProofMethod m);
std::optional<ProofMethod> parseMethodKey(std::string_view word);
// What proved a verdict, for a player: "proven by search", ... ("" for none).
std::string proofReason(ProofMethod m);

}  // namespace oc
