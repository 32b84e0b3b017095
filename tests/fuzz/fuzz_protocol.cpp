// libFuzzer harness: the ovc text protocol (oc::cli::Protocol, cli/protocol.h).
// Input: a session, one protocol line per '\n' (at most kMaxLines lines),
// run through a fresh Protocol as `ovc` would (it stops after `quit`).
// Invariants, after every line:
//   - the answer is well formed (README "The protocol"): none for a blank or
//     comment-only line; else "=" or "?", the command's numeric id echoed,
//     a space, the text, and one blank line that ends it and is the only
//     blank line; no control byte but '\n'; a refusal has a message; an
//     unknown command is answered exactly "? unknown command";
//   - a refused command changes nothing: rules, board, history, redo stack
//     and outcome are those from before the line;
//   - the game stays consistent: valid rules, the board and outcome are the
//     replay of the history (and what evaluate() says), and the record of the
//     history reloads with loadRecord into the identical game;
//   - what each command promises on success: play adds exactly its move,
//     undo takes back the last one, a set-up command starts an empty game
//     with the rules asked for, genmove plays the move it answers, and the
//     analysis commands (result, solve, hint, showboard, ...) change nothing;
//     result, solve and hint answer words that fit the position.
//
// Keeping it fast. A fuzzer that spends a second per input finds little, and
// the searching commands cost far more than their budgets say:
//   - `solve [ms]`: the budget is a time, looked at every 4096 solver nodes
//     (about 8 ms natively, 50-100 ms under ASan), and the certificates in
//     Solver::start (Order's strategy, Chaos's pairing) and the principal
//     line after a win and the search for a holding move (when the table
//     already knew the position: a second `solve` of the same position) run
//     with no budget at all. Measured under this build, `solve 1` takes up to
//     1.3 s on an open 7x7 or 8x8 board, 0.8 s on 6x6; a second `solve` of
//     some 8x8 positions did not end within minutes (before the holding-move
//     search was bounded by the solve's budget).
//   - `hint [ms]`: the same, and when the perfect player runs out of time it
//     asks the strong player, which searches 400 000 nodes whatever the budget.
//   - `genmove` at the strong and perfect levels: 400 000 / 4 000 000 nodes
//     (half a second to several seconds natively on an open 6x6 board); the
//     protocol has no option to lower that.
// So: a budget is capped to kMaxBudgetMs (a missing one is added: the
// defaults are 2-3 s); a malformed, zero or too large budget is passed on
// unchanged, since it is refused before any search. A line that will search
// (solve or hint with a valid budget, genmove at strong or perfect; the game
// not over) is run only when the board has at most kSearchEmpties empty cells,
// where the whole tree is small (measured: at most about 20 ms per command
// under ASan, on every set-up), and at most kMaxSearches times per input.
// Otherwise the line is skipped, as if it were not in the session. Refusals
// (extra arguments, bad budget, game over) and genmove at the casual level
// (no search) always run. The rewriting works on the words the protocol
// itself sees (comments and control bytes dropped), so the fuzzer still
// drives ids, malformed arguments and everything else of these commands.
// What this leaves out: solve answering "unknown" and hint falling back to
// the strong player, which need an open board (tests/unit/test_protocol.cpp
// checks the strong-player hint).
#include <algorithm>
#include <chrono>

#include "fuzz_common.h"
#include "protocol.h"
#include "setup_text.h"

