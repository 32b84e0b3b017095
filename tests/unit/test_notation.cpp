#include <catch_amalgamated.hpp>

#include <cstdio>
#include <cstdlib>

#include "notation.h"

using namespace oc;

TEST_CASE("cell names: column letter from the left, row number from the top", "[notation]") {
  const Geometry g = Geometry::standard();
  CHECK(cellName(g, 0) == "a1");
  CHECK(cellName(g, 5) == "f1");
  CHECK(cellName(g, 30) == "a6");
  CHECK(cellName(g, 35) == "f6");
  CHECK(cellName(g, g.index(2, 1)) == "b3");
  CHECK(*parseCell(g, "c2") == g.index(1, 2));  // row 2, column 3 is c2 (docs/rules.md, section 1)
  CHECK(*parseCell(g, "F6") == 35);
}

TEST_CASE("cells and moves round-trip on every board size", "[notation]") {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    const Geometry g = *Geometry::make(n, std::min(n, 5));
    for (int c = 0; c < g.cellCount(); ++c) {
      CHECK(parseCell(g, cellName(g, c)) == c);
      for (Kind k : {Kind::X, Kind::O}) {
        const Move m{c, k};
        CHECK(parseMove(g, moveText(g, m)) == m);
      }
    }
  }
}

TEST_CASE("malformed cells and moves give a clear error", "[notation]") {
  const Geometry g = Geometry::standard();
  struct Case { const char* text; const char* expect; };
  const Case cases[] = {
      {"", "not a move"},       {"c", "not a move"},          {"c3", "not a move"},
      {"c0x", "off the board"}, {"c7x", "off the board"},     {"g1x", "off the board"},
      {"3cx", "not a move"},    {"cc3x", "not a move"},       {"c3z", "unknown kind"},
      {"c3xx", "not a move"},   {"c-1x", "not a move"},       {"c99x", "off the board"},
      {"\xff\xfe", "not a move"}, {"c 3x", "not a move"},     {"c3r", "unknown kind"},
  };
  for (const Case& c : cases) {
    std::string error;
    INFO("input: " << c.text);
    CHECK_FALSE(parseMove(g, c.text, &error));
    CHECK_THAT(error, Catch::Matchers::ContainsSubstring(c.expect));
  }
  std::string error;
  CHECK_FALSE(parseCell(g, "h8", &error));
  CHECK_THAT(error, Catch::Matchers::ContainsSubstring("columns a-f, rows 1-6"));
  // Text that names no cell is quoted whole; a cell off the board alone.
  CHECK_FALSE(parseMove(g, "zzzz", &error));
  CHECK(error == "'zzzz' is not a move (expected a cell and a kind, like c3x)");
  CHECK_FALSE(parseMove(g, "g1x", &error));
  CHECK(error == "'g1' is off the board (columns a-f, rows 1-6)");
  CHECK_FALSE(parseCell(g, "zz", &error));
  CHECK(error == "'zz' is not a cell (expected a column letter and a row number, like c3)");
}

TEST_CASE("game records round-trip", "[notation]") {
  const Geometry g = Geometry::standard();
  const std::vector<Move> moves = {{g.index(2, 2), Kind::X}, {g.index(3, 3), Kind::O}, {0, Kind::O}};
  CHECK(recordText(g, moves) == "c3x d4o a1o");
  CHECK(recordText(g, moves, '.') == "c3x.d4o.a1o");
  CHECK(*parseRecord(g, "c3x d4o a1o") == moves);
  CHECK(*parseRecord(g, "  c3x.d4o,\ta1o\n") == moves);
  CHECK(*parseRecord(g, "C3X D4O A1O") == moves);
  CHECK(parseRecord(g, "")->empty());
}

