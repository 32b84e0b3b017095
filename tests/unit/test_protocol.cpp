// The engine's text protocol (cli/protocol.h): every command's answer and
// refusal, the response format, and that a refused command changes nothing.
#include <catch_amalgamated.hpp>

#include <sstream>
#include <string>

#include "notation.h"
#include "protocol.h"

using oc::cli::Protocol;

namespace {

// Small tables: the positions here are tiny, and every test makes an engine.
constexpr std::size_t kTestTable = std::size_t{1} << 20;

// Everything a command could change, as the protocol and the game show it.
struct Snapshot {
  std::string board;
  std::string record;
  oc::Rules rules;
};

Snapshot snapshot(Protocol& p) {
  return {p.execute("showboard"), recordText(p.game().geometry(), p.game().history()), p.game().rules()};
}

// Runs a command that must succeed; returns its answer (without "= " and the blank line).
std::string ok(Protocol& p, const std::string& command) {
  const std::string response = p.execute(command);
  INFO(command << " -> " << response);
  REQUIRE(response.size() >= 4);
  REQUIRE(response.substr(0, 2) == "= ");
  REQUIRE(response.substr(response.size() - 2) == "\n\n");
  return response.substr(2, response.size() - 4);
}

// Runs a command that must fail and change nothing; returns its message.
std::string fails(Protocol& p, const std::string& command) {
  const Snapshot before = snapshot(p);
  const std::string response = p.execute(command);
  INFO(command << " -> " << response);
  REQUIRE(response.substr(0, 2) == "? ");
  REQUIRE(response.size() > 4);
  REQUIRE(response.substr(response.size() - 2) == "\n\n");
  const Snapshot after = snapshot(p);
  CHECK(after.board == before.board);
  CHECK(after.record == before.record);
  CHECK(after.rules == before.rules);
  return response.substr(2, response.size() - 4);
}

void playAll(Protocol& p, const std::string& record) {
  std::istringstream moves(record);
  std::string move;
  while (moves >> move) ok(p, "play " + move);
}

// Plays the moves in turn until the game ends.
void playUntilOver(Protocol& p, const std::string& record) {
  std::istringstream moves(record);
  std::string move;
  while (!p.game().over() && moves >> move) ok(p, "play " + move);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

void miniGame(Protocol& p) {
  ok(p, "line_length 4");
  ok(p, "boardsize 4");
}

}  // namespace

TEST_CASE("protocol: identification and the command list", "[protocol]") {
  Protocol p(kTestTable);
  CHECK(ok(p, "name") == "ovc");
  CHECK(ok(p, "protocol_version") == "2");
  const std::string version = ok(p, "version");
  CHECK(!version.empty());
  CHECK(version.find(' ') == std::string::npos);

  const std::string list = ok(p, "list_commands");
  for (const char* command : {"name", "version", "protocol_version", "boardsize", "line_length", "variant", "first",
                              "clear_board", "play", "undo", "genmove", "level", "result", "solve", "hint",
                              "showboard", "quit", "list_commands", "known_command"}) {
    CHECK(contains("\n" + list + "\n", std::string("\n") + command + "\n"));
    CHECK(ok(p, std::string("known_command ") + command) == "true");
  }
  CHECK(ok(p, "known_command fly") == "false");
  fails(p, "known_command");
  fails(p, "name now");
  fails(p, "version 2");
  fails(p, "protocol_version 1");
  fails(p, "list_commands all");
}

TEST_CASE("protocol: response format, ids, blank lines and comments", "[protocol]") {
  Protocol p(kTestTable);
  CHECK(p.execute("name") == "= ovc\n\n");
  CHECK(p.execute("12 name") == "=12 ovc\n\n");
  CHECK(p.execute("7 fly") == "?7 unknown command\n\n");
  CHECK(p.execute("fly") == "? unknown command\n\n");
  CHECK(p.execute("") == "");
  CHECK(p.execute("   ") == "");
  CHECK(p.execute("# a comment") == "");
  CHECK(p.execute("name # trailing comment") == "= ovc\n\n");
  CHECK(p.execute("\tname\r") == "= ovc\n\n");
  CHECK(p.execute("play\tc3x") == "= \n\n");
  CHECK(p.execute("42") == "?42 an id must be followed by a command\n\n");
  CHECK(fails(p, "PLAY d4o") == "unknown command");
}

TEST_CASE("protocol: play, its refusals, and undo", "[protocol]") {
  Protocol p(kTestTable);
  ok(p, "play c3x");
  CHECK(p.game().moveCount() == 1);
  CHECK(contains(ok(p, "showboard"), " 3  . . X . . ."));

  CHECK(contains(fails(p, "play zz"), "is not a move"));
  CHECK(contains(fails(p, "play c3"), "is not a move"));
  CHECK(contains(fails(p, "play g1x"), "off the board"));
  CHECK(contains(fails(p, "play a9o"), "off the board"));
  CHECK(contains(fails(p, "play c4z"), "unknown kind"));
  CHECK(fails(p, "play c3o") == "c3o: that cell is already taken");
  CHECK(contains(fails(p, "play"), "like play c3x"));
  CHECK(contains(fails(p, "play d4o e5x"), "like play c3x"));

  ok(p, "play d4o");
  ok(p, "undo");
  CHECK(recordText(p.game().geometry(), p.game().history()) == "c3x");
  ok(p, "undo");
  CHECK(p.game().moveCount() == 0);
  CHECK(fails(p, "undo") == "there is no move to undo");
  fails(p, "undo 2");
}

TEST_CASE("protocol: showboard draws a1 top-left with the status", "[protocol]") {
  Protocol p(kTestTable);
  miniGame(p);
  playAll(p, "a1x d2o");
  CHECK(ok(p, "showboard") ==
        "classic 4x4, line 4, Order first. Move 3: Order to move.\n"
        "    a b c d\n"
        " 1  X . . .\n"
        " 2  . . . O\n"
        " 3  . . . .\n"
        " 4  . . . .");
  fails(p, "showboard big");
}

TEST_CASE("protocol: result after Order's and Chaos's wins, and play after the end", "[protocol]") {
  Protocol p(kTestTable);
  CHECK(ok(p, "result") == "none");
  playAll(p, "a1x a2o b1x b2o c1x c2o d1x d2o");
  CHECK(ok(p, "result") == "none");
  ok(p, "play e1x");
  CHECK(ok(p, "result") == "order five in a row");
  CHECK(fails(p, "play f6o") == "the game is over (Order won: five in a row)");
  CHECK(contains(fails(p, "genmove"), "the game is over"));
  CHECK(contains(fails(p, "hint"), "the game is over"));
  fails(p, "result now");
  ok(p, "undo");
  CHECK(ok(p, "result") == "none");

  // 4x4: every row, column and diagonal gets both kinds, so Chaos wins.
  miniGame(p);
  playUntilOver(p, "a1x b1o c1x d1o a2x b2o c2x d2o a3o b3x c3o d3x a4o b4x c4o d4x");
  CHECK(ok(p, "result").rfind("chaos ", 0) == 0);
}

TEST_CASE("protocol: the set-up commands validate and start a new game", "[protocol]") {
  Protocol p(kTestTable);
  ok(p, "play c3x");
  CHECK(contains(fails(p, "boardsize 4"), "set line_length first"));
  CHECK(contains(fails(p, "boardsize 9"), "between 4 and 8"));
  CHECK(contains(fails(p, "boardsize 3"), "between 4 and 8"));
  CHECK(contains(fails(p, "boardsize six"), "like boardsize 6"));
  fails(p, "boardsize");
  fails(p, "boardsize 6 6");
  CHECK(contains(fails(p, "line_length 7"), "set boardsize first"));
  CHECK(contains(fails(p, "line_length 2"), "between 3"));
  fails(p, "line_length -1");
  CHECK(fails(p, "variant sixes") == "variant takes classic or exact5");
  fails(p, "variant");
  CHECK(fails(p, "first nobody") == "first takes order or chaos");
  fails(p, "first order chaos");
  CHECK(p.game().moveCount() == 1);  // nothing above touched the game

  ok(p, "boardsize 8");
  ok(p, "line_length 6");
  CHECK(p.game().moveCount() == 0);
  ok(p, "variant exact5");
  ok(p, "first chaos");
  CHECK(p.game().rules() == oc::Rules{8, 6, oc::Variant::ExactFive, oc::Role::Chaos});
  CHECK(p.game().toMove() == oc::Role::Chaos);
  CHECK(contains(ok(p, "showboard"), "exact5 8x8, line 6, Chaos first. Move 1: Chaos to move."));

  ok(p, "play h8o");
  ok(p, "clear_board");
  CHECK(p.game().moveCount() == 0);
  CHECK(p.game().rules().size == 8);
  fails(p, "clear_board now");

  CHECK(p.setRules(oc::Rules{4, 5}) != "");
  CHECK(p.setRules(oc::Rules{4, 4}) == "");
  CHECK(p.game().rules().size == 4);
}

TEST_CASE("protocol: level and genmove at each level on the mini board", "[protocol]") {
  Protocol p(kTestTable);
  miniGame(p);
  CHECK(fails(p, "level godlike") == "level takes casual, strong or perfect");
  fails(p, "level");
  fails(p, "genmove order");
  // Order's first move at perfect is T1's opening; then each level answers for Chaos and Order.
  ok(p, "level perfect");
  CHECK(ok(p, "genmove") == "b2x");
  for (const char* level : {"casual", "strong", "perfect"}) {
    ok(p, std::string("level ") + level);
    for (int i = 0; i < 2; ++i) {
      const int before = p.game().moveCount();
      const std::string move = ok(p, "genmove");
      INFO(level << " played " << move);
      REQUIRE(p.game().moveCount() == before + 1);
      CHECK(moveText(p.game().geometry(), p.game().history().back()) == move);
      CHECK(!p.lastGenmoveReason().empty());
    }
  }
}

TEST_CASE("protocol: solve gives the verdict, Order's moves and the line", "[protocol]") {
  Protocol p(kTestTable);
  playAll(p, "b1x a2o c1x b2o d1x c2o");
  const std::string answer = ok(p, "solve 2000");
  CHECK(answer.rfind("order 2 nodes=", 0) == 0);
  CHECK(contains(answer, " ms="));
  CHECK(contains(answer, " method="));
  CHECK(contains(answer, " move=e1x"));
  CHECK(contains(answer, " line=e1x."));
  CHECK(ok(p, "solve").rfind("order 2 ", 0) == 0);  // the default budget
  CHECK(contains(fails(p, "solve 0"), "from 1 to"));
  fails(p, "solve fast");
  fails(p, "solve 10 20");

  ok(p, "play e1x");  // Order's win in 2 ...
  ok(p, "play f1o");
  ok(p, "play a1x");  // ... completed
  CHECK(ok(p, "solve").rfind("order 0 ", 0) == 0);

  // Exact-five with Order first is Chaos's, by the pairing strategy.
  ok(p, "variant exact5");
  const std::string chaos = ok(p, "solve 500");
  CHECK(chaos.rfind("chaos ", 0) == 0);
  CHECK(contains(chaos, "method=pairing"));
}

TEST_CASE("protocol: hint names the move, the rule and why", "[protocol]") {
  Protocol p(kTestTable);
  CHECK(ok(p, "hint").rfind("c3x opening ", 0) == 0);  // Order's strategy on the empty board
  CHECK(p.game().moveCount() == 0);                  // a hint plays nothing
  fails(p, "hint please");
  fails(p, "hint 0");
  fails(p, "hint 10 20");

  // Order left the strategy: no strategy move, the perfect player finds the win in 2.
  playAll(p, "b1x a2o c1x b2o d1x c2o");
  const std::string search = ok(p, "hint");
  INFO(search);
  CHECK(contains(search, " perfect-player No proven strategy applies ("));
  playAll(p, "e1x f1o");
  CHECK(ok(p, "hint").rfind("a1x immediate-win ", 0) == 0);

  // Chaos to move on 6x6 classic: no strategy, and 1 ms is too short for the
  // perfect player, so the strong player answers.
  ok(p, "clear_board");
  ok(p, "play a1x");
  const std::string quick = ok(p, "hint 1");
  INFO(quick);
  CHECK(contains(quick, " strong-player No proven strategy applies ("));
  CHECK(contains(quick, "the perfect player needs more than 1 ms"));
  CHECK(p.game().moveCount() == 1);
}

TEST_CASE("protocol: quit, and the loop over a stream", "[protocol]") {
  Protocol p(kTestTable);
  CHECK(!p.quitRequested());
  fails(p, "quit now");
  CHECK(!p.quitRequested());
  CHECK(ok(p, "quit").empty());
  CHECK(p.quitRequested());

  Protocol loop(kTestTable);
  std::istringstream in("# a session\nname\n\n3 play c3x\nplay c3x\nquit\nname\n");
  std::ostringstream out;
  oc::cli::runProtocol(loop, in, out);
  CHECK(out.str() == "= ovc\n\n=3 \n\n? c3x: that cell is already taken\n\n= \n\n");
  CHECK(loop.quitRequested());

  Protocol eof(kTestTable);
  std::istringstream noQuit("play c3x\nshowboard");
  std::ostringstream out2;
  oc::cli::runProtocol(eof, noQuit, out2);
  CHECK(contains(out2.str(), " 3  . . X . . ."));
  CHECK(!eof.quitRequested());
}
