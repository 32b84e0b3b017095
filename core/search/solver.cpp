#include "solver.h"

#include <algorithm>

#include "chaos_pairing.h"
#include "order_mirror.h"
#include "pairing_certificate.h"

namespace oc {

namespace {

constexpr int kMaxMoves = 2 * kMaxCells;
constexpr int kProvenForever = 127;  // "no win within any number of moves"

std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct Zobrist {
  std::uint64_t keys[kMaxCells][2];
  Zobrist() {
    std::uint64_t s = 20261121;
    for (auto& cell : keys)
      for (auto& k : cell) k = splitmix(s);
  }
};
const Zobrist& zobrist() {
  static const Zobrist z;
  return z;
}

struct ScoredMove {
  Move move;
  int score;
};

// Moves the best-scored of moves[i..n) to i, the first of equals, keeping
// the others in order: taken for i = 0, 1, ... this gives the order of a
// stable sort by score, but only as far as the node needs it.
void bringBestForward(ScoredMove* moves, int i, int n) {
  int best = i;
  for (int j = i + 1; j < n; ++j)
    if (moves[j].score > moves[best].score) best = j;
  const ScoredMove m = moves[best];
  for (int j = best; j > i; --j) moves[j] = moves[j - 1];
  moves[i] = m;
}

}  // namespace

const char* verdictName(Verdict v) {
  switch (v) {
    case Verdict::OrderWins: return "order";
    case Verdict::ChaosHolds: return "chaos";
    case Verdict::Unknown: break;
  }
  return "unknown";
}

// The search state: the board with its 16 symmetric hashes, kept in step
// with every placement.
struct Solver::Search {
  Search(const Game& game, TranspositionTable& tt)
      : tactics(game.geometry(), game.rules().variant), board(game.board()), table(tt) {
    const Rules& r = game.rules();
    salt = (static_cast<std::uint64_t>(r.size) << 56) ^ (static_cast<std::uint64_t>(r.lineLength) << 48) ^
           (static_cast<std::uint64_t>(r.variant) << 40) ^ (static_cast<std::uint64_t>(r.firstPlayer) << 32) ^ 0x5bd1e995u;
    for (Bits b = board.occupied(); b; b &= b - 1) {
      const int cell = lowestCell(b);
      hashMove(Move{cell, board.kindAt(cell)});
    }
  }

  void hashMove(Move m) {
    const Zobrist& z = zobrist();
    const Geometry& g = tactics.geometry();
    for (int s = 0; s < Geometry::kSymmetries; ++s) {
      const int c = g.symmetric(s, m.cell);
      hashes[2 * s] ^= z.keys[c][kindIndex(m.kind)];
      hashes[2 * s + 1] ^= z.keys[c][1 - kindIndex(m.kind)];
    }
  }
  void place(Move m) {
    board.place(m);
    hashMove(m);
    ++ply;
  }
  void unplace(Move m) {
    board.remove(m.cell);
    hashMove(m);
    --ply;
  }
  std::uint64_t key() const { return *std::min_element(hashes, hashes + 16) ^ salt; }

  bool limitReached() {
    if (nodes >= nodeLimit) return aborted = true;
    if ((nodes & 255) == 0 && deadline != std::chrono::steady_clock::time_point{} &&
        std::chrono::steady_clock::now() >= deadline)
      return aborted = true;
    return false;
  }

  Bits emptyCells() const { return tactics.geometry().allCells() & ~board.occupied(); }

  // What the table knows of "Order wins within k": true, false, or nothing.
  std::optional<bool> probe(std::uint64_t h, int k) const {
    if (const TTEntry* e = table.find(h)) {
      if (e->winWithin && e->winWithin <= k) return true;
      if (e->noWinWithin >= k) return false;
    }
    return std::nullopt;
  }

  bool knowsNoPairing(std::uint64_t h) const {
    const TTEntry* e = table.find(h);
    return e && e->noPairing;
  }

