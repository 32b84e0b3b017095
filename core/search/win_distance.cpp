#include "search/win_distance.h"

#include "search/pairing_certificate.h"
#include "search/proof_table.h"
#include "search/search_limit.h"

namespace oc {

namespace {

constexpr int kMaxMoves = 2 * kMaxCells;
constexpr int kProvenForever = 127;  // "no win within any number of moves"

// Moves the best-scored of moves[i..n) to i, the first of equals, keeping
// the others in order: taken for i = 0, 1, ... this gives the order of a
// stable sort by score, but only as far as the node needs it.
template <typename T>
void bringBestForward(T* moves, int i, int n) {
  int best = i;
  for (int j = i + 1; j < n; ++j)
    if (moves[j].score > moves[best].score) best = j;
  const T m = moves[best];
  for (int j = best; j > i; --j) moves[j] = moves[j - 1];
  moves[i] = m;
}

}  // namespace

WinDistance::WinDistance(const Rules& rules, TranspositionTable& table)
    : tactics_(*Geometry::make(rules.size, rules.lineLength), rules.variant),
      position_(tactics_.geometry()),
      table_(table),
      rulesTag_(ProofTable::rulesTag(rules.size, rules.lineLength, static_cast<int>(rules.variant),
                                     static_cast<int>(rules.firstPlayer))) {}

void WinDistance::setLimits(std::uint64_t nodeLimit, std::chrono::steady_clock::time_point deadline) {
  nodeLimit_ = nodeLimit;
  deadline_ = deadline;
  aborted_ = false;
}

bool WinDistance::limitReached() {
  if (!aborted_ && searchLimitReached(nodes_, nodeLimit_, deadline_)) aborted_ = true;
  return aborted_;
}

PositionKey WinDistance::key() const {
  PositionKey k = position_.key();
  k.hash ^= std::uint64_t{rulesTag_} * 0x9E3779B97F4A7C15ull;
  return k;
}

// What the table knows of "Order wins within k": true, false, or nothing.
std::optional<bool> WinDistance::probe(const PositionKey& h, int k) const {
  if (const TTEntry* e = table_.find(h.hash, h.x, h.o, rulesTag_)) {
    if (e->winWithin && e->winWithin <= k) return true;
    if (e->noWinWithin >= k) return false;
  }
  return std::nullopt;
}

// Every (cell, kind) on `cells` with its score, unsorted: Order's by what a
// move builds, Chaos's by what it spoils. Take them best first with
// bringBestForward: a node often stops at its first move or two.
int WinDistance::scoredMoves(Bits cells, bool order, ScoredMove* out) const {
  int n = 0;
  for (; cells; cells &= cells - 1) {
    const int cell = lowestCell(cells);
    const Tactics::CellWeights w = tactics_.weights(position_.board(), cell);
    for (Kind kind : {Kind::X, Kind::O}) out[n++] = {Move{cell, kind}, order ? w.build(kind) : w.spoil(kind)};
  }
  return n;
}

bool WinDistance::orderWinsWithin(int k, Move* winningMove) { return orderNode(k, 0, winningMove); }
bool WinDistance::chaosLosesWithin(int k) { return chaosNode(k, 0); }

// Order to move: can Order win within k of its moves?
bool WinDistance::orderNode(int k, int ply, Move* winningMove) {
  ++nodes_;
  if (k <= 0) return false;
  const Board& board = position_.board();
  Move win;
  if (tactics_.immediateWins(board, &win, 1) > 0) {
    if (ply == 0 && winningMove) *winningMove = win;
    return true;
  }
  if (k == 1 || limitReached()) return false;
  if (!tactics_.anyAlive(board)) return false;
  const PositionKey h = key();
  // At the root a known win is searched again (quickly, from the table)
  // to learn which move wins.
  if (const std::optional<bool> known = probe(h, k); known && !(*known && ply == 0 && winningMove)) return *known;
  if (k >= 3) {
    const TTEntry* e = table_.find(h.hash, h.x, h.o, rulesTag_);
    if (!e || !e->noPairing) {
      int steps = 0;
      const bool paired = chaosHasPairing(tactics_, board, true, kPairingStepsInner, &steps);
      nodes_ += static_cast<std::uint64_t>(steps);  // its work counts against the budget
      if (paired) {
        table_.storeNoWin(h.hash, h.x, h.o, rulesTag_, kProvenForever);
        return false;
      }
      table_.storeNoPairing(h.hash, h.x, h.o, rulesTag_);
    }
  }
  ScoredMove moves[kMaxMoves];
  const int n = scoredMoves(position_.emptyCells(), true, moves);
  for (int i = 0; i < n; ++i) {
    bringBestForward(moves, i, n);
    position_.place(moves[i].move);
    const bool wins = chaosNode(k - 1, ply + 1);
    position_.unplace(moves[i].move);
    if (aborted_) return false;
    if (wins) {
      if (ply == 0 && winningMove) *winningMove = moves[i].move;
      table_.storeWin(h.hash, h.x, h.o, rulesTag_, k);
      return true;
    }
  }
  table_.storeNoWin(h.hash, h.x, h.o, rulesTag_, k);
  return false;
}

// Chaos to move: can Order win within k more of its moves whatever Chaos does?
bool WinDistance::chaosNode(int k, int ply) {
  ++nodes_;
  const Board& board = position_.board();
  if (k <= 0 || position_.empties() == 0) return false;
  if (limitReached() || !tactics_.anyAlive(board)) return false;
  const PositionKey h = key();
  if (const std::optional<bool> known = probe(h, k)) return *known;
  Move threats[8];
  const int threatCount = tactics_.immediateWins(board, threats, 8);
  // With a threat on the board, only a move on a threat cell can parry it.
  Bits cells = position_.emptyCells();
  if (threatCount > 0 && threatCount <= 8) {
    cells = 0;
    for (int i = 0; i < threatCount; ++i) cells |= bit(threats[i].cell);
  }
  ScoredMove moves[kMaxMoves];
  const int n = scoredMoves(cells, false, moves);
  for (int i = 0; i < n; ++i) {
    bringBestForward(moves, i, n);
    const Move m = moves[i].move;
    position_.place(m);
    const bool orderWins = tactics_.winsAfter(position_.board(), m) || orderNode(k, ply + 1, nullptr);
    position_.unplace(m);
    if (aborted_) return false;
    if (!orderWins) {
      table_.storeNoWin(h.hash, h.x, h.o, rulesTag_, k);
      return false;
    }
  }
  table_.storeWin(h.hash, h.x, h.o, rulesTag_, k);
  return true;
}

}  // namespace oc
