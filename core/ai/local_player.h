// A computer player that does its own search, on the caller's thread: for
// the command line, the tests and anything else that may wait. It owns a
// solver; the UI instead hands the search to an analysis service (the
// page never waits, see session/analysis.h).
#pragma once
#include "ai/players.h"
#include "search/solver.h"

namespace oc {

class LocalPlayer {
 public:
  explicit LocalPlayer(Level level, std::uint64_t seed = 1, std::size_t tableBytes = std::size_t{16} << 20);

  Level level() const { return player_.level(); }
  void setLevel(Level l) { player_.setLevel(l); }
  void setSearchNodes(std::uint64_t nodes) { player_.setSearchNodes(nodes); }

  // Begins thinking about the side to move in `game` (which must not be over).
  void start(const Game& game);
  // Does at most about `nodes` units of search; true once the choice is ready.
  bool step(std::uint64_t nodes);
  bool thinking() const { return player_.thinking(); }
  const PlayerChoice& choice() const { return player_.choice(); }
  // start + step until done.
  PlayerChoice choose(const Game& game);

 private:
  ComputerPlayer player_;
  Solver solver_;
};

}  // namespace oc