  // Every (cell, kind) on `cells` with its score, unsorted: Order's by what
  // a move builds, Chaos's by what it spoils. Take them best first with
  // bringBestForward: a node often stops at its first move or two, so
  // sorting them all would be wasted.
  int scoredMoves(Bits cells, Role mover, ScoredMove* out) const {
    int n = 0;
    for (; cells; cells &= cells - 1) {
      const int cell = lowestCell(cells);
      const Tactics::CellWeights w = tactics.weights(board, cell);
      for (Kind kind : {Kind::X, Kind::O})
        out[n++] = {Move{cell, kind}, mover == Role::Order ? w.build(kind) : w.spoil(kind)};
    }
    return n;
  }

  // Order to move: can Order win within k of its moves?
  bool orderNode(int k) {
    ++nodes;
    if (k <= 0) return false;
    Move win;
    if (tactics.immediateWins(board, &win, 1) > 0) {
      if (ply == 0) rootWin = win;
      return true;
    }
    if (k == 1 || limitReached()) return false;
    if (!tactics.anyAlive(board)) return false;
    const std::uint64_t h = key();
    // At the root a known win is searched again (quickly, from the table)
    // to learn which move wins.
    if (const std::optional<bool> known = probe(h, k); known && !(*known && ply == 0)) return *known;
    if (k >= 3 && !knowsNoPairing(h)) {
      int steps = 0;
      const bool paired = chaosHasPairing(tactics, board, true, kPairingStepsInner, &steps);
      nodes += static_cast<std::uint64_t>(steps);  // its work counts against the budget
      if (paired) {
        table.storeNoWin(h, kProvenForever);
        return false;
      }
      table.storeNoPairing(h);
    }
    ScoredMove moves[kMaxMoves];
    const int n = scoredMoves(emptyCells(), Role::Order, moves);
    for (int i = 0; i < n; ++i) {
      bringBestForward(moves, i, n);
      place(moves[i].move);
      const bool wins = chaosNode(k - 1);
      unplace(moves[i].move);
      if (aborted) return false;
      if (wins) {
        if (ply == 0) rootWin = moves[i].move;
        table.storeWin(h, k);
        return true;
      }
    }
    table.storeNoWin(h, k);
    return false;
  }

  // Chaos to move: can Order win within k more of its moves whatever Chaos does?
  bool chaosNode(int k) {
    ++nodes;
    if (k <= 0 || board.occupied() == tactics.geometry().allCells()) return false;
    if (limitReached() || !tactics.anyAlive(board)) return false;
    const std::uint64_t h = key();
    if (const std::optional<bool> known = probe(h, k)) return *known;
    Move threats[8];
    const int threatCount = tactics.immediateWins(board, threats, 8);
    // With a threat on the board, only a move on a threat cell can parry it.
    Bits cells = emptyCells();
    if (threatCount > 0 && threatCount <= 8) {
      cells = 0;
      for (int i = 0; i < threatCount; ++i) cells |= bit(threats[i].cell);
    }
    ScoredMove moves[kMaxMoves];
    const int n = scoredMoves(cells, Role::Chaos, moves);
    for (int i = 0; i < n; ++i) {
      bringBestForward(moves, i, n);
      const Move m = moves[i].move;
      place(m);
      const bool orderWins = tactics.winsAfter(board, m) || orderNode(k);
      unplace(m);
      if (aborted) return false;
      if (!orderWins) {
        if (ply == 0) rootRefutation = m;
        table.storeNoWin(h, k);
        return false;
      }
    }
    table.storeWin(h, k);
    return true;
  }

