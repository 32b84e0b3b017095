#include "session/match.h"

#include <utility>

namespace oc {

namespace {
// Requests are numbered across all matches, so a reply can never be taken
// for another match's (or an earlier position's) request.
std::uint64_t nextRequestTag() {
  static std::uint64_t tag = 0;
  return ++tag;
}
}  // namespace

Match::Match(Session session) { replaceSession(std::move(session)); }

bool Match::awaitingReply() const { return settings_.correspondence && game_.moveCount() > linkPly_; }
Match::~Match() = default;
Match::Match(Match&&) noexcept = default;
Match& Match::operator=(Match&&) noexcept = default;

ComputerPlayer& Match::player(Role r) {
  std::unique_ptr<ComputerPlayer>& p = players_[r == Role::Order ? 0 : 1];
  const Level level = settings_.seat(r).level;
  if (!p) p = std::make_unique<ComputerPlayer>(level, r == Role::Order ? 11 : 23);
  p->setLevel(level);
  p->setSearchNodes(searchNodes_[static_cast<std::size_t>(level)]);
  return *p;
}

void Match::afterChange(double now) {
  ++version_;
  lastChangeTime_ = now;
}

void Match::setSeat(Role r, const Seat& s) {
  if (settings_.seat(r) == s) return;
  settings_.seat(r) = s;
  afterChange(-1);
}

bool Match::humanToMove() const { return !game_.over() && seatIsHuman(game_.toMove()); }

bool Match::computerToMove() const {
  return !game_.over() && !seatIsHuman(game_.toMove()) && !paused_ && !heldForReview_ &&
         (game_.redoStack().empty() || playOn_);
}

void Match::holdForReview(bool held) {
  if (heldForReview_ && !held) lastChangeTime_ = -1;  // the pause runs again from the next update
  heldForReview_ = held;
}

std::string Match::computerWaitReason() const {
  if (game_.over() || seatIsHuman(game_.toMove())) return "";
  if (heldForReview_) return "reviewing";
  if (paused_) return "paused";
  if (!game_.redoStack().empty() && !playOn_) return "looking back";
  return "";
}

MatchError Match::play(Move m, MoveError* moveError) {
  if (moveError) *moveError = MoveError::None;
  if (!game_.over() && !seatIsHuman(game_.toMove())) return MatchError::NotYourTurn;
  if (awaitingReply()) return MatchError::SendLink;
  const MoveError e = game_.play(m);
  if (moveError) *moveError = e;
  if (e != MoveError::None) return MatchError::Move;
  lastReason_.clear();
  playOn_ = false;
  afterChange(-1);
  return MatchError::None;
}

bool Match::undo() {
  if (settings_.correspondence && game_.moveCount() <= linkPly_) return false;
  if (!game_.undo()) return false;
  // Back to the last position where a human chose, if a human plays at all.
  const bool anyHuman = seatIsHuman(Role::Order) || seatIsHuman(Role::Chaos);
  while (anyHuman && !seatIsHuman(game_.toMove()) && game_.canUndo()) game_.undo();
  lastReason_.clear();
  playOn_ = false;
  afterChange(-1);
  return true;
}

bool Match::redo() {
  if (!game_.redo()) return false;
  const bool anyHuman = seatIsHuman(Role::Order) || seatIsHuman(Role::Chaos);
  while (anyHuman && !game_.over() && !seatIsHuman(game_.toMove()) && game_.canRedo()) game_.redo();
  lastReason_.clear();
  playOn_ = false;
  afterChange(-1);
  return true;
}

bool Match::goTo(int ply) {
  const int total = game_.moveCount() + static_cast<int>(game_.redoStack().size());
  if (ply < game_.setupPly() || ply > total) return false;
  if (settings_.correspondence && ply < linkPly_) return false;
  if (ply == game_.moveCount()) return true;
  while (game_.moveCount() > ply) game_.undo();
  while (game_.moveCount() < ply) game_.redo();
  lastReason_.clear();
  playOn_ = false;
  afterChange(-1);
  return true;
}

void Match::playOnFromHere() {
  if (playOn_) return;
  playOn_ = true;
  afterChange(-1);
}

void Match::newGame(const Rules& rules) {
  game_ = Game(rules);
  settings_.correspondence = false;  // a new game is local until shared
  linkPly_ = 0;
  lastReason_.clear();
  playOn_ = false;
  afterChange(-1);
}

void Match::replaceSession(Session session) {
  game_ = std::move(session.game);
  settings_ = session.settings;
  linkPly_ = game_.moveCount();
  thinkingFor_ = 0;
  lastReason_.clear();
  playOn_ = false;
  paused_ = false;
  afterChange(-1);
}

std::optional<Move> Match::update(double now, AnalysisService& analysis) {
  if (lastChangeTime_ < 0) lastChangeTime_ = now;  // the pause runs from the first update after a change
  if (!computerToMove()) {
    if (searching_) analysis.cancel(AnalysisSlot::Player);
    searching_ = false;
    return std::nullopt;
  }
  ComputerPlayer& p = player(game_.toMove());
  if (thinkingFor_ != version_) {
    p.start(game_);
    thinkingFor_ = version_;
    searching_ = p.thinking();
    if (searching_) {
      requestTag_ = nextRequestTag();
      analysis.request(AnalysisSlot::Player, analysisRequest(game_, p.searchBudget(), requestTag_));
    }
  }
  if (searching_) {
    if (std::optional<AnalysisReply> reply = analysis.take(AnalysisSlot::Player); reply && reply->tag == requestTag_) {
      p.finish(reply->result);
      searching_ = false;
    }
  }
  if (p.thinking()) return std::nullopt;
  if (now - lastChangeTime_ < computerDelaySeconds(settings_.speed)) return std::nullopt;
  const Move m = p.choice().move;
  if (game_.play(m) != MoveError::None) {
    // The player only offers legal moves; should it not, the human takes over
    // rather than the game breaking.
    paused_ = true;
    return std::nullopt;
  }
  lastReason_ = p.choice().reason;
  playOn_ = false;
  afterChange(now);
  return m;
}

}  // namespace oc
