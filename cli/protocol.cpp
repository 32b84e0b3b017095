#include "protocol.h"

#include <cstdio>
#include <istream>
#include <ostream>

#include "board_text.h"
#include "hint.h"
#include "notation.h"
#include "setup_text.h"

#ifndef OC_VERSION
#define OC_VERSION "unknown"
#endif

namespace oc::cli {

namespace {

constexpr int kProtocolVersion = 2;
constexpr int kDefaultSolveMs = 2000;
constexpr int kDefaultHintMs = 3000;
constexpr int kMaxMs = 3'600'000;
constexpr std::uint64_t kPlayerSeed = 1;

bool allDigits(const std::string& s) {
  if (s.empty()) return false;
  for (const char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// "Order's strategy" -> "strategy", "game over" -> "game-over": one protocol word.
std::string milliseconds(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f", ms);
  return buf;
}

// An optional time budget: none gives `fallback`; nullopt if malformed.
std::optional<int> optionalMilliseconds(const std::vector<std::string>& args, int fallback) {
  if (args.empty()) return fallback;
  const std::optional<int> ms = args.size() == 1 ? parseCount(args[0], kMaxMs) : std::nullopt;
  if (!ms || *ms == 0) return std::nullopt;
  return ms;
}

std::string gameOverText(const Game& game) { return "the game is over (" + outcomeText(game) + ")"; }

}  // namespace

Protocol::Protocol(std::size_t tableBytes) : tableBytes_(tableBytes) {}
Protocol::~Protocol() = default;

const std::vector<Protocol::Command>& Protocol::commands() {
  static const std::vector<Command> table = {
      {"protocol_version", &Protocol::protocolVersion},
      {"name", &Protocol::name},
      {"version", &Protocol::version},
      {"known_command", &Protocol::knownCommand},
      {"list_commands", &Protocol::listCommands},
      {"quit", &Protocol::quit},
      {"boardsize", &Protocol::boardsize},
      {"line_length", &Protocol::lineLength},
      {"variant", &Protocol::variant},
      {"first", &Protocol::first},
      {"clear_board", &Protocol::clearBoard},
      {"play", &Protocol::play},
      {"undo", &Protocol::undo},
      {"genmove", &Protocol::genmove},
      {"level", &Protocol::level},
      {"result", &Protocol::result},
      {"solve", &Protocol::solve},
      {"hint", &Protocol::hint},
      {"showboard", &Protocol::showboard},
  };
  return table;
}

const std::vector<std::string>& Protocol::commandNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const Command& c : commands()) n.push_back(c.name);
    return n;
  }();
  return names;
}

std::vector<std::string> commandWords(std::string_view line) {
  std::string clean;
  for (const char c : line) {
    if (c == '#') break;
    if (c == '\t') clean += ' ';
    else if (static_cast<unsigned char>(c) >= 32 && c != 127) clean += c;
  }
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < clean.size()) {
    while (i < clean.size() && clean[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < clean.size() && clean[i] != ' ') ++i;
    if (i > start) out.push_back(clean.substr(start, i - start));
  }
  return out;
}

std::string Protocol::execute(std::string_view line) {
  std::vector<std::string> args = commandWords(line);
  if (args.empty()) return "";
  std::string id;
  if (allDigits(args.front())) {
    id = args.front();
    args.erase(args.begin());
  }
  Reply reply{false, "unknown command"};
  if (!args.empty()) {
    const std::string command = args.front();
    args.erase(args.begin());
    for (const Command& c : commands())
      if (command == c.name) reply = (this->*c.handler)(args);
  } else {
    reply.text = "an id must be followed by a command";
  }
  return (reply.ok ? "=" : "?") + id + " " + reply.text + "\n\n";
}

std::string Protocol::setRules(const Rules& rules) {
  std::string error = Game::validateRules(rules);
  if (error.empty()) game_ = Game(rules);
  return error;
}

