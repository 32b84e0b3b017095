#include "session/settings.h"

#include <cctype>

#include "notation.h"

namespace oc {

namespace {

constexpr std::string_view kSavedPrefix = "order-and-chaos/1?";

std::string quotedText(std::string_view s) { return "'" + std::string(s) + "'"; }

std::optional<bool> parseSwitch(std::string_view text) {
  if (text == "on" || text == "1" || text == "true" || text == "yes") return true;
  if (text == "off" || text == "0" || text == "false" || text == "no") return false;
  return std::nullopt;
}

std::optional<Speed> parseSpeed(std::string_view text) {
  for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast})
    if (text == speedName(s)) return s;
  return std::nullopt;
}

// Reads one settings key; false if the key is not a settings key.
bool readSettingsKey(const std::string& key, const std::string& value, SessionSettings& s, std::vector<std::string>& problems) {
  const std::string bad = "invalid value " + quotedText(value) + " for '" + key + "'";
  if (key == "o" || key == "c") {
    if (const std::optional<Seat> seat = parseSeat(value)) s.seat(key == "o" ? Role::Order : Role::Chaos) = *seat;
    else problems.push_back(bad + " (use human, casual, strong or perfect)");
  } else if (key == "hints") {
    if (const std::optional<bool> on = parseSwitch(value)) s.hints = *on;
    else problems.push_back(bad + " (use on or off)");
  } else if (key == "theme") {
    if (const std::optional<Theme> t = parseTheme(value)) s.theme = *t;
    else problems.push_back(bad + " (use dark, light, colourblind or colourblind-light)");
  } else if (key == "corr") {
    if (const std::optional<bool> on = parseSwitch(value)) s.correspondence = *on;
    else problems.push_back(bad + " (use 1 or 0)");
  } else if (key == "origin") {
    std::string why;
    if (std::optional<std::vector<std::string>> origins = parseOriginList(value, &why)) s.embedOrigins = std::move(*origins);
    else problems.push_back(bad + " (" + why + ")");
  } else if (key == "speed") {
    if (const std::optional<Speed> sp = parseSpeed(value)) s.speed = *sp;
    else problems.push_back(bad + " (use slow, normal or fast)");
  } else {
    return false;
  }
  return true;
}

// What a saved game that cannot be restored still says of the player's
// choices: a new game with its rules, and its look, hints, seats and speed,
// each where it reads cleanly (the rest at its standard). Not its moves, its
// correspondence mark or its embedding origins. Nothing if it is not a saved
// game at all.
std::optional<Session> salvagedSession(std::string_view saved) {
  if (saved.substr(0, kSavedPrefix.size()) != kSavedPrefix) return std::nullopt;
  const Session read = sessionFromQuery(saved.substr(kSavedPrefix.size()), SessionSettings{}).session;
  Session kept{Game(read.game.rules()), SessionSettings{}};
  kept.settings.theme = read.settings.theme;
  kept.settings.hints = read.settings.hints;
  kept.settings.order = read.settings.order;
  kept.settings.chaos = read.settings.chaos;
  kept.settings.speed = read.settings.speed;
  return kept;
}

}  // namespace

std::string seatName(const Seat& s) { return s.kind == SeatKind::Human ? "human" : levelName(s.level); }

std::optional<Seat> parseSeat(std::string_view text) {
  if (text == "human") return Seat{SeatKind::Human, Level::Strong};
  if (const std::optional<Level> l = parseLevel(std::string(text))) return Seat{SeatKind::Computer, *l};
  return std::nullopt;
}

const char* speedName(Speed s) {
  switch (s) {
    case Speed::Slow: return "slow";
    case Speed::Normal: return "normal";
    case Speed::Fast: return "fast";
  }
  return "";
}

double computerDelaySeconds(Speed s) {
  switch (s) {
    case Speed::Slow: return 1.5;
    case Speed::Normal: return 0.6;
    case Speed::Fast: return 0.12;
  }
  return 0.6;
}

const char* themeName(Theme t) {
  switch (t) {
    case Theme::Dark: return "dark";
    case Theme::Light: return "light";
    case Theme::ColourBlind: return "colourblind";
    case Theme::ColourBlindLight: return "colourblind-light";
  }
  return "";
}

std::optional<Theme> parseTheme(std::string_view text) {
  for (Theme t : {Theme::Dark, Theme::Light, Theme::ColourBlind, Theme::ColourBlindLight})
    if (text == themeName(t)) return t;
  if (text == "colorblind") return Theme::ColourBlind;  // the American spelling too
  if (text == "colorblind-light") return Theme::ColourBlindLight;
  return std::nullopt;
}

