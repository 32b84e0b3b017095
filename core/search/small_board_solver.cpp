#include "search/small_board_solver.h"

#include "search/pairing_certificate.h"
#include "search/search_limit.h"
#include "search/small_sort.h"

namespace oc {

namespace {

std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// The pairing search is tried where a position has this many empty cells
// or more, within this many steps: near the end of the game the search
// itself is cheap. (Chosen, not tuned: the values table did not need it.)
constexpr int kPairingMinEmpties = 12;
constexpr int kPairingSteps = 400;

}  // namespace

SmallBoardSolver::SmallBoardSolver(const Rules& rules, std::size_t tableBytes)
    : rules_(rules),
      geometry_(*Geometry::make(rules.size, rules.lineLength)),
      tactics_(geometry_, rules.variant),
      coder_(geometry_),
      table_(powerOfTwoSlots(tableBytes, kWays * sizeof(Entry)) * kWays),
      mask_(table_.size() / kWays - 1) {}

Role SmallBoardSolver::toMove(const Board& b) const {
  return b.count() % 2 == 0 ? rules_.firstPlayer : opponent(rules_.firstPlayer);
}

SmallBoardSolver::Entry* SmallBoardSolver::bucket(PositionCode code) {
  return &table_[static_cast<std::size_t>(mix(code) & mask_) * kWays];
}

const SmallBoardSolver::Entry* SmallBoardSolver::find(PositionCode code) const {
  const Entry* e = &table_[static_cast<std::size_t>(mix(code) & mask_) * kWays];
  for (int i = 0; i < kWays; ++i)
    if (e[i].used && e[i].code == code) return &e[i];
  return nullptr;
}

void SmallBoardSolver::store(PositionCode code, bool moverWins, std::uint8_t move, int empties) {
  Entry* e = bucket(code);
  Entry* slot = nullptr;
  for (int i = 0; i < kWays && !slot; ++i)
    if (!e[i].used || e[i].code == code) slot = &e[i];
  if (!slot) {
    slot = &e[0];
    for (int i = 1; i < kWays; ++i)
      if (e[i].empties < slot->empties) slot = &e[i];
  }
  if (!slot->used) ++stored_;
  *slot = Entry{code, 1, static_cast<std::uint8_t>(moverWins), move, static_cast<std::uint8_t>(empties)};
}

// Every move of the side to move, the most promising first: for Order what
// it builds, for Chaos what it spoils. Chaos facing immediate wins keeps
// only the moves on their cell (-1: on two cells, nothing helps).
int SmallBoardSolver::generate(bool orderToMove, Candidate* out) const {
  Bits cells = geometry_.allCells() & ~board_.occupied();
  if (!orderToMove) {
    Move threats[8];
    const int n = tactics_.immediateWins(board_, threats, 8);
    if (n > 0) {
      Bits threatCells = 0;
      for (int i = 0; i < n && i < 8; ++i) threatCells |= bit(threats[i].cell);
      if (n > 8 || popcount(threatCells) > 1) return -1;
      cells = threatCells;
    }
  }
  // A cell in no live window (nor, under exact-five, at the end of one)
  // changes nothing: one such cell, one kind, stands for all of them. Under
  // the classic rule, where only one kind has live windows through a cell,
  // Order places that kind and Chaos the other; the other choice is never
  // better for the mover.
  const Tactics::AliveCells alive = tactics_.aliveCells(board_);
  const Bits dead = cells & ~alive.relevant;
  cells &= alive.relevant;
  const bool classic = rules_.variant == Variant::Classic;
  int count = 0;
  for (; cells; cells &= cells - 1) {
    const int cell = lowestCell(cells);
    const Tactics::CellWeights w = tactics_.weights(board_, cell);
    const bool x = alive.x & bit(cell), o = alive.o & bit(cell);
    for (Kind k : {Kind::X, Kind::O}) {
      if (classic && x != o) {
        const Kind useful = x ? Kind::X : Kind::O;
        if (k != (orderToMove ? useful : other(useful))) continue;
      }
      out[count++] = Candidate{Move{cell, k}, orderToMove ? w.build(k) : w.spoil(k)};
    }
  }
  if (dead) out[count++] = Candidate{Move{lowestCell(dead), Kind::X}, -1'000'000};
  smallStableSort(out, count, [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
  return count;
}

bool SmallBoardSolver::moverWins(bool orderToMove, int ply, Move* best) {
  if ((++nodes_ & 0xFFFFFF) == 0) {
    if (progress_) progress_(nodes_);
    if (deadlinePassed(deadline_)) aborted_ = true;
  }
  if (nodes_ >= nodeLimit_) aborted_ = true;
  if (aborted_) return false;
  const CanonicalForm canonical = coder_.canonical(board_);
  if (!best) {
    if (const Entry* e = find(canonical.code)) return e->moverWins;
  }
  const int toCanonical = canonical.symmetry;
  const auto remember = [&](bool wins, Move m) {
    const Move c = symmetricMove(geometry_, toCanonical, m);
    store(canonical.code, wins, static_cast<std::uint8_t>(moveCode(c)), empties_);
    if (wins && best) *best = m;
    return wins;
  };
  if (orderToMove) {
    Move win;
    if (tactics_.immediateWins(board_, &win, 1) > 0) return remember(true, win);
  }
  // Chaos's pairing certificate: every live window holds an empty pair
  // that Chaos can answer inside.
  if (orderToMove && empties_ >= kPairingMinEmpties && chaosHasPairing(tactics_, board_, true, kPairingSteps)) return remember(false, Move{});
  Candidate* moves = moves_[ply];
  const int count = generate(orderToMove, moves);
  if (count < 0) return remember(false, Move{});
  for (int i = 0; i < count; ++i) {
    const Move m = moves[i].move;
    board_.place(m);
    --empties_;
    bool wins;
    if (tactics_.winsAfter(board_, m)) {
      wins = orderToMove;  // a line for Order, whoever placed its last token
    } else if (empties_ == 0 || !tactics_.anyAlive(board_)) {
      wins = !orderToMove;
    } else {
      wins = !moverWins(!orderToMove, ply + 1, nullptr);
    }
    board_.remove(m.cell);
    ++empties_;
    if (aborted_) return false;
    if (wins) return remember(true, m);
  }
  return remember(false, Move{});
}

std::optional<Role> SmallBoardSolver::solve(const Board& b, std::uint64_t nodeLimit, Deadline deadline) {
  board_ = b;
  empties_ = geometry_.cellCount() - b.count();
  nodeLimit_ = nodes_ + nodeLimit < nodes_ ? ~std::uint64_t{0} : nodes_ + nodeLimit;
  deadline_ = deadline;
  aborted_ = false;
  const Role mover = toMove(b);
  const bool wins = moverWins(mover == Role::Order, 0, nullptr);
  if (aborted_) return std::nullopt;
  return wins ? mover : opponent(mover);
}

std::optional<Move> SmallBoardSolver::winningMove(const Board& b, std::uint64_t nodeLimit) {
  const CanonicalForm canonical = coder_.canonical(b);
  if (const Entry* e = find(canonical.code); e && e->moverWins) {
    const Move m = moveFromCode(e->move);
    return symmetricMove(geometry_, inverseSymmetry(geometry_, canonical.symmetry), m);
  }
  board_ = b;
  empties_ = geometry_.cellCount() - b.count();
  nodeLimit_ = nodes_ + nodeLimit < nodes_ ? ~std::uint64_t{0} : nodes_ + nodeLimit;
  deadline_ = {};
  aborted_ = false;
  Move m{-1, Kind::X};
  const bool wins = moverWins(toMove(b) == Role::Order, 0, &m);
  if (aborted_ || !wins) return std::nullopt;
  return m;
}

}  // namespace oc
