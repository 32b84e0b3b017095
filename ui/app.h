// The front end's state: the match (core's game flow between the seats,
// changed only through its actions), the hint engine, the colour the player
// places, the keyboard cursor and the transient feedback (message, placement
// animation, notices). Input code calls the actions below; drawing code only
// reads. tick() runs once per frame and gives the computer and the hint
// solver a slice of time, so the page never freezes.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "board_setup.h"
#include "session/analysis.h"
#include "session/batch_analysis.h"
#include "session/move_values.h"
#include "session/hints.h"
#include "imgui.h"
#include "layout.h"
#include "session/match.h"
#include "session/puzzle_trainer.h"
#include "session/review_analysis.h"

namespace ui {

// What the player is about to place, and where the keyboard points.
struct AppInput {
  oc::Kind kind = oc::Kind::X;  // the kind the next click places
  int cursor = 0;               // the keyboard's cell
  bool cursorShown = false;     // once the keyboard is used
  // A popup was open when the shortcuts last looked: the key that closed it
  // (Esc) is not a shortcut as well.
  bool popupWasOpen = false;
};

// What the board shows for a moment: the last refusal or hint, the notices,
// the token scaling in, and when the position and the hint last changed
// (their pulses start then).
// A refusal ("b2: that cell is already taken") or a note on the rules ("Six
// red in a row: no win, ..."): the note is drawn plainly and stays longer.
enum class MessageTone : std::uint8_t { Refusal, Note };

struct AppFeedback {
  std::string message;  // fades out
  double messageTime = -1e9;
  MessageTone messageTone = MessageTone::Refusal;
  std::vector<std::string> notices;  // e.g. problems in the URL that opened the game
  int animCell = -1;                 // the cell whose token is scaling in
  double animStart = -1e9;
  double positionShownAt = -1e9;
  double hintShownAt = -1e9;  // when the hint's move last changed or hints were turned on
};

// Which panels, cards and popups are open.
struct AppPanels {
  bool bannerDismissed = false;  // the result banner was closed by the player
  bool setupRequested = false;   // the set-up dialog should open
  bool helpOpen = false;         // the help panel is showing
  bool shareRequested = false;   // the share card should open
  std::string copiedLink;        // the link last copied, and when (the button says "Copied")
  double copiedTime = -1e9;
  std::string copyRefusedLink;   // the link the browser did not let us copy (the card says so)
  bool showLine = false;         // the hint card shows the principal line
  int popupCell = -1;            // touch: the cell whose colour popup is open
  bool popupOpen = false;
};

// The move list follows the game: the move it last scrolled to, its height
// then, and how many frames it still asks to scroll there.
struct MoveListScroll {
  int shownPly = -1;
  float shownHeight = 0;
  int scrollFrames = 0;
};

class App {
 public:
  // `analysis` searches for the computer and the hints, off the UI's thread.
  App(oc::Session session, std::vector<std::string> notices, std::unique_ptr<oc::AnalysisService> analysis);

  const oc::Game& game() const { return match_.game(); }
  const oc::Match& match() const { return match_; }
  const oc::SessionSettings& settings() const { return match_.settings(); }
  // The hint for the position on the board (valid while hints are on).
  const oc::Hint& hint() const { return hints_.hint(); }
  bool hintsOn() const { return match_.settings().hints; }

  // Actions. A refused one shows a message near the board (never silent)
  // and returns it; "" when done.
  std::string play(int cell, oc::Kind kind);
  void playAtCursor(oc::Kind kind) { play(input.cursor, kind); }
  bool undo();
  void redo();
  void goTo(int ply);        // look back at the position after `ply` moves
  void playOnFromHere() { match_.playOnFromHere(); }
  // Two computers play by themselves, so their game can be paused, unless it
  // waits anyway (looked back at, or under review).
  bool canPause() const {
    const std::string wait = match_.computerWaitReason();
    return settings().order.computer() && settings().chaos.computer() && wait != "looking back" && wait != "reviewing";
  }
  void togglePause() { match_.pause(!match_.paused()); }
  // Replaces the whole session (an embedding page's newGame command).
  void replaceSession(oc::Session session);
  void startNew(const oc::Rules& rules, const oc::Seat& order, const oc::Seat& chaos, oc::Speed speed);
  void setHints(bool on);
  // Sound effects (ui/sound.h); the choice is remembered on this device.
  bool soundOn() const { return soundOn_; }
  void setSound(bool on);
  void setTheme(oc::Theme theme);
  void cycleTheme();
  void moveCursor(int dRow, int dCol);
  void select(oc::Kind kind) { input.kind = kind; }
  void showMessage(std::string text, MessageTone tone = MessageTone::Refusal);
  void dismissNotices() { feedback.notices.clear(); }
  // Reviews the game on the board (all its moves, undone ones included) in
  // the background; playing a different move or a new game drops the review.
  // The computer waits while the review is open (Match::holdForReview).
  void startReview() {
    review_.start(game(), *analysis_);
    match_.holdForReview(true);
  }
  void stopReview() {
    review_.stop(*analysis_);
    match_.holdForReview(false);
  }
  // Whether the game has moves, played or undone and still redoable: what the
  // move list and a review show.
  bool hasMoves() const { return !game().history().empty() || !game().redoStack().empty(); }
  void toggleReview() {
    if (review_.active()) stopReview();
    else startReview();
  }
  // The review of this game, if one was asked for (while active()).
  const oc::ReviewAnalysis& review() const { return review_; }
  // The reviewed move that led to the position on the board, when the review
  // found it a mistake (the board then shows the move that kept the value).
  std::optional<oc::ReviewedMove> mistakeOnBoard() const;