namespace {

constexpr std::size_t kTableBytes = std::size_t{1} << 16;  // the solver's table: small, it is allocated per input
constexpr int kMaxLines = 200;
constexpr int kMaxBudgetMs = 2;
constexpr int kProtocolMaxMs = 3'600'000;  // README: the largest budget solve and hint accept
constexpr int kSearchEmpties = 8;
constexpr int kMaxSearches = 10;

bool allDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The line as the protocol reads it: an optional numeric id, the command, its arguments.
struct Line {
  bool blank = true;
  std::string id;
  std::string command;  // empty if the line is only an id
  std::vector<std::string> args;
};

Line parseLine(std::string_view text) {
  Line l;
  std::vector<std::string> w = oc::cli::commandWords(text);  // the protocol's own preprocessing
  if (w.empty()) return l;
  l.blank = false;
  std::size_t i = 0;
  if (allDigits(w[0])) l.id = w[i++];
  if (i < w.size()) l.command = w[i++];
  l.args.assign(w.begin() + static_cast<std::ptrdiff_t>(i), w.end());
  return l;
}

std::string joinLine(const Line& l) {
  std::string s = l.id.empty() ? l.command : l.id + " " + l.command;
  for (const std::string& a : l.args) s += " " + a;
  return s;
}

// A budget word the protocol accepts (1..kProtocolMaxMs, digits only, at most 9 of them).
bool acceptedBudget(const std::string& word) {
  if (!allDigits(word) || word.size() > 9) return false;
  const long value = std::stol(word);
  return value >= 1 && value <= kProtocolMaxMs;
}

// Caps the time budget of solve/hint, adding one if it is missing.
void capBudget(Line& l) {
  if (l.args.empty()) {
    l.args.push_back(std::to_string(kMaxBudgetMs));
  } else if (l.args.size() == 1 && acceptedBudget(l.args[0])) {
    if (std::stol(l.args[0]) > kMaxBudgetMs) l.args[0] = std::to_string(kMaxBudgetMs);
  }
}

bool hasCommand(const std::string& name) {
  const std::vector<std::string>& names = oc::cli::Protocol::commandNames();
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::string firstWord(const std::string& text) { return text.substr(0, text.find_first_of(" \n")); }

// The game is consistent (as fuzz::checkConsistent, which is slower: it
// builds the geometry again and again): playable rules, the board and the
// outcome are the replay of the history and what evaluate() says, and the
// record of the history reloads into the same game. `fresh` is an empty game
// kept for the current rules (the geometry is the costly part of a game).
void checkGameConsistent(const oc::Game& g, oc::Game& fresh) {
  if (!(fresh.rules() == g.rules())) {
    FUZZ_CHECK(oc::Game::validateRules(g.rules()).empty(), "unplayable rules");
    fresh = oc::Game(g.rules());
  }
  FUZZ_CHECK(fresh.geometry() == g.geometry(), "the geometry is not that of the rules");
  oc::Game replay = fresh;
  for (const oc::Move& m : g.history())
    FUZZ_CHECK(replay.play(m) == oc::MoveError::None, "history move %s does not replay", oc::moveText(g.geometry(), m).c_str());
  FUZZ_CHECK(replay.board() == g.board(), "board differs from its history");
  FUZZ_CHECK(fuzz::sameOutcome(replay.outcome(), g.outcome()), "outcome differs from the replay");
  FUZZ_CHECK(fuzz::sameOutcome(oc::evaluate(g.geometry(), g.rules().variant, g.board()), g.outcome()), "outcome differs from evaluate");
  // The record reloads into the same game (a loaded game has no redo stack).
  const std::string record = oc::recordText(g.geometry(), g.history());
  oc::Game reloaded = fresh;
  std::string error;
  FUZZ_CHECK(oc::loadRecord(reloaded, record, &error), "record '%s' does not reload: %s", record.c_str(), error.c_str());
  FUZZ_CHECK(reloaded.rules() == g.rules() && reloaded.board() == g.board() && reloaded.history() == g.history() &&
                 reloaded.redoStack().empty() && fuzz::sameOutcome(reloaded.outcome(), g.outcome()),
             "record '%s' reloads into a different game", record.c_str());
}

// OC_FUZZ_TRACE=1: every line sent, its answer and its time on stderr (to replay a crash or a slow input).
bool tracing() {
  static const bool on = [] {
    const char* s = std::getenv("OC_FUZZ_TRACE");
    return s && *s == '1';
  }();
  return on;
}

bool isEmptyGame(const oc::Game& g) { return g.history().empty() && g.redoStack().empty() && g.board().count() == 0 && !g.over(); }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  oc::cli::Protocol protocol(kTableBytes);
  oc::Level level = oc::Level::Strong;  // the protocol's level, followed from its answers
  int searchesLeft = kMaxSearches;
  oc::Game fresh;  // the standard game, as the protocol starts
  checkGameConsistent(protocol.game(), fresh);

  std::size_t pos = 0;
  for (int n = 0; n < kMaxLines && pos <= input.size() && !protocol.quitRequested(); ++n) {
    std::size_t end = input.find('\n', pos);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view raw = input.substr(pos, end - pos);
    pos = end + 1;

    Line line = parseLine(raw);
    std::string sent(raw);
    const oc::Game& game = protocol.game();
    bool searches = false;
    if (line.command == "solve" || line.command == "hint") {
      capBudget(line);
      sent = joinLine(line);
      searches = !game.over() && line.args.size() == 1 && acceptedBudget(line.args[0]);
    } else if (line.command == "genmove") {
      searches = !game.over() && line.args.empty() && level != oc::Level::Casual;
    }
    if (searches) {
      const int empties = game.geometry().cellCount() - game.moveCount();
      if (empties > kSearchEmpties || searchesLeft == 0) continue;
      --searchesLeft;
    }

    const oc::Game before = game;
    const auto started = std::chrono::steady_clock::now();
    const std::string response = protocol.execute(sent);
    if (tracing())
      std::fprintf(stderr, "> %s\n%s[%.1f ms] on %s: %s\n", sent.c_str(), response.c_str(),
                   std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count(),
                   oc::cli::setupText(before.rules()).c_str(), oc::recordText(before.geometry(), before.history()).c_str());
    const oc::Game& after = protocol.game();

    // The answer's form.
    if (line.blank) {
      FUZZ_CHECK(response.empty(), "a blank or comment line was answered: '%s'", response.c_str());
      FUZZ_CHECK(fuzz::sameGame(before, after), "a blank line changed the game");
      continue;
    }
    FUZZ_CHECK(response.size() >= 4, "answer too short: '%s'", response.c_str());
    const bool ok = response[0] == '=';
    FUZZ_CHECK(ok || response[0] == '?', "answer starts with neither '=' nor '?': '%s'", response.c_str());
    FUZZ_CHECK(response.compare(1, line.id.size(), line.id) == 0 && response[1 + line.id.size()] == ' ',
               "the id '%s' is not echoed: '%s'", line.id.c_str(), response.c_str());
    FUZZ_CHECK(response.find("\n\n") == response.size() - 2, "the answer does not end with its only blank line: '%s'", response.c_str());
    for (unsigned char c : response) FUZZ_CHECK(c >= 0x20 || c == '\n', "control byte 0x%02x in the answer '%s'", c, response.c_str());
    const std::string text = response.substr(2 + line.id.size(), response.size() - 4 - line.id.size());
    const std::string what = line.command.empty() ? "(id only)" : line.command;
    if (!line.command.empty() && !hasCommand(line.command))
      FUZZ_CHECK(!ok && text == "unknown command", "unknown command '%s' answered '%s'", line.command.c_str(), response.c_str());
    if (line.command.empty()) FUZZ_CHECK(!ok, "an id alone was accepted");

    // A refusal changes nothing.
    if (!ok) {
      fuzz::checkMessage(text);
      FUZZ_CHECK(fuzz::sameGame(before, after), "refused '%s' (%s) changed the game", what.c_str(), text.c_str());
      FUZZ_CHECK(!protocol.quitRequested(), "a refused command quits");
      continue;
    }
    // The game stays consistent (an unchanged game was checked when it was reached).
    if (!fuzz::sameGame(before, after)) checkGameConsistent(after, fresh);

    // What each command promises.
    const std::string& c = line.command;
    const oc::Geometry& g = after.geometry();
    if (c == "play") {
      const std::optional<oc::Move> m = oc::parseMove(before.geometry(), line.args.at(0));
      FUZZ_CHECK(m && before.check(*m) == oc::MoveError::None, "play accepted a bad move '%s'", line.args[0].c_str());
      std::vector<oc::Move> expected = before.history();
      expected.push_back(*m);
      FUZZ_CHECK(after.rules() == before.rules() && after.history() == expected && after.redoStack().empty(),
                 "play %s did not add exactly its move", line.args[0].c_str());
    } else if (c == "undo") {
      FUZZ_CHECK(!before.history().empty(), "undo accepted on an empty history");
      std::vector<oc::Move> expected = before.history();
      expected.pop_back();
      FUZZ_CHECK(after.rules() == before.rules() && after.history() == expected, "undo did not take back one move");
    } else if (c == "genmove") {
      FUZZ_CHECK(!before.over() && after.moveCount() == before.moveCount() + 1, "genmove did not play one move");
      FUZZ_CHECK(std::equal(before.history().begin(), before.history().end(), after.history().begin()), "genmove rewrote the history");
      FUZZ_CHECK(before.check(after.history().back()) == oc::MoveError::None, "genmove played an illegal move");
      FUZZ_CHECK(text == oc::moveText(g, after.history().back()), "genmove answered '%s' but played %s", text.c_str(),
                 oc::moveText(g, after.history().back()).c_str());
    } else if (c == "boardsize" || c == "line_length" || c == "variant" || c == "first" || c == "clear_board") {
      oc::Rules expected = before.rules();
      const std::string arg = line.args.empty() ? "" : line.args[0];
      if (c == "boardsize") expected.size = std::stoi(arg);
      if (c == "line_length") expected.lineLength = std::stoi(arg);
      if (c == "variant") expected.variant = *oc::cli::parseVariant(arg);
      if (c == "first") expected.firstPlayer = *oc::cli::parseRole(arg);
      FUZZ_CHECK(after.rules() == expected, "%s %s set other rules", c.c_str(), arg.c_str());
      FUZZ_CHECK(isEmptyGame(after), "%s did not start an empty game", c.c_str());
    } else {
      // Identification, level and analysis never touch the game.
      FUZZ_CHECK(fuzz::sameGame(before, after), "'%s' changed the game", c.c_str());
    }
    if (c == "level") level = *oc::parseLevel(line.args.at(0));
    if (c == "quit") FUZZ_CHECK(protocol.quitRequested() && text.empty(), "quit answered '%s' and did not quit", text.c_str());
    if (c == "known_command")
      FUZZ_CHECK(text == (hasCommand(line.args.at(0)) ? "true" : "false"), "known_command %s: '%s'", line.args[0].c_str(), text.c_str());
    if (c == "result" || c == "solve") {
      const std::string w = firstWord(text);
      const oc::Outcome& o = after.outcome();
      if (c == "result") FUZZ_CHECK(w == (!o.over() ? "none" : oc::winnerKey(o.winner)), "result '%s'", text.c_str());
      else if (o.over()) FUZZ_CHECK(w == oc::winnerKey(o.winner), "solve '%s' on a finished game", text.c_str());
      else FUZZ_CHECK(w == "order" || w == "chaos" || w == "unknown", "solve '%s'", text.c_str());
    }
    if (c == "hint") {
      const std::optional<oc::Move> m = oc::parseMove(g, firstWord(text));
      FUZZ_CHECK(m && after.check(*m) == oc::MoveError::None, "hint '%s' is not a legal move", text.c_str());
    }
    if (c == "showboard") {
      const long lines = std::count(text.begin(), text.end(), '\n') + 1;
      FUZZ_CHECK(lines == g.size() + 2, "showboard has %ld lines on a %dx%d board", lines, g.size(), g.size());
    }
  }
  return 0;
}
