#include "app.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <utility>

#include "device_preferences.h"
#include "frame_requests.h"
#include "motion.h"
#include "notation.h"
#include "proof_source.h"
#include "puzzle_set.h"
#include "search/proof_library.h"
#include "search_budgets.h"
#include "session/rule_notes.h"
#include "storage.h"
#include "theme.h"

namespace ui {

namespace {

// Each frame's share of work for the computer and the hint solver together:
// about half the time between frames (so at 60 Hz about 8 ms, and more when
// drawing is slow), never so much that input lags.
constexpr double kSliceShare = 0.5;
constexpr double kMinSliceMilliseconds = 6.0;
constexpr double kMaxSliceMilliseconds = 24.0;


}  // namespace

void applyTheme(oc::Theme theme) {
  if (const std::optional<ThemeChoice> t = themeFromName(oc::themeName(theme))) setTheme(*t);
}

App::App(oc::Session session, std::vector<std::string> notices_, std::unique_ptr<oc::AnalysisService> analysis)
        : match_(std::move(session)), hints_(searchBudgets().hint), analysis_(std::move(analysis)) {
  feedback.notices = std::move(notices_);
  // Sound starts off inside another page's iframe (the host page did not ask
  // for noise), on elsewhere, until the player chooses.
  const std::optional<std::string> sound = loadPreference("sound");
  soundOn_ = sound ? *sound == "on" : !insideEmbed();
  setReducedMotion(prefersReducedMotion());
  startView();
}

// A new match on screen: this platform's search budgets, its theme, the
// cursor in the middle and no leftover feedback from the previous game.
void App::startView() {
  match_.setSearchNodes(oc::Level::Strong, searchBudgets().strongNodes);
  match_.setSearchNodes(oc::Level::Perfect, searchBudgets().perfectNodes);
  applyTheme(settings().theme);
  const int n = game().geometry().size();
  input.cursor = game().geometry().index((n - 1) / 2, (n - 1) / 2);
  feedback.message.clear();
  feedback.messageTime = -1e9;
  lastHistory_ = game().history();
  feedback.animCell = -1;
  feedback.positionShownAt = now;
  panels.bannerDismissed = false;
  panels.popupOpen = false;
  moveListScroll.shownPly = -1;
  loadProofForPerfectPlay();
}

// A perfect computer player plays a solved set-up from its checked proof
// (core/ai/players.h), once the proof is loaded; until then, and if it cannot
// be, it searches as on any other set-up.
void App::loadProofForPerfectPlay() {
  const auto perfect = [](const oc::Seat& s) { return s.computer() && s.level == oc::Level::Perfect; };
  const oc::Rules rules = game().rules();
  if (!perfect(settings().order) && !perfect(settings().chaos)) return;
  if (oc::loadedProof(rules)) return;
  const std::string file = oc::shippedProofFile(rules);
  if (file.empty() || std::find(proofsRequested_.begin(), proofsRequested_.end(), file) != proofsRequested_.end()) return;
  proofsRequested_.push_back(file);
  requestProof(file, [rules](const std::string& bytes, const std::string& error) {
    if (error.empty()) oc::registerShippedProof(rules, bytes);
  });
}

void App::showMessage(std::string text, MessageTone tone) {
  feedback.message = std::move(text);
  feedback.messageTime = now;
  feedback.messageTone = tone;
}

// Called whenever the position may have changed: animates a newly placed
// token, re-shows the banner and keeps the cursor on the board.
void App::afterChange() {
  const std::vector<oc::Move>& h = game().history();
  if (h == lastHistory_) return;
  // A move played or redone scales in; after an undo nothing animates.
  if (h.size() > lastHistory_.size()) {
    feedback.animCell = h.back().cell;
    feedback.animStart = now;
    // A full line that did not win (the exact rule) is explained as it is made.
    if (const std::optional<std::string> note = oc::uncountedRunNote(game())) showMessage(themedColourWords(*note), MessageTone::Note);
  } else {
    feedback.animCell = -1;
  }
  feedback.positionShownAt = now;
  panels.bannerDismissed = false;
  panels.popupOpen = false;
  if (input.cursor >= game().geometry().cellCount()) input.cursor = 0;
  lastHistory_ = h;
}

std::string App::play(int cell, oc::Kind kind) {
  if (editing_) return editCell(cell, kind);
  // A missed puzzle keeps its wrong move on the board, with what it gave
  // away, until the player takes it back.
  if (puzzleActive_ && puzzles_.state() == oc::PuzzleState::Missed) {
    const std::string text = "Take your move back first: Try again (or Undo)";
    showMessage(text);
    return text;
  }
  oc::MoveError e = oc::MoveError::None;
  // A move in the puzzle's own position is the player's answer.
  const bool answering = puzzleAwaitsAnswer();
  const oc::MatchError result = match_.play(oc::Move{cell, kind}, &e);
  std::string text;
  if (result == oc::MatchError::None) {
    if (answering) {
      if (puzzles_.answer(oc::Move{cell, kind}) == oc::PuzzleState::Solved) ++puzzlesSolved_;
      savePuzzleStreak();
    }
    afterChange();
    return text;
  }
  if (result == oc::MatchError::SendLink) {
    text = "Your move is made \xE2\x80\x94 send the new link to the other player";
  } else if (result == oc::MatchError::NotYourTurn) {
    const std::string wait = match_.computerWaitReason();
    text = wait == "reviewing" ? "The computer waits while the review is open \xE2\x80\x94 close it to play on"
           : wait == "paused"  ? "The computer is paused \xE2\x80\x94 resume it or change the players"
                               : "Wait for the computer's move";
  } else {
    text = oc::capitalised(oc::moveErrorText(e));
    if (e == oc::MoveError::Occupied) text = oc::cellName(game().geometry(), cell) + ": " + oc::moveErrorText(e);
    if (e == oc::MoveError::GameOver) text += " \xE2\x80\x94 undo or start a new game";
  }
  showMessage(text);
  return text;
}

bool App::undo() {
  if (puzzleActive_ && puzzles_.state() == oc::PuzzleState::Missed) {
    retryPuzzle();
    return true;
  }
  if (!match_.undo()) {
    showMessage(settings().correspondence && game().canUndo() ? "Moves made before this link cannot be taken back" : "Nothing to undo");
    return false;
  }
  afterChange();
  return true;
}

void App::redo() {
  // A move taken back with Try again is not an answer to replay.
  if (puzzleAwaitsAnswer() || !match_.redo()) {
    showMessage("Nothing to redo");
    return;
  }
  afterChange();
}

void App::goTo(int ply) {
  if (match_.goTo(ply)) afterChange();
}

void App::startNew(const oc::Rules& rules, const oc::Seat& order, const oc::Seat& chaos, oc::Speed speed) {
  leaveAnalysisBoard();
  puzzleActive_ = false;
  match_.setSeat(oc::Role::Order, order);
  match_.setSeat(oc::Role::Chaos, chaos);
  match_.settings().speed = speed;
  match_.pause(false);
  match_.newGame(rules);
  ++gameSerial_;
  startView();
}

void App::replaceSession(oc::Session session) {
  leaveAnalysisBoard();
  puzzleActive_ = false;
  match_.replaceSession(std::move(session));
  ++gameSerial_;
  startView();
}

std::optional<oc::ReviewedMove> App::mistakeOnBoard() const {
  if (!review_.active() || review_.running()) return std::nullopt;
  const int ply = game().moveCount();
  const std::vector<oc::ReviewedMove> moves = review_.review().moves();
  if (ply < 1 || ply > static_cast<int>(moves.size()) || !moves[static_cast<std::size_t>(ply - 1)].mistake) return std::nullopt;
  return moves[static_cast<std::size_t>(ply - 1)];
}

void App::setHints(bool on) { match_.settings().hints = on; }

void App::openPuzzle(oc::PuzzleLink link) {
  if (puzzles_.empty()) {
    pendingPuzzle_ = link;
    if (puzzlesLoading_) return;
    puzzlesLoading_ = true;
    requestPuzzleSet([this](const std::string& text, const std::string& error) { takePuzzleSet(text, error); });
    return;
  }
  if (link.daily) openPuzzleAt(oc::dailyPuzzleIndex(static_cast<std::int64_t>(std::time(nullptr)) / 86400, puzzles_.count()));
  else if (link.number > puzzles_.count()) {
    feedback.notices.push_back("There are " + std::to_string(puzzles_.count()) + " puzzles; puzzle " + std::to_string(link.number) +
                      " does not exist, so here is the first.");
    openPuzzleAt(0);
  } else {
    openPuzzleAt(link.number - 1);
  }
}

void App::takePuzzleSet(const std::string& text, const std::string& error) {
  puzzlesLoading_ = false;
  std::string why = error;
  std::vector<oc::Puzzle> set = why.empty() ? oc::parsePuzzleSet(text, oc::Rules{}, &why) : std::vector<oc::Puzzle>{};
  if (set.empty()) {
    feedback.notices.push_back(why.empty() ? "The puzzle set is empty." : oc::capitalised(why) + ".");
    pendingPuzzle_.reset();
    drawAgainWithin(0);
    return;
  }
  puzzles_ = oc::PuzzleTrainer(std::move(set));
  if (const std::optional<std::string> streak = loadPreference("puzzle-streak")) puzzles_.setStreak(std::atoi(streak->c_str()));
  if (pendingPuzzle_) openPuzzle(*pendingPuzzle_);
  pendingPuzzle_.reset();
  drawAgainWithin(0);
}

void App::openPuzzleAt(int index) {
  if (puzzles_.empty()) return;
  puzzles_.open(index);
  oc::SessionSettings s = settings();
  s.order = oc::Seat{oc::SeatKind::Human, s.order.level};
  s.chaos = oc::Seat{oc::SeatKind::Human, s.chaos.level};
  s.hints = false;
  s.correspondence = false;
  // The puzzle's position is a set-up: undo stops there.
  oc::Game position = puzzles_.puzzle().position();
  position.markSetup(position.moveCount());
  replaceSession(oc::Session{std::move(position), s});
  puzzleActive_ = true;
  puzzleClueText_.clear();
}

void App::puzzleClue() {
  if (puzzleActive_ && puzzles_.state() == oc::PuzzleState::Solving) puzzleClueText_ = puzzles_.clue();
}

bool App::puzzleAwaitsAnswer() const {
  return puzzleActive_ && puzzles_.state() == oc::PuzzleState::Solving && game().history() == puzzles_.puzzle().moves;
}

void App::retryPuzzle() {
  if (!puzzleActive_) return;
  while (game().history().size() > puzzles_.puzzle().moves.size() && match_.undo()) {
  }
  puzzles_.retry();
  afterChange();
}

// The answer is played on the board and the hint card explains what follows
// (the verdict and, for Order, the winning line).
void App::showPuzzleSolution() {
  if (!puzzleActive_) return;
  if (puzzles_.state() == oc::PuzzleState::Missed) retryPuzzle();
  if (puzzles_.state() != oc::PuzzleState::Solving) return;
  puzzles_.showSolution();
  savePuzzleStreak();
  if (game().history() == puzzles_.puzzle().moves && match_.play(puzzles_.puzzle().solution.front()) == oc::MatchError::None) afterChange();
  setHints(true);
  panels.showLine = true;
}

bool App::solutionStepReady() const {
  const bool stepping = editing_ || (puzzleActive_ && puzzles_.state() == oc::PuzzleState::Shown);
  return stepping && !game().over() && hintsOn() && hint().move && oc::followsProvenLine(hint());
}

bool App::playSolutionStep() {
  if (!solutionStepReady()) return false;
  if (match_.play(*hint().move) != oc::MatchError::None) return false;
  afterChange();
  return true;
}

void App::openAnalysisBoard(const oc::Rules& rules) {
  // The position on the board when the rules stay, else (other rules, or a
  // finished game) an empty board.
  std::optional<oc::Game> start = rules == game().rules() ? oc::gameFromSetup(oc::setupOf(game())) : std::nullopt;
  std::string why;
  if (!start) start = oc::gameFromSetup(oc::emptySetup(rules, oc::Role::Order), &why);
  if (!start) {
    showMessage(oc::capitalised(why));
    return;
  }
  if (!editing_) gameBeforeBoard_ = oc::Session{game(), settings()};
  stopReview();
  puzzleActive_ = false;
  oc::SessionSettings s = settings();
  s.order = oc::Seat{oc::SeatKind::Human, s.order.level};
  s.chaos = oc::Seat{oc::SeatKind::Human, s.chaos.level};
  s.correspondence = false;
  s.hints = true;  // the verdict, its reason and the line are the hint card's
  match_.replaceSession(oc::Session{std::move(*start), s});
  ++gameSerial_;
  startView();
  editing_ = true;
  moveValuesFor_.reset();
}

// The set-up becomes the position on the board, or is refused with the reason.
std::string App::applySetup(const oc::BoardSetup& setup) {
  std::string why;
  std::optional<oc::Game> game = oc::gameFromSetup(setup, &why);
  if (!game) {
    why = oc::capitalised(why) + " \xE2\x80\x94 the set-up stays as it was";
    showMessage(why);
    return why;
  }
  match_.replaceSession(oc::Session{std::move(*game), settings()});
  afterChange();
  return "";
}

std::string App::editCell(int cell, oc::Kind kind) {
  oc::BoardSetup setup = oc::setupOf(game());
  if (cell < 0 || cell >= static_cast<int>(setup.cells.size())) return "";
  std::optional<oc::Kind>& c = setup.cells[static_cast<std::size_t>(cell)];
  c = c == kind ? std::nullopt : std::optional<oc::Kind>(kind);
  return applySetup(setup);
}

std::string App::clearCell(int cell) {
  oc::BoardSetup setup = oc::setupOf(game());
  if (cell < 0 || cell >= static_cast<int>(setup.cells.size())) return "";
  setup.cells[static_cast<std::size_t>(cell)].reset();
  return applySetup(setup);
}

std::string App::clearBoard() { return applySetup(oc::emptySetup(game().rules(), oc::setupOf(game()).toMove)); }

std::string App::setSideToMove(oc::Role side) {
  oc::BoardSetup setup = oc::setupOf(game());
  setup.toMove = side;
  return applySetup(setup);
}

std::string App::playFromSetup(const oc::Seat& order, const oc::Seat& chaos) {
  if (!editing_) return "";
  // The position on the board (the line stepped through included) is the start.
  std::optional<oc::Game> start = oc::gameFromSetup(oc::setupOf(game()));
  if (!start) {
    const std::string why = "The game is over here \xE2\x80\x94 step back or change the set-up";
    showMessage(why);
    return why;
  }
  leaveAnalysisBoard();
  oc::SessionSettings s = settings();
  s.order = order;
  s.chaos = chaos;
  replaceSession(oc::Session{std::move(*start), s});
  match_.pause(false);
  return "";
}

void App::closeAnalysisBoard() {
  std::optional<oc::Session> back = std::move(gameBeforeBoard_);
  leaveAnalysisBoard();
  if (back) replaceSession(std::move(*back));
}

void App::leaveAnalysisBoard() {
  if (!editing_) return;
  editing_ = false;
  moveValuesSolving_.stop(*analysis_);
  moveValuesFor_.reset();
  gameBeforeBoard_.reset();
}

// The move values follow the position on the analysis board.
void App::updateMoveValues() {
  if (!editing_) return;
  const ValuedPosition shown{game().rules(), game().history()};
  if (moveValuesFor_ != shown) {
    moveValuesSolving_.stop(*analysis_);
    moveValues_ = oc::MoveValues(game());
    moveValuesFor_ = shown;
    moveValuesSolving_.start(moveValues_, *analysis_);
  }
  moveValuesSolving_.update(*analysis_);
}

void App::savePuzzleStreak() { savePreference("puzzle-streak", std::to_string(puzzles_.streak())); }

std::string App::addressQuery() const {
  if (puzzleActive_) return "puzzle=" + std::to_string(puzzles_.index() + 1);
  // A review stays in the address, so a reload or a shared link reviews again.
  const std::string query = oc::sessionToQuery(game(), settings());
  return review_.active() ? query + (query.empty() ? "" : "&") + "review=on" : query;
}

void App::setSound(bool on) {
  soundOn_ = on;
  savePreference("sound", on ? "on" : "off");
}

void App::setTheme(oc::Theme theme) {
  match_.settings().theme = theme;
  applyTheme(theme);
}

void App::cycleTheme() {
  const oc::Theme order[] = {oc::Theme::Dark, oc::Theme::Light, oc::Theme::ColourBlind, oc::Theme::ColourBlindLight};
  int i = 0;
  while (i < 4 && order[i] != settings().theme) ++i;
  setTheme(order[(i + 1) % 4]);
}

void App::moveCursor(int dRow, int dCol) {
  const oc::Geometry& g = game().geometry();
  const int n = g.size();
  const int row = (g.row(input.cursor) + dRow + n) % n;
  const int col = (g.col(input.cursor) + dCol + n) % n;
  input.cursor = g.index(row, col);
  input.cursorShown = true;
}

void App::tick(double nowSeconds) {
  const auto started = std::chrono::steady_clock::now();
  ++framesDrawn_;
  const double frameMs = lastTick_ < 0 ? 16.7 : (nowSeconds - lastTick_) * 1000.0;
  lastTick_ = nowSeconds;
  now = nowSeconds;
  if (review_.active() && !review_.covers(game())) stopReview();  // the game went another way
  match_.update(now, *analysis_);  // also runs the pause clock
  afterChange();
  updateHint();
  review_.update(*analysis_);
  updateMoveValues();
  if (std::string notice = analysis_->takeNotice(); !notice.empty()) feedback.notices.push_back(std::move(notice));
  // A service on this thread gets its share of the frame.
  if (!analysis_->background() && analysis_->busy()) {
    analysis_->work(std::clamp(frameMs * kSliceShare, kMinSliceMilliseconds, kMaxSliceMilliseconds));
    drawAgainWithin(0);  // the search goes on in the next frame's slice
  }
  // The computer's pause before its move runs on this clock, and its spinner turns.
  if (match_.computerToMove()) drawAgainWithin(0);
  longestTickMs_ = std::max(longestTickMs_, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
}

// The hint's search: asked for when the position changes, taken when ready.
void App::updateHint() {
  if (!hintsOn()) {
    analysis_->cancel(oc::AnalysisSlot::Hint);
    shownHintMove_ = -1;
    return;
  }
  if (hints_.setPosition(game())) {
    if (hints_.wantsSearch()) analysis_->request(oc::AnalysisSlot::Hint, oc::analysisRequest(game(), hints_.budget(), ++hintTag_));
    else analysis_->cancel(oc::AnalysisSlot::Hint);
  }
  if (std::optional<oc::AnalysisReply> reply = analysis_->take(oc::AnalysisSlot::Hint); reply && reply->tag == hintTag_)
    hints_.finish(reply->result);
  const std::optional<oc::Move>& move = hints_.hint().move;
  const int shown = move ? move->cell * 2 + static_cast<int>(move->kind) : -1;
  if (shown != shownHintMove_) {
    shownHintMove_ = shown;
    feedback.hintShownAt = now;
  }
}

}  // namespace ui