std::string sessionToQuery(const Game& game, const SessionSettings& s) {
  const SessionSettings standard;
  std::string q = gameToQuery(game);
  auto add = [&q](const char* key, const std::string& value) { q += (q.empty() ? "" : "&") + std::string(key) + "=" + value; };
  if (s.order != standard.order) add("o", seatName(s.order));
  if (s.chaos != standard.chaos) add("c", seatName(s.chaos));
  if (s.hints != standard.hints) add("hints", s.hints ? "on" : "off");
  if (s.theme != standard.theme) add("theme", themeName(s.theme));
  if (s.speed != standard.speed) add("speed", speedName(s.speed));
  if (s.correspondence) add("corr", "1");
  if (!s.embedOrigins.empty()) {
    std::string list;
    for (const std::string& o : s.embedOrigins) list += (list.empty() ? "" : ",") + o;
    add("origin", list);
  }
  return q;
}

std::string shareQuery(const Game& game, const SessionSettings& s) {
  SessionSettings shared;
  shared.order = s.order;
  shared.chaos = s.chaos;
  shared.speed = s.speed;
  shared.correspondence = !s.order.computer() && !s.chaos.computer();
  return sessionToQuery(game, shared);
}

std::optional<std::vector<std::string>> parseOriginList(std::string_view text, std::string* error) {
  std::vector<std::string> origins;
  std::size_t i = 0;
  while (i <= text.size()) {
    std::size_t end = text.find(',', i);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view o = text.substr(i, end - i);
    i = end + 1;
    const std::size_t scheme = o.find("://");
    const std::string_view sch = scheme == std::string_view::npos ? std::string_view() : o.substr(0, scheme);
    const std::string_view host = scheme == std::string_view::npos ? std::string_view() : o.substr(scheme + 3);
    bool ok = (sch == "http" || sch == "https") && !host.empty();
    for (char c : host) ok = ok && (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' || c == '[' || c == ']');
    if (!ok) {
      if (error) *error = "'" + std::string(o) + "' is not an origin like https://example.org";
      return std::nullopt;
    }
    origins.emplace_back(o);
  }
  return origins;
}

SessionQuery sessionFromQuery(std::string_view query, const SessionSettings& defaults) {
  SessionSettings settings = defaults;
  QueryGame q = gameFromQuery(query, [&settings](const std::string& key, const std::string& value, std::vector<std::string>& problems) {
    return readSettingsKey(key, value, settings, problems);
  });
  return SessionQuery{Session{std::move(q.game), settings}, std::move(q.problems)};
}

std::string encodeSavedSession(const Game& game, const SessionSettings& settings) {
  return std::string(kSavedPrefix) + sessionToQuery(game, settings);
}

std::optional<Session> decodeSavedSession(std::string_view text, std::string* error) {
  if (text.substr(0, kSavedPrefix.size()) != kSavedPrefix) {
    if (error) *error = "not a saved game of this version";
    return std::nullopt;
  }
  SessionQuery q = sessionFromQuery(text.substr(kSavedPrefix.size()), SessionSettings{});
  if (!q.problems.empty()) {
    if (error) *error = q.problems.front();
    return std::nullopt;
  }
  return std::move(q.session);
}

SessionQuery openSession(std::string_view query, const std::optional<std::string>& saved) {
  std::optional<Session> restored;
  std::optional<Session> salvaged;
  std::vector<std::string> notices;
  if (saved) {
    std::string why;
    restored = decodeSavedSession(*saved, &why);
    if (!restored) {
      salvaged = salvagedSession(*saved);
      notices.push_back(std::string("the saved game could not be read, so it was set aside and a new game starts") +
                        (salvaged ? " with its rules and your settings" : "") + ". The fault: " + why);
    }
  }
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  SessionQuery out;
  if (!query.empty()) {
    SessionSettings defaults;
    if (restored) defaults.theme = restored->settings.theme;
    if (salvaged) defaults.theme = salvaged->settings.theme;
    out = sessionFromQuery(query, defaults);
  } else if (restored) {
    out.session = std::move(*restored);
  } else if (salvaged) {
    out.session = std::move(*salvaged);
  }
  out.problems.insert(out.problems.begin(), notices.begin(), notices.end());
  out.savedUnreadable = saved && !restored;
  return out;
}

}  // namespace oc
