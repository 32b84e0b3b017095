// What a session is set up with beyond the rules: who sits on each side
// (a human or the computer at a level), hints, the look, and the pace of
// computer-vs-computer games. Settings and the game in progress travel as
// one URL query ("o=human&c=perfect&hints=on&m=c3x.d4o"), which serves three
// uses: the page's own URL, share links, and the saved state of a reload.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "ai/players.h"

namespace oc {

enum class SeatKind : std::uint8_t { Human, Computer };

struct Seat {
  SeatKind kind = SeatKind::Human;
  Level level = Level::Strong;  // when the computer plays
  bool computer() const { return kind == SeatKind::Computer; }
  friend bool operator==(const Seat& a, const Seat& b) { return a.kind == b.kind && (a.kind == SeatKind::Human || a.level == b.level); }
  friend bool operator!=(const Seat& a, const Seat& b) { return !(a == b); }
};

// "human", or the computer's level ("casual", "strong", "perfect").
std::string seatName(const Seat& s);
std::optional<Seat> parseSeat(std::string_view text);

// Pause before each computer move, so that a player sees it happen; in
// computer-vs-computer games it sets the pace.
enum class Speed : std::uint8_t { Slow, Normal, Fast };
const char* speedName(Speed s);
double computerDelaySeconds(Speed s);

enum class Theme : std::uint8_t { Dark, Light, ColourBlind, ColourBlindLight };
const char* themeName(Theme t);  // "dark", "light", "colourblind", "colourblind-light"
std::optional<Theme> parseTheme(std::string_view text);

struct SessionSettings {
  Seat order{SeatKind::Human, Level::Strong};
  Seat chaos{SeatKind::Computer, Level::Strong};
  bool hints = false;
  Theme theme = Theme::Dark;
  Speed speed = Speed::Normal;
  // A game played by links between two people ("corr=1"): each link carries
  // one move; after making it the player sends the new link back.
  bool correspondence = false;
  // Embedding: the origins whose postMessage commands are accepted and that
  // receive the events ("origin=https://a.example,https://b.example");
  // empty: any origin.
  std::vector<std::string> embedOrigins;

  Seat& seat(Role r) { return r == Role::Order ? order : chaos; }
  const Seat& seat(Role r) const { return r == Role::Order ? order : chaos; }
};

struct Session {
  Game game;
  SessionSettings settings;
};

// The query that reproduces the session (keys at their default are left out).
std::string sessionToQuery(const Game& game, const SessionSettings& settings);

// The link that reproduces the game for someone else: the rules, the moves
// and the seats. Between two humans it is a correspondence link (corr=1).
// The look (theme, hints) stays with each player.
std::string shareQuery(const Game& game, const SessionSettings& settings);

// "https://host[:port]" origins, comma-separated; nullopt and a reason if
// any is malformed.
std::optional<std::vector<std::string>> parseOriginList(std::string_view text, std::string* error = nullptr);

// Tolerant, for links: every bad value is named in `problems` and left at
// its default; the result is always playable.
struct SessionQuery {
  Session session;
  std::vector<std::string> problems;
  bool savedUnreadable = false;  // openSession: the saved data was corrupt (the caller sets it aside)
};
SessionQuery sessionFromQuery(std::string_view query, const SessionSettings& defaults = {});

// Strict, for saved state: all or nothing. Corrupt or foreign text gives
// nullopt and a reason; the caller keeps what it has.
std::string encodeSavedSession(const Game& game, const SessionSettings& settings);
std::optional<Session> decodeSavedSession(std::string_view text, std::string* error = nullptr);

// The session a page or program opens with: the link's query when there is
// one (the saved theme fills in when the link names none), else the saved
// session, else a new game. Problems with either become notices; unreadable
// saved data is set aside, never fatal.
SessionQuery openSession(std::string_view query, const std::optional<std::string>& saved);

}  // namespace oc