TEST_CASE("a malformed record names the move and changes nothing", "[notation]") {
  Game game;
  REQUIRE(loadRecord(game, "a1x b2o"));
  const std::vector<Move> before = game.history();
  std::string error;
  CHECK_FALSE(loadRecord(game, "c3x d4o q9x", &error));
  CHECK(error == "move 3: 'q9' is off the board (columns a-f, rows 1-6)");
  CHECK_FALSE(loadRecord(game, "c3x c3o", &error));
  CHECK(error == "move 2, 'c3o': that cell is already taken");
  CHECK_FALSE(loadRecord(game, "a1x a2o b1x b2o c1x c2o d1x d2o e1x f6o", &error));
  CHECK(error == "move 10, 'f6o': the game is over");
  std::string tooMany;
  for (int i = 0; i < 37; ++i) tooMany += "a1x ";
  CHECK_FALSE(loadRecord(game, tooMany, &error));
  CHECK_THAT(error, Catch::Matchers::ContainsSubstring("too many moves"));
  CHECK(game.history() == before);
}

TEST_CASE("URL query round-trips the rules and the moves", "[notation]") {
  Game g(Rules{6, 5, Variant::ExactFive, Role::Chaos});
  REQUIRE(loadRecord(g, "c3x d4o"));
  const std::string q = gameToQuery(g);
  CHECK(q == "v=exact5&f=chaos&m=c3x.d4o");
  const QueryGame back = gameFromQuery("?" + q);
  CHECK(back.problems.empty());
  CHECK(back.game.rules() == g.rules());
  CHECK(back.game.history() == g.history());

  Game mini(Rules{4, 4, Variant::Classic, Role::Order});
  CHECK(gameToQuery(mini) == "n=4&l=4");
  CHECK(gameFromQuery("n=4").game.rules() == mini.rules());  // l follows a small board
  CHECK(gameToQuery(Game()) == "");
}

TEST_CASE("bad URL parameters are named and fall back to defaults", "[notation]") {
  const QueryGame q = gameFromQuery("v=gomoku&n=x&f=nobody&zzz=1&m=c3x.c3o");
  CHECK(q.game.rules() == Rules{});
  CHECK(q.game.moveCount() == 0);
  REQUIRE(q.problems.size() == 5);
  CHECK_THAT(q.problems[0], Catch::Matchers::ContainsSubstring("'gomoku' for 'v'"));
  CHECK_THAT(q.problems[1], Catch::Matchers::ContainsSubstring("for 'n'"));
  CHECK_THAT(q.problems[2], Catch::Matchers::ContainsSubstring("for 'f'"));
  CHECK_THAT(q.problems[3], Catch::Matchers::ContainsSubstring("unknown parameter 'zzz'"));
  CHECK_THAT(q.problems[4], Catch::Matchers::ContainsSubstring("move 2"));

  const QueryGame big = gameFromQuery("n=12&m=c3x");
  CHECK(big.game.rules() == Rules{});
  CHECK(big.game.moveCount() == 1);
  REQUIRE(big.problems.size() == 1);
  CHECK_THAT(big.problems[0], Catch::Matchers::ContainsSubstring("board size"));

  // Only the bad one of size and line length falls back, each with its notice.
  const QueryGame longLine = gameFromQuery("n=4&l=5");
  CHECK(longLine.game.rules().size == 4);
  CHECK(longLine.game.rules().lineLength == 4);
  REQUIRE(longLine.problems.size() == 1);
  CHECK(longLine.problems[0] == "line length must be between 3 and the board size 4, not 5; using line length 4");
  const QueryGame shortLine = gameFromQuery("n=7&l=2");
  CHECK(shortLine.game.rules().size == 7);
  CHECK(shortLine.game.rules().lineLength == 5);
  const QueryGame badSize = gameFromQuery("n=9&l=4");
  CHECK(badSize.game.rules().size == 6);
  CHECK(badSize.game.rules().lineLength == 4);
  REQUIRE(badSize.problems.size() == 1);
  CHECK(badSize.problems[0] == "board size must be between 4 and 8, not 9; using board size 6");
  const QueryGame both = gameFromQuery("n=2&l=9");
  CHECK(both.game.rules() == Rules{});
  REQUIRE(both.problems.size() == 2);
  CHECK_THAT(both.problems[1], Catch::Matchers::ContainsSubstring("not 9; using line length 5"));
  const QueryGame negative = gameFromQuery("n=-1");
  REQUIRE(negative.problems.size() == 1);
  CHECK(negative.problems[0] == "invalid value '-1' for 'n' (expected a positive whole number)");
  const QueryGame pastTheEnd = gameFromQuery("m=c3x&setup=50");
  REQUIRE(pastTheEnd.problems.size() == 1);
  CHECK(pastTheEnd.problems[0] == "invalid value '50' for 'setup' (the game has 1 move)");
  const QueryGame sizeAlone = gameFromQuery("n=2");
  CHECK(sizeAlone.game.rules() == Rules{});
  CHECK(sizeAlone.problems.size() == 1);  // the size only: no line length was given
}

