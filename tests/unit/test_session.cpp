// Session settings and saved state: the query that carries seats, hints,
// theme and speed with the game; tolerant for links, strict for saved data.
#include <catch_amalgamated.hpp>

#include "notation.h"
#include "session/settings.h"
#include "test_helpers.h"

using namespace oc;

TEST_CASE("settings: the default session is a human Order against a strong computer Chaos") {
  const SessionQuery q = sessionFromQuery("");
  CHECK(q.problems.empty());
  CHECK(q.session.settings.order == Seat{SeatKind::Human, Level::Strong});
  CHECK(q.session.settings.chaos == Seat{SeatKind::Computer, Level::Strong});
  CHECK_FALSE(q.session.settings.hints);
  CHECK(q.session.settings.theme == Theme::Dark);
  CHECK(sessionToQuery(q.session.game, q.session.settings).empty());
}

TEST_CASE("settings: every key round-trips through the query") {
  Game game = test::gameFrom(Rules{4, 4, Variant::Classic, Role::Chaos}, "b2x c3o");
  SessionSettings s;
  s.order = Seat{SeatKind::Computer, Level::Perfect};
  s.chaos = Seat{SeatKind::Human, Level::Strong};
  s.hints = true;
  s.theme = Theme::ColourBlindLight;
  s.speed = Speed::Fast;
  const std::string query = sessionToQuery(game, s);
  CHECK(query == "n=4&l=4&f=chaos&m=b2x.c3o&o=perfect&c=human&hints=on&theme=colourblind-light&speed=fast");
  const SessionQuery back = sessionFromQuery("?" + query);
  REQUIRE(back.problems.empty());
  CHECK(back.session.game.history() == game.history());
  CHECK(back.session.game.rules() == game.rules());
  CHECK(back.session.settings.order == s.order);
  CHECK(back.session.settings.chaos == s.chaos);
  CHECK(back.session.settings.hints);
  CHECK(back.session.settings.theme == Theme::ColourBlindLight);
  CHECK(back.session.settings.speed == Speed::Fast);
}

TEST_CASE("settings: a bad value is named and left at its default, the rest still applies") {
  const SessionQuery q = sessionFromQuery("o=wizard&c=perfect&hints=maybe&theme=neon&speed=warp&m=c3x&zoom=2");
  REQUIRE(q.problems.size() == 5);
  CHECK(q.problems[0] == "invalid value 'wizard' for 'o' (use human, casual, strong or perfect)");
  CHECK(q.problems[1].find("'hints'") != std::string::npos);
  CHECK(q.problems[2].find("'neon'") != std::string::npos);
  CHECK(q.problems[3].find("'speed'") != std::string::npos);
  CHECK(q.problems[4] == "unknown parameter 'zoom'");
  CHECK(q.session.settings.order.kind == SeatKind::Human);
  CHECK(q.session.settings.chaos == Seat{SeatKind::Computer, Level::Perfect});
  CHECK_FALSE(q.session.settings.hints);
  CHECK(q.session.settings.theme == Theme::Dark);
  CHECK(q.session.game.moveCount() == 1);
}

TEST_CASE("settings: defaults passed in (saved preferences) fill the keys a link leaves out") {
  SessionSettings saved;
  saved.theme = Theme::Light;
  saved.hints = true;
  const SessionQuery q = sessionFromQuery("hints=off", saved);
  CHECK(q.problems.empty());
  CHECK(q.session.settings.theme == Theme::Light);
  CHECK_FALSE(q.session.settings.hints);
}

TEST_CASE("saved state: encodes and decodes the whole session") {
  Game game = test::gameFrom(Rules{6, 5, Variant::ExactFive, Role::Order}, "a1x b2o c3x");
  SessionSettings s;
  s.hints = true;
  s.chaos = Seat{SeatKind::Computer, Level::Casual};
  const std::string saved = encodeSavedSession(game, s);
  std::string error;
  const std::optional<Session> back = decodeSavedSession(saved, &error);
  REQUIRE(back);
  CHECK(error.empty());
  CHECK(back->game.history() == game.history());
  CHECK(back->game.rules().variant == Variant::ExactFive);
  CHECK(back->settings.hints);
  CHECK(back->settings.chaos == s.chaos);
}

TEST_CASE("saved state: corrupt data is refused whole, with a reason") {
  const std::string good = encodeSavedSession(test::gameFrom(Rules{}, "a1x b2o"), SessionSettings{});
  const char* corrupt[] = {
      "",
      "garbage",
      "order-and-chaos/2?m=a1x",                 // a future version
      "order-and-chaos/1?m=a1x.a1o",             // an illegal replay
      "order-and-chaos/1?m=a1x&o=robot",         // a bad seat
      "order-and-chaos/1?n=99",                  // impossible rules
      "order-and-chaos/1?m=a1x&theme=%ZZ",       // a bad escape
  };
  for (const char* text : corrupt) {
    INFO(text);
    std::string error;
    CHECK_FALSE(decodeSavedSession(text, &error));
    CHECK_FALSE(error.empty());
  }
  // Every truncation of a good save is either refused or a valid shorter game.
  for (std::size_t n = 0; n < good.size(); ++n) {
    const std::optional<Session> s = decodeSavedSession(good.substr(0, n));
    if (s) CHECK(s->game.moveCount() <= 2);
  }
}

