#include "strategy/order_mirror.h"

#include "notation.h"

namespace oc {

namespace {

bool isStandard(const Rules& r) { return r.size == 6 && r.lineLength == 5; }

// Centre line index (rows, columns, main diagonal, anti-diagonal: the
// transition step's order) -> the two ring cells that extend it, the top one
// (the left one for a row) first.
std::pair<int, int> lineEnds(const Geometry& g, int line) {
  if (line < 4) return {g.index(line + 1, 0), g.index(line + 1, 5)};      // row: left, right
  if (line < 8) return {g.index(0, line - 3), g.index(5, line - 3)};      // column: top, bottom
  if (line == 8) return {g.index(0, 0), g.index(5, 5)};                   // main diagonal: a1, f6
  return {g.index(0, 5), g.index(5, 0)};                                  // anti-diagonal: f1, a6
}

StrategyMove fromCentre(const Geometry& g, const CentreMove& c) {
  StrategyMove m;
  m.move = Move{centreToBoard(g, c.cell), c.kind};
  m.line = centreToBoardBits(g, c.line);
  m.forkLines = centreToBoardBits(g, c.fork);
  m.exception = c.exception;
  switch (c.rule) {
    case CentreRule::Exception: m.rule = StrategyRule::Exception; break;
    case CentreRule::Opening: m.rule = StrategyRule::Opening; break;
    case CentreRule::Four: m.rule = StrategyRule::Four; break;
    case CentreRule::Fork: m.rule = StrategyRule::Fork; break;
    case CentreRule::Grow: m.rule = StrategyRule::Grow; break;
    case CentreRule::Fallback:
    case CentreRule::None: m.rule = StrategyRule::Fallback; break;
  }
  return m;
}

// Empty when every Order move so far was the strategy's own; else where Order left it.
std::string strategyDeviation(const Game& game) {
  Game replay(game.rules());
  for (const Move& played : game.history()) {
    if (replay.toMove() == Role::Order) {
      const int last = replay.moveCount() ? replay.history().back().cell : -1;
      const std::optional<StrategyMove> s = orderStrategyMove(game.rules(), replay.board(), last);
      if (!s || s->move != played) {
        return "Order left the strategy at move " + std::to_string(replay.moveCount() + 1) + " (" +
               moveText(game.geometry(), played) + " instead of " +
               (s ? moveText(game.geometry(), s->move) : std::string("none")) + ")";
      }
    }
    replay.play(played);
  }
  return "";
}

}  // namespace

bool orderStrategyProduced(const Game& game) {
  return orderStrategyCovers(game.rules()) && strategyDeviation(game).empty();
}

int centreToBoard(const Geometry& g, int centreCell) {
  const int offset = g.size() == 6 ? 1 : 0;
  return g.index(centreCell / 4 + offset, centreCell % 4 + offset);
}

CentreBits centreTokens(const Geometry& g, Bits tokens) {
  CentreBits out = 0;
  for (int c = 0; c < 16; ++c)
    if (tokens & bit(centreToBoard(g, c))) out = static_cast<CentreBits>(out | (1u << c));
  return out;
}

Bits centreToBoardBits(const Geometry& g, CentreBits bits) {
  Bits out = 0;
  for (int c = 0; c < 16; ++c)
    if (bits & (1u << c)) out |= bit(centreToBoard(g, c));
  return out;
}

std::optional<StrategyMove> orderStrategyMove(const Rules& rules, const Board& board, int lastMove, bool useExceptions) {
  if (!orderStrategyCovers(rules)) return std::nullopt;
  const Geometry g = *Geometry::make(rules.size, rules.lineLength);
  const CentreBits cx = centreTokens(g, board.tokens(Kind::X)), co = centreTokens(g, board.tokens(Kind::O));
  if (isStandard(rules)) {
    // 1. Mirror: a filled ring cell whose mirror is empty (the last move's first).
    auto mirrorOf = [&](int cell) -> std::optional<StrategyMove> {
      if (cell < 0 || !(g.ring() & bit(cell)) || board.isEmpty(cell)) return std::nullopt;
      const int m = g.mirror(cell);
      if (!board.isEmpty(m)) return std::nullopt;
      StrategyMove s;
      s.move = Move{m, other(board.kindAt(cell))};
      s.rule = StrategyRule::Mirror;
      s.answered = cell;
      return s;
    };
    if (auto s = mirrorOf(lastMove)) return s;
    for (int cell = 0; cell < g.cellCount(); ++cell)
      if (auto s = mirrorOf(cell)) return s;
    // 2. Transition (classic only): a complete centre line of four, extended to five.
    if (rules.variant == Variant::Classic) {
      for (int line = 0; line < kCentreLines; ++line) {
        const CentreBits cells = centreLine(line);
        for (Kind k : {Kind::X, Kind::O}) {
          if (((k == Kind::X ? cx : co) & cells) != cells) continue;
          const auto [first, second] = lineEnds(g, line);
          const int target = board.isEmpty(first) ? first : board.isEmpty(second) ? second : -1;
          if (target < 0) continue;
          StrategyMove s;
          s.move = Move{target, k};
          s.rule = StrategyRule::Transition;
          s.line = centreToBoardBits(g, cells) | bit(target);
          return s;
        }
      }
    }
  }
  // 3. Centre: T1.
  const CentreMove c = centreT1(cx, co, useExceptions);
  if (c.cell < 0) return std::nullopt;
  return fromCentre(g, c);
}

std::optional<Move> immediateWin(const Game& game) {
  if (game.over()) return std::nullopt;
  for (int cell = 0; cell < game.geometry().cellCount(); ++cell) {
    if (!game.board().isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      Board b = game.board();
      b.place({cell, k});
      if (evaluate(game.geometry(), game.rules().variant, b).winner == Winner::Order) return Move{cell, k};
    }
  }
  return std::nullopt;
}

StrategyAdvice orderAdvice(const Game& game) {
  StrategyAdvice advice;
  const Rules& rules = game.rules();
  if (!orderStrategyCovers(rules)) {
    advice.whyNot = "Order's proven strategy covers 6x6 classic, 6x6 exact-five with Chaos first and the 4x4 mini game, not this set-up";
    return advice;
  }
  if (game.over()) {
    advice.whyNot = "the game is over";
    return advice;
  }
  if (game.toMove() != Role::Order) {
    advice.whyNot = "it is Chaos's turn";
    return advice;
  }
  advice.whyNot = strategyDeviation(game);
  const int last = game.moveCount() ? game.history().back().cell : -1;
  const std::optional<StrategyMove> s = orderStrategyMove(rules, game.board(), last);
  if (!s && advice.whyNot.empty()) advice.whyNot = "the strategy has no move here";
  advice.applies = advice.whyNot.empty();
  if (const std::optional<Move> win = immediateWin(game)) {
    advice.move = StrategyMove{};
    advice.move.move = *win;
    advice.move.rule = StrategyRule::ImmediateWin;
    Board b = game.board();
    b.place(*win);
    advice.move.line = winningRuns(game.geometry(), rules.variant, b, win->kind);
    advice.hasMove = true;
  } else if (s) {
    advice.move = *s;
    advice.hasMove = true;
  }
  return advice;
}

}  // namespace oc
