// Game flow between the seats: a human or the computer on each side, the
// computer's search handed to an analysis service (so a UI frame never
// waits for it) and its move played after a short pause, undo that takes back the computer's reply together with the
// human move before it, and looking back through the game with undo/redo.
//
// Time is passed in (seconds from any clock), so the flow is deterministic
// and testable; the UI calls update() once per frame.
#pragma once
#include <array>
#include <memory>
#include <optional>
#include <string>

#include "session/analysis.h"
#include "ai/players.h"
#include "session/settings.h"

namespace oc {

enum class MatchError : std::uint8_t { None, NotYourTurn, Move, SendLink, NotBeforeLink };

class Match {
 public:
  explicit Match(Session session);
  ~Match();
  Match(Match&&) noexcept;
  Match& operator=(Match&&) noexcept;

  const Game& game() const { return game_; }
  const SessionSettings& settings() const { return settings_; }
  SessionSettings& settings() { return settings_; }  // hints, theme, speed
  void setSeat(Role r, const Seat& s);

  // A human move. Refused (nothing changes) when the computer is to move, in
  // a correspondence game once this link's move is made (SendLink), or when
  // the move is illegal; `moveError` then says why.
  MatchError play(Move m, MoveError* moveError = nullptr);
  // Against the computer, takes back moves until a human is to move again
  // (the computer's reply and the human move before it). False if nothing to undo.
  bool undo();
  // In a correspondence game: this link's move is made and the new link is
  // to be sent back.
  bool awaitingReply() const;
  // Replays undone moves the same way (up to the next human turn).
  bool redo();
  // Undoes or redoes to `ply` moves from the start (looking back at a position).
  bool goTo(int ply);
  // While undone moves wait to be redone the computer does not move (the
  // player is looking back); this lets it play on from here instead.
  void playOnFromHere();
  void newGame(const Rules& rules);
  // Starts the given game and settings in place of this one. The computer
  // players (and their solver tables) stay: allocating fresh tables for
  // every game would fragment a browser's heap until it has to grow.
  void replaceSession(Session session);
  void pause(bool paused) { paused_ = paused; }
  // While the game is under review the computer waits: its move would
  // change the game the review is about. The app holds it for as long as
  // the review is open; once released, the computer's usual pause runs again.
  void holdForReview(bool held);
  // The solver nodes a level's move may use (0: the level's default); a
  // slower platform trades some strength for a prompt reply.
  void setSearchNodes(Level level, std::uint64_t nodes) { searchNodes_[static_cast<std::size_t>(level)] = nodes; }
  bool paused() const { return paused_; }

  // Advances the computer: asks `analysis` for the search its move needs
  // (once per position) and, once its choice is ready and the pause since
  // the last move has passed, plays it. Returns the move played, if any.
  std::optional<Move> update(double nowSeconds, AnalysisService& analysis);

  // Whether the side to move is a human (and the game goes on).
  bool humanToMove() const;
  // Whether the computer is due to move (it may still be thinking or pausing).
  bool computerToMove() const;
  bool thinking() const { return computerToMove() && thinkingFor_ == version_; }
  // Why the computer is waiting, if it is: "reviewing", "paused", "looking back".
  std::string computerWaitReason() const;
  // The computer's reason for its last move (empty after a human move).
  const std::string& lastComputerReason() const { return lastReason_; }

 private:
  ComputerPlayer& player(Role r);
  void afterChange(double now);
  bool seatIsHuman(Role r) const { return !settings_.seat(r).computer(); }

  Game game_;
  SessionSettings settings_;
  std::array<std::unique_ptr<ComputerPlayer>, 2> players_;
  std::uint64_t version_ = 0;   // bumped by every change of position or seats
  std::uint64_t thinkingFor_ = 0;  // the version the computer is thinking about (0: none)
  bool searching_ = false;         // its search is with the analysis service
  std::uint64_t requestTag_ = 0;   // the tag of that request
  double lastChangeTime_ = -1;  // when the position last changed (for the pause)
  bool playOn_ = false;
  bool paused_ = false;
  bool heldForReview_ = false;
  std::string lastReason_;
  int linkPly_ = 0;
  std::array<std::uint64_t, 3> searchNodes_{};  // correspondence: the moves the link arrived with
};

}  // namespace oc