  Tactics tactics;
  Board board;
  TranspositionTable& table;
  std::uint64_t hashes[16] = {};
  std::uint64_t salt = 0;
  std::uint64_t nodes = 0;
  std::uint64_t nodeLimit = 0;
  std::chrono::steady_clock::time_point deadline{};
  bool aborted = false;
  Role toMove = Role::Order;
  int ply = 0;
  std::optional<Move> rootRefutation;  // Chaos's move that refuted the last root search
  std::optional<Move> rootWin;         // Order's move that won the last root search
};

Solver::Solver(std::size_t tableBytes) : table_(tableBytes) {
  line_.reserve(kMaxCells);  // the line never allocates while it grows
}
Solver::~Solver() = default;

void Solver::start(const Game& game, SolveBudget budget) {
  result_ = SolveResult{};
  phase_ = Phase::Search;
  line_.clear();  // placed on the previous search's board, which goes
  budget_ = budget;
  started_ = std::chrono::steady_clock::now();
  search_ = std::make_unique<Search>(game, table_);
  search_->toMove = game.toMove();
  running_ = true;
  strategyWin_ = false;
  depth_ = 1;
  const int empty = game.geometry().cellCount() - game.board().count();
  maxDepth_ = game.toMove() == Role::Order ? (empty + 1) / 2 : empty / 2;

  if (game.over()) {
    result_.orderMoves = 0;
    finish(game.outcome().winner == Winner::Order ? Verdict::OrderWins : Verdict::ChaosHolds, "game over");
    return;
  }
  // Certificates: a proven strategy produced the position, or Chaos has a pairing.
  if (chaosPairingProduced(game)) {
    finish(Verdict::ChaosHolds, "pairing");
    return;
  }
  strategyWin_ = orderStrategyProduced(game);
  if (chaosHasPairing(search_->tactics, search_->board, game.toMove() == Role::Order, kPairingStepsRoot)) {
    finish(Verdict::ChaosHolds, "pairing");
    return;
  }
}

void Solver::armLimits(std::uint64_t sliceEnd) {
  Search& s = *search_;
  s.aborted = false;
  s.nodeLimit = std::min(sliceEnd, budget_.nodes);
  s.deadline = budget_.milliseconds > 0
                   ? started_ + std::chrono::microseconds(static_cast<std::int64_t>(budget_.milliseconds * 1000))
                   : std::chrono::steady_clock::time_point{};
}

bool Solver::outOfBudget() const {
  return search_->nodes >= budget_.nodes ||
         (budget_.milliseconds > 0 && std::chrono::steady_clock::now() >= search_->deadline);
}

bool Solver::step(std::uint64_t nodeSlice) {
  if (!running_) return true;
  Search& s = *search_;
  // The slice covers this whole call, across deepening iterations.
  const std::uint64_t remaining = budget_.nodes > s.nodes ? budget_.nodes - s.nodes : 0;
  const std::uint64_t sliceEnd = s.nodes + std::min(nodeSlice, remaining);
  if (phase_ == Phase::Line) {
    if (extendLine(sliceEnd)) finish(Verdict::OrderWins, "search");
    return !running_;
  }
  if (phase_ == Phase::Holding) {
    if (findHoldingMove(sliceEnd)) finish(Verdict::ChaosHolds, "search");
    return !running_;
  }
  while (depth_ <= maxDepth_) {
    armLimits(sliceEnd);
    s.rootRefutation.reset();
    s.rootWin.reset();
    const bool wins = s.toMove == Role::Order ? s.orderNode(depth_) : s.chaosNode(depth_);
    if (s.aborted) {
      if (!outOfBudget()) return false;  // the slice ran out: resume later
      result_.noWinWithin = depth_ - 1;
      if (strategyWin_) {
        finish(Verdict::OrderWins, "Order's strategy");
      } else {
        finish(Verdict::Unknown, "search");
      }
      return true;
    }
    if (wins) {
      result_.orderMoves = depth_;
      phase_ = Phase::Line;
      line_.clear();
      lineSide_ = s.toMove;
      lineMovesLeft_ = depth_;
      if (extendLine(sliceEnd)) finish(Verdict::OrderWins, "search");
      return !running_;
    }
    result_.noWinWithin = depth_;
    ++depth_;
  }
  // A table hit at the root proves the hold without a move; search the
  // root's moves then.
  if (s.toMove == Role::Chaos && !s.rootRefutation) {
    phase_ = Phase::Holding;
    if (!findHoldingMove(sliceEnd)) return false;
  }
  finish(Verdict::ChaosHolds, "search");
  return true;
}

bool Solver::findHoldingMove(std::uint64_t sliceEnd) {
  Search& s = *search_;
  armLimits(sliceEnd);
  for (Bits e = s.emptyCells(); e; e &= e - 1) {
    for (Kind kind : {Kind::X, Kind::O}) {
      const Move m{lowestCell(e), kind};
      s.place(m);
      const bool orderWins = s.tactics.winsAfter(s.board, m) || s.orderNode(maxDepth_);
      s.unplace(m);
      if (s.aborted) return outOfBudget();  // out of budget: no holding move to report
      if (!orderWins) {
        result_.holdingMove = m;
        return true;
      }
    }
  }
  return true;
}

void Solver::finish(Verdict v, const char* method) {
  result_.verdict = v;
  result_.method = method;
  if (search_) {
    if (v == Verdict::ChaosHolds && !result_.holdingMove) result_.holdingMove = search_->rootRefutation;
    // Take the line's moves back off the search's board.
    for (auto it = line_.rbegin(); it != line_.rend(); ++it) search_->unplace(*it);
    result_.nodes = search_->nodes;
  }
  result_.line = line_;
  line_.clear();
  phase_ = Phase::Search;
  result_.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count();
  running_ = false;
}

// A principal line, one move per pass, resumable between slices: Order's
// move that wins soonest (the root's is known from the search), Chaos's
// reply that delays the win the longest, and so on to the win.
bool Solver::extendLine(std::uint64_t sliceEnd) {
  Search& s = *search_;
  armLimits(sliceEnd);
  while (lineMovesLeft_ > 0) {
    Move best{-1, Kind::X};
    if (lineSide_ == Role::Order) {
      Move win;
      if (line_.empty() && s.rootWin) {
        best = *s.rootWin;
      } else if (s.tactics.immediateWins(s.board, &win, 1) > 0) {
        best = win;
      } else {
        ScoredMove moves[kMaxMoves];
        const int n = s.scoredMoves(s.emptyCells(), Role::Order, moves);
        for (int i = 0; i < n && best.cell < 0; ++i) {
          bringBestForward(moves, i, n);
          s.place(moves[i].move);
          const bool ok = s.chaosNode(lineMovesLeft_ - 1);
          s.unplace(moves[i].move);
          if (s.aborted) break;
          if (ok) best = moves[i].move;
        }
      }
    } else {
      int longest = -1;
      for (Bits e = s.emptyCells(); e && !s.aborted; e &= e - 1) {
        for (Kind kind : {Kind::X, Kind::O}) {
          const Move m{lowestCell(e), kind};
          s.place(m);
          int j = 0;
          if (!s.tactics.winsAfter(s.board, m))
            for (j = 1; j < lineMovesLeft_ && !s.orderNode(j) && !s.aborted; ++j) {
            }
          s.unplace(m);
          if (s.aborted) break;
          if (j > longest) {
            longest = j;
            best = m;
          }
        }
      }
    }
    if (s.aborted) return outOfBudget();  // the slice ran out: this move again next time
    if (best.cell < 0) return true;
    line_.push_back(best);
    s.place(best);
    if (s.tactics.winsAfter(s.board, best)) return true;
    if (lineSide_ == Role::Order) --lineMovesLeft_;
    lineSide_ = opponent(lineSide_);
  }
  return true;
}

SolveResult Solver::solve(const Game& game, SolveBudget budget) {
  start(game, budget);
  while (!step(budget.nodes)) {
  }
  return result_;
}

bool Solver::orderWinsWithin(const Game& game, int k) {
  Search s(game, table_);
  s.nodeLimit = ~std::uint64_t{0};
  if (game.over()) return game.outcome().winner == Winner::Order;
  return game.toMove() == Role::Order ? s.orderNode(k) : s.chaosNode(k);
}

}  // namespace oc
