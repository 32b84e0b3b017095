// Games between the computer levels, the source of realistic positions for
// the coverage benchmark (`ovc positions`) and for puzzles (`ovc puzzles`):
// every pairing of casual, strong and perfect, each first player in turn,
// played with node budgets so that the games do not depend on the machine.
// Games of a novice, who places at random, against each level (`ovc
// positions --novice`). And games of random moves on both sides, a harder
// test for the solver (`ovc positions --random`).
#pragma once
#include <cstdint>
#include <functional>
#include <optional>

#include "game.h"
#include "ai/players.h"

namespace oc {

struct SampleGame {
  int number = 0;  // from 0
  Rules rules;     // the set-up's rules with this game's first player
  Level orderLevel = Level::Casual, chaosLevel = Level::Casual;
  // The search budgets of the strong and perfect players, per move.
  std::uint64_t strongNodes = 200'000, perfectNodes = 2'000'000;
  // The side a novice plays, placing uniformly at random (randomMove);
  // the other side plays at its level. None in games between the levels.
  std::optional<Role> novice;
};

// The set-up of game n: pairing n % 9 (Order's level, Chaos's level), first player by n / 9.
SampleGame sampleGame(const Rules& rules, int n);
// The set-up of novice game n: against casual, strong and perfect by
// n % 3, the novice as Chaos or Order by n / 3 % 2, first player by n / 6 % 2.
SampleGame noviceGame(const Rules& rules, int n);
// Plays game n from `seed`, calling `onPosition` with every position before
// the end (the empty board included).
void playSampleGame(const SampleGame& game, int seed, const std::function<void(const Game&)>& onPosition);
// Plays games 0 to games-1, calling `onGame` as each begins.
void playSampleGames(const Rules& rules, int games, int seed, const std::function<void(const SampleGame&)>& onGame,
                     const std::function<void(const Game&)>& onPosition);
// The same with novice games (noviceGame).
void playNoviceGames(const Rules& rules, int games, int seed, const std::function<void(const SampleGame&)>& onGame,
                     const std::function<void(const Game&)>& onPosition);

// Games in which both sides place uniformly at random (randomMove), each
// first player in turn (game n: Chaos first when n is odd). Not realistic
// play but a harder test of the solver: many tokens land on the ring early,
// off every strategy. `onGame` gets each game's rules as it begins.
void playRandomGames(const Rules& rules, int games, int seed, const std::function<void(int number, const Rules&)>& onGame,
                     const std::function<void(const Game&)>& onPosition);

}  // namespace oc