TEST_CASE("URL query values are percent-decoded", "[notation]") {
  const QueryGame q = gameFromQuery("?v=exact%35&m=c3x%2Ed4o+e5x%2ca1o");
  CHECK(q.problems.empty());
  CHECK(q.game.rules().variant == Variant::ExactFive);
  CHECK(recordText(q.game.geometry(), q.game.history()) == "c3x d4o e5x a1o");
  const QueryGame bad = gameFromQuery("m=c3x%2");  // a cut escape stays literal and is refused
  REQUIRE(bad.problems.size() == 1);
  CHECK(bad.game.moveCount() == 0);
}

TEST_CASE("error messages quote bad input printably", "[notation]") {
  const Geometry g = Geometry::standard();
  std::string error;
  CHECK_FALSE(parseMove(g, "c3\x01", &error));
  CHECK(error == "'c3?' has an unknown kind '?' (use x for red or o for blue)");
  CHECK_FALSE(parseMove(g, "c3\xe9", &error));
  for (char c : error) CHECK(static_cast<unsigned char>(c) < 0x80);
}

TEST_CASE("words and whole numbers are read strictly", "[notation]") {
  const std::vector<std::string_view> words = splitWords("  tag=1\tsize=6 \n moves=c3x.d4o ");
  REQUIRE(words.size() == 3);
  CHECK(words[0] == "tag=1");
  CHECK(words[2] == "moves=c3x.d4o");
  CHECK(splitWords(" \t ").empty());
  CHECK(parseWholeNumber("0", 5) == 0u);
  CHECK(parseWholeNumber("18446744073709551615", ~std::uint64_t{0}) == ~std::uint64_t{0});
  CHECK_FALSE(parseWholeNumber("18446744073709551616", ~std::uint64_t{0}));
  CHECK(parseWholeNumber("5", 5) == 5u);
  CHECK_FALSE(parseWholeNumber("6", 5));
  CHECK_FALSE(parseWholeNumber("9", 5));
  CHECK_FALSE(parseWholeNumber("51", 50));
  for (const char* bad : {"", "-1", "+1", " 1", "1 ", "1e3", "0x10"}) CHECK_FALSE(parseWholeNumber(bad, 1000));
}

TEST_CASE("parseDecimal reads what %g writes, and nothing else", "[notation]") {
  // Every figure printed with %g reads back within a few units in the last place.
  for (double v : {0.0, 1.0, 0.5, 12.25, 1e-5, 1.5e-5, 123456.0, 1234567.0, 2.5e6, 0.000999, 3.14159, 1e300, 1e-300}) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    const std::optional<double> read = parseDecimal(text);
    REQUIRE(read);
    CHECK(*read == Catch::Approx(std::strtod(text, nullptr)).epsilon(1e-14));
  }
  CHECK(parseDecimal(".5") == 0.5);
  CHECK(parseDecimal("5.") == 5.0);
  CHECK(parseDecimal("2E+06") == 2e6);
  CHECK(parseDecimal("00012") == 12.0);
  // More digits than a 64-bit mantissa holds.
  CHECK(*parseDecimal("123456789012345678901234") == Catch::Approx(1.23456789012345678901234e23).epsilon(1e-14));
  CHECK(*parseDecimal("0.123456789012345678901234") == Catch::Approx(0.123456789012345678901234).epsilon(1e-14));
  for (const char* bad : {"", ".", "-1", "+1", " 1", "1 ", "1e", "1e+", "e5", "0x10", "inf", "nan", "1.2.3", "1e99999"})
    CHECK_FALSE(parseDecimal(bad));
}
