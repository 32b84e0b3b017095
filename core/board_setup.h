// A position set up by hand on the analysis board: tokens on any cells and
// the side to move, under any rules. It becomes a game by playing its tokens
// as the game's first moves, so everything that reads a game (the solver,
// hints, review, links) reads a set-up too. A position's value depends only
// on its tokens and the side to move, never on the order in which the tokens
// came, so any order serves.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "game.h"

namespace oc {

struct BoardSetup {
  Rules rules;
  std::vector<std::optional<Kind>> cells;  // one entry a cell, row by row; empty: no token
  Role toMove = Role::Order;
};

// The empty board of `rules` with `toMove` to move.
BoardSetup emptySetup(const Rules& rules, Role toMove);
// The position a game stands at (its tokens, who is to move).
BoardSetup setupOf(const Game& game);

// The game that reaches the set-up: its tokens, in cell order, as moves that
// alternate from the first player who makes `toMove` the one to move next,
// marked as the game's set-up (Game::markSetup). nullopt and a sentence for
// the player when no game can be played on from there: the rules are not
// playable, the cell list does not fit the board, or the game would already
// be over (a finished line: Order has won; no line can be completed any
// more, or a full board: Chaos has won).
std::optional<Game> gameFromSetup(const BoardSetup& setup, std::string* error = nullptr);

}  // namespace oc