Protocol::Reply Protocol::changeRules(const Rules& rules, const std::string& advice) {
  const std::string error = setRules(rules);
  if (!error.empty()) return {false, error + advice};
  return {true, ""};
}

LocalPlayer& Protocol::player() {
  if (!player_) player_ = std::make_unique<LocalPlayer>(level_, kPlayerSeed, tableBytes_ / 2);
  return *player_;
}

LocalPlayer& Protocol::hintPlayer() {
  if (!hintPlayer_) hintPlayer_ = std::make_unique<LocalPlayer>(Level::Perfect, kPlayerSeed, tableBytes_ / 2);
  return *hintPlayer_;
}

Solver& Protocol::solver() {
  if (!solver_) solver_ = std::make_unique<Solver>(tableBytes_);
  return *solver_;
}

// ---- identification --------------------------------------------------------

Protocol::Reply Protocol::protocolVersion(const Args& args) {
  if (!args.empty()) return {false, "protocol_version takes no arguments"};
  return {true, std::to_string(kProtocolVersion)};
}

Protocol::Reply Protocol::name(const Args& args) {
  if (!args.empty()) return {false, "name takes no arguments"};
  return {true, "ovc"};
}

Protocol::Reply Protocol::version(const Args& args) {
  if (!args.empty()) return {false, "version takes no arguments"};
  return {true, OC_VERSION};
}

Protocol::Reply Protocol::knownCommand(const Args& args) {
  if (args.size() != 1) return {false, "known_command takes one command name, like known_command play"};
  for (const std::string& n : commandNames())
    if (n == args[0]) return {true, "true"};
  return {true, "false"};
}

Protocol::Reply Protocol::listCommands(const Args& args) {
  if (!args.empty()) return {false, "list_commands takes no arguments"};
  std::string list;
  for (const std::string& n : commandNames()) list += (list.empty() ? "" : "\n") + n;
  return {true, list};
}

Protocol::Reply Protocol::quit(const Args& args) {
  if (!args.empty()) return {false, "quit takes no arguments"};
  quit_ = true;
  return {true, ""};
}

// ---- set-up ----------------------------------------------------------------

Protocol::Reply Protocol::boardsize(const Args& args) {
  const std::optional<int> n = args.size() == 1 ? parseCount(args[0], 99) : std::nullopt;
  if (!n)
    return {false, "boardsize takes one number from " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                       ", like boardsize 6"};
  Rules r = game_.rules();
  r.size = *n;
  // A size that is fine on its own but too small for the line: say what to change.
  const bool sizeFits = Geometry::make(*n, 3).has_value();
  return changeRules(r, sizeFits ? " (set line_length first)" : "");
}

Protocol::Reply Protocol::lineLength(const Args& args) {
  const std::optional<int> l = args.size() == 1 ? parseCount(args[0], 99) : std::nullopt;
  if (!l) return {false, "line_length takes one number from 3 to the board size, like line_length 5"};
  Rules r = game_.rules();
  r.lineLength = *l;
  return changeRules(r, *l > r.size && *l <= kMaxSize ? " (set boardsize first)" : "");
}

Protocol::Reply Protocol::variant(const Args& args) {
  const std::optional<Variant> v = args.size() == 1 ? parseVariant(args[0]) : std::nullopt;
  if (!v) return {false, "variant takes classic or exact5"};
  Rules r = game_.rules();
  r.variant = *v;
  return changeRules(r);
}

Protocol::Reply Protocol::first(const Args& args) {
  const std::optional<Role> role = args.size() == 1 ? parseRole(args[0]) : std::nullopt;
  if (!role) return {false, "first takes order or chaos"};
  Rules r = game_.rules();
  r.firstPlayer = *role;
  return changeRules(r);
}

Protocol::Reply Protocol::clearBoard(const Args& args) {
  if (!args.empty()) return {false, "clear_board takes no arguments"};
  game_.restart();
  return {true, ""};
}