  // Puzzles (core/session/puzzle_trainer.h): the puzzle's position on the
  // board with both sides played by the player, who answers by playing a
  // move. The set is loaded on first use; until then the puzzle waits.
  void openPuzzle(oc::PuzzleLink link);
  void openPuzzleAt(int index);
  bool puzzleActive() const { return puzzleActive_; }
  bool puzzlesLoading() const { return puzzlesLoading_; }
  const oc::PuzzleTrainer& puzzles() const { return puzzles_; }
  void puzzleClue();
  void showPuzzleSolution();
  // Plays the next move of the proven line (the hint's move, for either
  // side) when the hint follows one; false otherwise. A puzzle's Play on
  // after its solution, and the analysis board's step through the line.
  bool playSolutionStep();
  bool solutionStepReady() const;
  void retryPuzzle();
  // The puzzle's position is on the board and the player's answer is awaited.
  bool puzzleAwaitsAnswer() const;
  // The clue taken for this puzzle, if any.
  const std::string& puzzleClueText() const { return puzzleClueText_; }
  // The analysis board: any position set up by hand (tokens of either
  // colour placed and removed freely, the side to move chosen), its proven
  // value, all its winning moves and the proven line. While it is open a
  // click places or removes a token instead of playing a move; the game in
  // progress waits and comes back with closeAnalysisBoard(). An edit that
  // would make a set-up no game can stand at is refused with the reason,
  // and nothing changes.
  void openAnalysisBoard(const oc::Rules& rules);
  bool analysisBoardOpen() const { return editing_; }
  // Places `kind` on an empty cell, removes a token of the same kind, or
  // turns a token of the other kind over.
  std::string editCell(int cell, oc::Kind kind);
  std::string clearCell(int cell);
  std::string clearBoard();
  std::string setSideToMove(oc::Role side);
  // Leaves the editor: the position becomes the start of a game between
  // these seats (a human on both: hot-seat).
  std::string playFromSetup(const oc::Seat& order, const oc::Seat& chaos);
  // Back to the game that was in progress when the board was opened.
  void closeAnalysisBoard();
  // The value after each move of the position on the analysis board, filled
  // in the background.
  const oc::MoveValues& moveValues() const { return moveValues_; }

  // Counts solved puzzles (the embed API reports each).
  int puzzlesSolved() const { return puzzlesSolved_; }
  // What the address bar shows: the puzzle's link while one is open.
  std::string addressQuery() const;

  // Once per frame: the computer and the hint hand their searches to the
  // analysis service and take its replies; the computer may move.
  void tick(double nowSeconds);
  // Whether a search is still out (the frame loop keeps going while it is).
  bool analysing() const { return analysis_->busy(); }
  // The longest tick() since the game started: the game's own work per
  // frame, which must stay short (the search runs elsewhere).
  double longestTickMilliseconds() const { return longestTickMs_; }
  void resetLongestTick() { longestTickMs_ = 0; }
  // How many frames the game has drawn (one tick() each): a page where
  // nothing moves draws none, whatever else loads the machine.
  long long framesDrawn() const { return framesDrawn_; }

  // Read by the views; the views and input code also keep their own state
  // here, in the parts below.
  double now = 0;  // seconds, set each frame
  int gameSerial() const { return gameSerial_; }  // counts new games (a new game is not an undo)
  AppInput input;
  AppFeedback feedback;
  AppPanels panels;
  MoveListScroll moveListScroll;
  Layout layout;  // this frame's layout
  // Centres of named controls, recorded while drawing (test hook for clicks).
  std::map<std::string, ImVec2> targets;

 private:
  void afterChange();
  void startView();
  void updateHint();
  void loadProofForPerfectPlay();
  std::vector<std::string> proofsRequested_;  // the proof files asked for (each once; a few at most)

  oc::Match match_;
  oc::HintEngine hints_;
  std::unique_ptr<oc::AnalysisService> analysis_;
  oc::ReviewAnalysis review_;
  std::uint64_t hintTag_ = 0;  // numbers the hint's requests
  int shownHintMove_ = -1;     // the hint's move last shown (cell * 2 + kind), -1: none
  std::vector<oc::Move> lastHistory_;
  double lastTick_ = -1;
  bool soundOn_ = false;
  oc::PuzzleTrainer puzzles_;
  bool puzzleActive_ = false;
  bool puzzlesLoading_ = false;
  std::optional<oc::PuzzleLink> pendingPuzzle_;  // asked for while the set loads
  void takePuzzleSet(const std::string& text, const std::string& error);
  void savePuzzleStreak();
  double longestTickMs_ = 0;
  long long framesDrawn_ = 0;
  std::string puzzleClueText_;
  int puzzlesSolved_ = 0;
  int gameSerial_ = 0;
  // The analysis board.
  std::string applySetup(const oc::BoardSetup& setup);
  void updateMoveValues();
  bool editing_ = false;
  std::optional<oc::Session> gameBeforeBoard_;  // the game in progress, to go back to
  oc::MoveValues moveValues_{oc::Game{}};
  void leaveAnalysisBoard();
  // The position the move values are for: its rules (the side that moved
  // first among them, which the side to move of a set-up changes) and history.
  struct ValuedPosition {
    oc::Rules rules;
    std::vector<oc::Move> history;
    bool operator==(const ValuedPosition& o) const { return rules == o.rules && history == o.history; }
    bool operator!=(const ValuedPosition& o) const { return !(*this == o); }
  };
  std::optional<ValuedPosition> moveValuesFor_;
  oc::BatchAnalysis moveValuesSolving_{500};
};

// The theme's name as the UI module knows it, applied to the palette.
void applyTheme(oc::Theme theme);

}  // namespace ui