TEST_CASE("opening: a link wins over the saved game, the saved game over a fresh one") {
  SessionSettings savedSettings;
  savedSettings.theme = Theme::Light;
  savedSettings.hints = true;
  const std::string saved = encodeSavedSession(test::gameFrom(Rules{}, "a1x b2o"), savedSettings);

  const SessionQuery fromLink = openSession("?m=c3x&c=perfect", saved);
  CHECK(fromLink.problems.empty());
  CHECK(fromLink.session.game.moveCount() == 1);
  CHECK(fromLink.session.settings.chaos.level == Level::Perfect);
  CHECK(fromLink.session.settings.theme == Theme::Light);  // the player's look stays
  CHECK_FALSE(fromLink.session.settings.hints);             // the link's game, not the saved one

  const SessionQuery restored = openSession("", saved);
  CHECK(restored.problems.empty());
  CHECK(restored.session.game.moveCount() == 2);
  CHECK(restored.session.settings.hints);

  const SessionQuery fresh = openSession("", std::nullopt);
  CHECK(fresh.problems.empty());
  CHECK(fresh.session.game.moveCount() == 0);
}

TEST_CASE("opening: corrupt saved data gives a notice and a new game, never a failure") {
  const SessionQuery q = openSession("", std::string("order-and-chaos/1?m=zz9"));
  REQUIRE(q.problems.size() == 1);
  CHECK(q.problems[0].find("saved game could not be read") != std::string::npos);
  CHECK(q.savedUnreadable);
  CHECK_FALSE(openSession("", std::nullopt).savedUnreadable);
  CHECK(q.session.game.moveCount() == 0);
  // A link still opens, with the notice about the saved data first.
  const SessionQuery link = openSession("m=c3x&zoom=1", std::string("\x01\x02 junk"));
  REQUIRE(link.problems.size() == 2);
  CHECK(link.problems[1] == "unknown parameter 'zoom'");
  CHECK(link.session.game.moveCount() == 1);
}

TEST_CASE("opening: a saved game whose moves cannot be read keeps its rules and the player's settings") {
  SessionSettings mine;
  mine.theme = Theme::ColourBlindLight;
  mine.hints = true;
  mine.chaos = Seat{SeatKind::Computer, Level::Perfect};
  mine.speed = Speed::Fast;
  mine.correspondence = true;
  mine.embedOrigins = {"https://example.org"};
  std::string saved = encodeSavedSession(test::gameFrom(Rules{8, 5, Variant::Classic, Role::Chaos}, "a1x b2o"), mine);
  const std::size_t moves = saved.find("a1x.b2o");
  REQUIRE(moves != std::string::npos);
  saved.replace(moves, 7, "a1x.a1o");  // a taken cell: the record is refused

  const SessionQuery q = openSession("", saved);
  CHECK(q.savedUnreadable);
  REQUIRE(q.problems.size() == 1);
  CHECK(q.problems[0].find("a new game starts with its rules and your settings") != std::string::npos);
  CHECK(q.session.game.moveCount() == 0);
  CHECK(q.session.game.rules() == Rules{8, 5, Variant::Classic, Role::Chaos});
  CHECK(q.session.settings.theme == Theme::ColourBlindLight);
  CHECK(q.session.settings.hints);
  CHECK(q.session.settings.chaos == mine.chaos);
  CHECK(q.session.settings.speed == Speed::Fast);
  // Not the game's own marks, nor who may drive an embedded game.
  CHECK_FALSE(q.session.settings.correspondence);
  CHECK(q.session.settings.embedOrigins.empty());

  // A bad setting among them falls back alone.
  std::string badTheme = saved;
  badTheme.replace(badTheme.find("colourblind-light"), 17, "neon");
  const SessionQuery t = openSession("", badTheme);
  CHECK(t.session.settings.theme == SessionSettings{}.theme);
  CHECK(t.session.settings.hints);

  // A link still sets the game; only the look comes from the saved data.
  const SessionQuery link = openSession("m=c3x", saved);
  CHECK(link.session.game.moveCount() == 1);
  CHECK(link.session.settings.theme == Theme::ColourBlindLight);
  CHECK_FALSE(link.session.settings.hints);
}

TEST_CASE("share: the link reproduces the game and seats; between two humans it is a correspondence link") {
  Game game = test::gameFrom(Rules{6, 5, Variant::ExactFive, Role::Chaos}, "c3x d4o");
  SessionSettings s;
  s.hints = true;
  s.theme = Theme::Light;
  CHECK(shareQuery(game, s) == "v=exact5&f=chaos&m=c3x.d4o");  // human vs strong computer: the defaults
  s.chaos = Seat{SeatKind::Human, Level::Strong};
  const std::string corr = shareQuery(game, s);
  CHECK(corr == "v=exact5&f=chaos&m=c3x.d4o&c=human&corr=1");
  const SessionQuery back = sessionFromQuery(corr);
  REQUIRE(back.problems.empty());
  CHECK(back.session.settings.correspondence);
  CHECK(back.session.game.history() == game.history());
  CHECK_FALSE(back.session.settings.hints);  // the look stays with each player
}

TEST_CASE("embed origins: a list of http(s) origins, anything else is named") {
  std::string why;
  const auto ok = parseOriginList("https://a.example,http://localhost:8000", &why);
  REQUIRE(ok);
  CHECK(*ok == std::vector<std::string>{"https://a.example", "http://localhost:8000"});
  for (const char* bad : {"", "a.example", "ftp://a.example", "https://", "https://a.example/path", "https://a b", "https://a.example,"}) {
    INFO(bad);
    CHECK_FALSE(parseOriginList(bad, &why));
    CHECK_FALSE(why.empty());
  }
  const SessionQuery q = sessionFromQuery("origin=javascript:alert(1)");
  REQUIRE(q.problems.size() == 1);
  CHECK(q.problems[0].find("'origin'") != std::string::npos);
  CHECK(q.session.settings.embedOrigins.empty());
  CHECK(sessionFromQuery("origin=https://a.example").session.settings.embedOrigins.size() == 1);
}