Protocol::Reply Protocol::level(const Args& args) {
  const std::optional<Level> l = args.size() == 1 ? parseLevel(args[0]) : std::nullopt;
  if (!l) return {false, "level takes casual, strong or perfect"};
  level_ = *l;
  if (player_) player_->setLevel(level_);
  return {true, ""};
}

// ---- moves -----------------------------------------------------------------

Protocol::Reply Protocol::play(const Args& args) {
  if (args.size() != 1) return {false, "play takes one move, a cell and a kind, like play c3x"};
  std::string error;
  const std::optional<Move> move = parseMove(game_.geometry(), args[0], &error);
  if (!move) return {false, error};
  const MoveError refused = game_.check(*move);
  if (refused == MoveError::GameOver) return {false, gameOverText(game_)};
  if (refused != MoveError::None) return {false, moveText(game_.geometry(), *move) + ": " + moveErrorText(refused)};
  game_.play(*move);
  return {true, ""};
}

Protocol::Reply Protocol::undo(const Args& args) {
  if (!args.empty()) return {false, "undo takes no arguments"};
  if (!game_.undo()) return {false, "there is no move to undo"};
  return {true, ""};
}

Protocol::Reply Protocol::genmove(const Args& args) {
  if (!args.empty()) return {false, "genmove takes no arguments: it plays for the side to move"};
  if (game_.over()) return {false, gameOverText(game_)};
  const PlayerChoice choice = player().choose(game_);
  const MoveError refused = game_.play(choice.move);
  if (refused != MoveError::None)
    return {false, "the computer player chose an illegal move " + moveText(game_.geometry(), choice.move) + ": " +
                       moveErrorText(refused)};
  lastGenmoveReason_ = choice.reason;
  return {true, moveText(game_.geometry(), choice.move)};
}

// ---- analysis --------------------------------------------------------------

Protocol::Reply Protocol::result(const Args& args) {
  if (!args.empty()) return {false, "result takes no arguments"};
  return {true, resultText(game_)};
}

Protocol::Reply Protocol::solve(const Args& args) {
  const std::optional<int> ms = optionalMilliseconds(args, kDefaultSolveMs);
  if (!ms)
    return {false, "solve takes an optional time budget in milliseconds from 1 to " + std::to_string(kMaxMs) +
                       ", like solve 2000"};
  const SolveResult r = solver().solve(game_, SolveBudget{~std::uint64_t{0}, static_cast<double>(*ms)});
  std::string text = verdictName(r.verdict);
  if (r.verdict == Verdict::OrderWins && r.orderMoves >= 0) text += " " + std::to_string(r.orderMoves);
  text += " nodes=" + std::to_string(r.nodes) + " ms=" + milliseconds(r.milliseconds) + " method=" + methodKey(r.method);
  if (r.move) text += " move=" + moveText(game_.geometry(), *r.move);
  if (!r.line.empty()) text += " line=" + recordText(game_.geometry(), r.line, '.');
  return {true, text};
}

Protocol::Reply Protocol::hint(const Args& args) {
  const std::optional<int> ms = optionalMilliseconds(args, kDefaultHintMs);
  if (!ms)
    return {false, "hint takes an optional time budget in milliseconds from 1 to " + std::to_string(kMaxMs) +
                       ", like hint 3000"};
  if (game_.over()) return {false, gameOverText(game_)};
  const Hint h = hintFor(game_, hintPlayer(), *ms);
  return {true, moveText(game_.geometry(), h.move) + " " + h.rule + " " + h.explanation};
}

Protocol::Reply Protocol::showboard(const Args& args) {
  if (!args.empty()) return {false, "showboard takes no arguments"};
  return {true, boardText(game_)};
}

void runProtocol(Protocol& protocol, std::istream& in, std::ostream& out) {
  std::string line;
  while (!protocol.quitRequested() && std::getline(in, line)) {
    const std::string response = protocol.execute(line);
    if (response.empty()) continue;
    out << response;
    out.flush();
  }
}

}  // namespace oc::cli
