#include "session/puzzles.h"

#include <cctype>

#include "notation.h"
#include "search/solver.h"

namespace oc {

namespace {

// Fewer empty cells than this, and the answer is found by trying them all.
constexpr int kMinEmptyCells = 4;
// Each move of a candidate position is solved within this share of the budget.
constexpr std::uint64_t kMoveBudgetShare = 5;

Verdict valueOf(const Game& g, Solver& solver, std::uint64_t nodes, std::uint64_t measureNodes, int* orderMoves = nullptr) {
  if (g.over()) {
    if (orderMoves) *orderMoves = 0;
    return g.outcome().winner == Winner::Order ? Verdict::OrderWins : Verdict::ChaosHolds;
  }
  const SolveResult r = solver.solve(g, SolveBudget{nodes, 0, measureNodes});
  if (orderMoves) *orderMoves = r.orderMoves;
  return r.verdict;
}

Verdict valueOfSide(Role r) { return r == Role::Order ? Verdict::OrderWins : Verdict::ChaosHolds; }

int emptyCells(const Game& g) {
  int n = 0;
  for (int c = 0; c < g.geometry().cellCount(); ++c) n += g.board().isEmpty(c);
  return n;
}

PuzzleBand bandOf(const Puzzle& p, int empty) {
  if (p.toMove == Role::Order) return p.orderMoves <= 2 ? PuzzleBand::Easy : p.orderMoves == 3 ? PuzzleBand::Medium : PuzzleBand::Hard;
  // Chaos's holds: the more cells left, the further the hold must see.
  return empty <= 12 ? PuzzleBand::Easy : empty <= 20 ? PuzzleBand::Medium : PuzzleBand::Hard;
}

// Reads `"key":` followed by a JSON string, or by an array of strings.
std::optional<std::string> stringField(std::string_view line, std::string_view key) {
  const std::string pattern = "\"" + std::string(key) + "\":\"";
  const std::size_t at = line.find(pattern);
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t from = at + pattern.size(), to = line.find('"', from);
  if (to == std::string_view::npos) return std::nullopt;
  return std::string(line.substr(from, to - from));
}

std::optional<std::vector<std::string>> arrayField(std::string_view line, std::string_view key) {
  const std::string pattern = "\"" + std::string(key) + "\":[";
  const std::size_t at = line.find(pattern);
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t end = line.find(']', at);
  if (end == std::string_view::npos) return std::nullopt;
  std::vector<std::string> out;
  std::size_t i = at + pattern.size();
  while (i < end) {
    if (line[i] == ',' || line[i] == ' ') {
      ++i;
      continue;
    }
    if (line[i] != '"') return std::nullopt;
    const std::size_t close = line.find('"', i + 1);
    if (close == std::string_view::npos || close > end) return std::nullopt;
    out.emplace_back(line.substr(i + 1, close - i - 1));
    i = close + 1;
  }
  return out;
}

}  // namespace

const char* puzzleBandName(PuzzleBand b) {
  switch (b) {
    case PuzzleBand::Easy: return "easy";
    case PuzzleBand::Medium: return "medium";
    case PuzzleBand::Hard: return "hard";
  }
  return "easy";
}

std::string Puzzle::kind() const {
  if (toMove == Role::Order) return "win in " + std::to_string(orderMoves);
  return solution.size() == 1 ? "the only hold" : "one of two holds";
}

Game Puzzle::position() const {
  Game g(rules);
  for (const Move& m : moves) g.play(m);
  return g;
}

std::optional<Puzzle> puzzleAt(const Game& game, Solver& solver, std::uint64_t nodes) {
  if (game.over() || emptyCells(game) < kMinEmptyCells) return std::nullopt;
  const Role mover = game.toMove();
  Puzzle p;
  p.rules = game.rules();
  p.moves = game.history();
  p.toMove = mover;
  // Order's puzzles need the distance measured: "win in k" must be exact.
  if (valueOf(game, solver, nodes, mover == Role::Order ? nodes : 0, &p.orderMoves) != valueOfSide(mover)) return std::nullopt;
  if (mover == Role::Order && p.orderMoves < 1) return std::nullopt;
  const Geometry& g = game.geometry();
  for (int c = 0; c < g.cellCount(); ++c) {
    if (!game.board().isEmpty(c)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      Game child = game;
      child.play(Move{c, k});
      // A smaller budget per move: a position whose moves are not all
      // settled quickly is no puzzle, and most positions are not puzzles.
      const Verdict v = valueOf(child, solver, nodes / kMoveBudgetShare, 0);
      if (v == Verdict::Unknown) return std::nullopt;
      if (v != valueOfSide(mover)) continue;
      p.solution.push_back(Move{c, k});
      if (static_cast<int>(p.solution.size()) > kMaxPuzzleAnswers) return std::nullopt;
    }
  }
  if (p.solution.empty()) return std::nullopt;  // cannot happen with a proven value; a guard all the same
  p.band = bandOf(p, emptyCells(game));
  return p;
}

std::string puzzleJson(const Puzzle& p) {
  const Geometry g = *Geometry::make(p.rules.size, p.rules.lineLength);
  std::string s = "{\"record\":\"" + recordText(g, p.moves) + "\"";
  s += ",\"first\":\"" + std::string(roleKey(p.rules.firstPlayer)) + "\"";
  s += ",\"to_move\":\"" + std::string(roleKey(p.toMove)) + "\"";
  s += ",\"solution\":[";
  for (std::size_t i = 0; i < p.solution.size(); ++i) s += (i ? ",\"" : "\"") + moveText(g, p.solution[i]) + "\"";
  s += "],\"kind\":\"" + p.kind() + "\",\"band\":\"" + puzzleBandName(p.band) + "\"}";
  return s;
}

std::optional<Puzzle> parsePuzzle(std::string_view line, const Rules& rules, std::string* error) {
  const auto fail = [&](const std::string& why) -> std::optional<Puzzle> {
    if (error) *error = why;
    return std::nullopt;
  };
  const std::optional<std::string> record = stringField(line, "record"), first = stringField(line, "first"),
                                   toMove = stringField(line, "to_move"), kind = stringField(line, "kind"),
                                   band = stringField(line, "band");
  const std::optional<std::vector<std::string>> solution = arrayField(line, "solution");
  if (!record || !first || !toMove || !solution || !kind || !band) return fail("a puzzle needs record, first, to_move, solution, kind and band");
  if (*first != "order" && *first != "chaos") return fail("first is order or chaos, not '" + *first + "'");
  Puzzle p;
  p.rules = rules;
  p.rules.firstPlayer = *first == "order" ? Role::Order : Role::Chaos;
  Game game(p.rules);
  std::string why;
  if (!loadRecord(game, *record, &why)) return fail("record: " + why);
  if (game.over()) return fail("the game is already over");
  p.moves = game.history();
  p.toMove = game.toMove();
  if (*toMove != roleKey(p.toMove)) return fail("to_move does not match the record");
  if (solution->empty() || static_cast<int>(solution->size()) > kMaxPuzzleAnswers) return fail("a solution has 1 or 2 moves");
  for (const std::string& text : *solution) {
    const std::optional<Move> m = parseMove(game.geometry(), text, &why);
    if (!m) return fail("solution: " + why);
    if (game.check(*m) != MoveError::None) return fail("solution: " + text + ": " + moveErrorText(game.check(*m)));
    p.solution.push_back(*m);
  }
  if (p.toMove == Role::Order) {
    if (kind->rfind("win in ", 0) != 0) return fail("an Order puzzle's kind is 'win in N'");
    const std::string n = kind->substr(7);
    if (n.empty() || n.size() > 2 || !std::isdigit(static_cast<unsigned char>(n[0])) ||
        (n.size() == 2 && !std::isdigit(static_cast<unsigned char>(n[1]))))
      return fail("an Order puzzle's kind is 'win in N'");
    p.orderMoves = std::stoi(n);
  } else if (*kind != (p.solution.size() == 1 ? "the only hold" : "one of two holds")) {
    return fail("a Chaos puzzle's kind is 'the only hold' or 'one of two holds' as its solution has one or two moves");
  }
  if (*band == "easy") p.band = PuzzleBand::Easy;
  else if (*band == "medium") p.band = PuzzleBand::Medium;
  else if (*band == "hard") p.band = PuzzleBand::Hard;
  else return fail("band is easy, medium or hard, not '" + *band + "'");
  return p;
}

std::string checkPuzzle(const Puzzle& p, Solver& solver, std::uint64_t nodes, bool everyMove) {
  const Game game = p.position();
  const Geometry& g = game.geometry();
  const Verdict wanted = valueOfSide(p.toMove);
  int orderMoves = -1;
  const Verdict value = valueOf(game, solver, nodes, p.toMove == Role::Order ? nodes : 0, &orderMoves);
  if (value != wanted) return std::string("the position is ") + verdictName(value) + ", not the side to move's";
  if (p.toMove == Role::Order && orderMoves != p.orderMoves)
    return "the win takes " + std::to_string(orderMoves) + " Order moves, not " + std::to_string(p.orderMoves);
  for (int c = 0; c < g.cellCount(); ++c) {
    if (!game.board().isEmpty(c)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      const Move m{c, k};
      bool answer = false;
      for (const Move& s : p.solution) answer = answer || (s.cell == m.cell && s.kind == m.kind);
      if (!answer && !everyMove) continue;
      Game child = game;
      child.play(m);
      const Verdict v = valueOf(child, solver, nodes, 0);
      if (v == Verdict::Unknown) return moveText(g, m) + ": not proven within the budget";
      if (answer && v != wanted) return moveText(g, m) + " is in the solution but gives the value away";
      if (!answer && v == wanted) return moveText(g, m) + " keeps the value too but is not in the solution";
    }
  }
  return "";
}

int dailyPuzzleIndex(std::int64_t daysSinceEpoch, int count) {
  if (count <= 0) return 0;
  // A fixed mix of the day number, so that consecutive days are far apart in the set.
  std::uint64_t x = static_cast<std::uint64_t>(daysSinceEpoch) * 0x9E3779B97F4A7C15ull;
  x ^= x >> 31;
  return static_cast<int>(x % static_cast<std::uint64_t>(count));
}

}  // namespace oc
