// Shared helpers of the libFuzzer harnesses: a check that aborts
// with a message (so libFuzzer records the input as a crash), the rules and a
// starting game drawn from the first input bytes, and whole-game comparisons.
// Built only by scripts/fuzz.sh (clang++-14, -fsanitize=fuzzer,address,undefined).
#pragma once
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "notation.h"

#define FUZZ_CHECK(cond, ...)                                                    \
  do {                                                                           \
    if (!(cond)) {                                                               \
      std::fprintf(stderr, "FUZZ CHECK FAILED at %s:%d: %s\n  ", __FILE__, __LINE__, #cond); \
      std::fprintf(stderr, __VA_ARGS__);                                         \
      std::fprintf(stderr, "\n");                                                \
      std::abort();                                                              \
    }                                                                            \
  } while (0)

namespace fuzz {

// Rules from one byte: n = 4 + b % 5, l = 3 + (b / 5) % (n - 2), so every
// valid (n, l) is reachable; 'H' (72) gives the standard 6x6, l = 5.
// A second byte picks the variant (bit 0), the first player (bit 1).
inline oc::Rules rulesFrom(std::uint8_t b0, std::uint8_t b1) {
  oc::Rules r;
  r.size = 4 + b0 % 5;
  r.lineLength = 3 + (b0 / 5) % (r.size - 2);
  r.variant = (b1 & 1) ? oc::Variant::ExactFive : oc::Variant::Classic;
  r.firstPlayer = (b1 & 2) ? oc::Role::Chaos : oc::Role::Order;
  return r;
}

// A game with some history: bits 2-4 of b1 give 0-7 moves played on cells
// 0, 5, 10, ... (mod the cell count, skipping taken cells), kinds alternating;
// when the count is odd the last one is undone, leaving a redo stack.
inline oc::Game startingGame(const oc::Rules& rules, std::uint8_t b1) {
  oc::Game g(rules);
  const int moves = (b1 >> 2) & 7;
  int cell = 0;
  for (int i = 0; i < moves && !g.over(); ++i) {
    while (!g.board().isEmpty(cell)) cell = (cell + 1) % g.geometry().cellCount();
    g.play({cell, i % 2 ? oc::Kind::O : oc::Kind::X});
    cell = (cell + 5) % g.geometry().cellCount();
  }
  if (moves % 2 == 1) g.undo();
  return g;
}

inline bool sameOutcome(const oc::Outcome& a, const oc::Outcome& b) {
  return a.winner == b.winner && a.reason == b.reason && a.winningRun == b.winningRun && (a.winner != oc::Winner::Order || a.runKind == b.runKind);
}

// Everything a player can see or undo/redo.
inline bool sameGame(const oc::Game& a, const oc::Game& b) {
  return a.rules() == b.rules() && a.geometry() == b.geometry() && a.board() == b.board() && a.history() == b.history() &&
         a.redoStack() == b.redoStack() && sameOutcome(a.outcome(), b.outcome());
}

// The game is what replaying its history from the empty board gives, every
// move legal, and its outcome is that of its board.
inline void checkConsistent(const oc::Game& g) {
  FUZZ_CHECK(oc::Game::validateRules(g.rules()).empty(), "unplayable rules");
  oc::Game replay(g.rules());
  for (const oc::Move& m : g.history()) {
    FUZZ_CHECK(replay.play(m) == oc::MoveError::None, "history move %s does not replay", oc::moveText(g.geometry(), m).c_str());
  }
  FUZZ_CHECK(replay.board() == g.board(), "board differs from its history");
  FUZZ_CHECK(sameOutcome(replay.outcome(), g.outcome()), "outcome differs from the replay");
  FUZZ_CHECK(sameOutcome(oc::evaluate(g.geometry(), g.rules().variant, g.board()), g.outcome()), "outcome differs from evaluate");
  FUZZ_CHECK(g.moveCount() <= g.geometry().cellCount(), "more moves than cells");
}

// Messages are shown to the player: never empty. Printable ASCII only is
// checked when OC_FUZZ_STRICT_MESSAGES=1 (opt-in: an earlier parser echoed a
// bad kind character raw; messages now quote the player's text with
// unprintable bytes replaced).
inline void checkMessage(const std::string& m) {
  FUZZ_CHECK(!m.empty(), "empty error message");
  static const bool strict = [] {
    const char* s = std::getenv("OC_FUZZ_STRICT_MESSAGES");
    return s && *s == '1';
  }();
  if (!strict) return;
  for (unsigned char c : m) FUZZ_CHECK(c >= 0x20 && c < 0x7f, "unprintable byte 0x%02x in message: %s", c, m.c_str());
}

}  // namespace fuzz
