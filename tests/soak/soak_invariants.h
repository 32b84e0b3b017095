// The soak test's invariants (soak.cpp): what must hold after every action
// on a game, and the illegal moves the game must refuse. A broken invariant
// prints the game and how to replay it, and ends the program (exit code 1).
#pragma once
#include <cstdint>
#include <random>
#include <string>

#include "game.h"

namespace soak {

// A rule set-up the soak plays, by name.
struct Setup {
  const char* name;
  oc::Rules rules;
};

// Everything about one game, for the failure message.
struct Context {
  std::uint64_t seed = 0;
  long game = 0;
  const Setup* setup = nullptr;
  std::string levels;
  std::string action;
};

[[noreturn]] void fail(const Context& ctx, const oc::Game& g, const std::string& what);

// Inside a function with a Context `ctx` and an oc::Game `game`.
#define SOAK_CHECK(cond, what)              \
  do {                                      \
    if (!(cond)) soak::fail(ctx, game, (what)); \
  } while (0)

bool sameOutcome(const oc::Outcome& a, const oc::Outcome& b);
bool sameGame(const oc::Game& a, const oc::Game& b);

// The invariants that hold after every action; `fresh` is the empty game
// under the same rules.
void checkGame(const Context& ctx, const oc::Game& game, const oc::Game& fresh);

// A move the game must refuse, and the error it must give.
struct BadMove {
  oc::Move move;
  oc::MoveError error;
  std::string what;
};

// A random move that `g` must refuse.
BadMove badMove(const oc::Game& g, std::mt19937_64& rng);

}  // namespace soak
