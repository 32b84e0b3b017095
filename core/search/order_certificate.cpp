#include "search/order_certificate.h"

#include "search/tactics.h"

namespace oc {

OrderCertificate::OrderCertificate(const Geometry& g, Variant v, std::size_t tableBytes)
    : geometry_(g), variant_(v), solver_(tableBytes) {
  describeShape();
}

OrderCertificate::OrderCertificate(const Geometry& g, Variant v, CentreTable& shared)
    : geometry_(g), variant_(v), solver_(shared) {
  describeShape();
}

void OrderCertificate::describeShape() {
  const Geometry& g = geometry_;
  const int n = g.size(), l = g.lineLength();
  if (l == n && n <= kMaxCentreSize) {
    centreSize_ = n;
  } else if (l == n - 1 && n - 2 >= 2 && n - 2 <= kMaxCentreSize) {
    centreSize_ = n - 2;
    hasRing_ = true;
  }
  if (!covers()) return;
  shape_ = &CentreShape::of(centreSize_);
  const CentreShape& shape = *shape_;
  for (int line = 0; line < shape.lineCount(); ++line) {
    ends_[line][0] = ends_[line][1] = -1;
    if (!hasRing_) continue;
    // The two board cells just beyond the line's first and last centre cells.
    const Bits cells = shape.line(line);
    const int first = lowestCell(cells), last = 63 - __builtin_clzll(cells);
    const int b0 = boardCell(first), b1 = boardCell(last);
    const int steps = popcount(cells) - 1;
    const int dr = (g.row(b1) - g.row(b0)) / steps, dc = (g.col(b1) - g.col(b0)) / steps;
    ends_[line][0] = g.index(g.row(b0) - dr, g.col(b0) - dc);
    ends_[line][1] = g.index(g.row(b1) + dr, g.col(b1) + dc);
  }
}

int OrderCertificate::boardCell(int centreCell) const {
  const int offset = hasRing_ ? 1 : 0;
  return geometry_.index(centreCell / centreSize_ + offset, centreCell % centreSize_ + offset);
}

int OrderCertificate::centreCell(int cell) const {
  if (!covers()) return -1;
  const int offset = hasRing_ ? 1 : 0;
  const int r = geometry_.row(cell) - offset, c = geometry_.col(cell) - offset;
  return r >= 0 && c >= 0 && r < centreSize_ && c < centreSize_ ? r * centreSize_ + c : -1;
}

Bits OrderCertificate::centreBits(Bits board) const {
  const int n = geometry_.size(), k = centreSize_, offset = hasRing_ ? 1 : 0;
  const Bits rowMask = bit(k) - 1;
  Bits out = 0;
  for (int r = 0; r < k; ++r) out |= ((board >> ((r + offset) * n + offset)) & rowMask) << (r * k);
  return out;
}

unsigned OrderCertificate::allowedKinds(const Board& b, int l, bool* halfFilled) const {
  if (halfFilled) *halfFilled = false;
  const bool shortDiagonal = shape_->isShortDiagonal(l);
  if (!hasRing_) return shortDiagonal ? 0 : 3;  // a short diagonal is shorter than the line
  const int e0 = ends_[l][0], e1 = ends_[l][1];
  const bool full0 = !b.isEmpty(e0), full1 = !b.isEmpty(e1);
  const auto bitOf = [](Kind k) { return k == Kind::X ? 1u : 2u; };
  // A short diagonal is a whole line of the board: it wins only with both
  // ends of one kind, and then (as long as the line, no longer) under
  // either rule. Its ends are in other lines' pairs, so an empty end may
  // take either kind: no kind is safe before both are filled.
  if (shortDiagonal) return full0 && full1 && b.kindAt(e0) == b.kindAt(e1) ? bitOf(b.kindAt(e0)) : 0;
  if (!full0 && !full1) return 3;  // the mirror answers a Chaos move there
  if (full0 && full1) {
    if (b.kindAt(e0) != b.kindAt(e1)) return 3;
    return variant_ == Variant::Classic ? bitOf(b.kindAt(e0)) : 0;  // a six wins only under the classic rule
  }
  if (halfFilled) *halfFilled = true;
  return bitOf(b.kindAt(full0 ? e0 : e1));
}

std::optional<CentrePosition> OrderCertificate::centrePosition(const Board& b, bool orderToMove) const {
  if (!covers()) return std::nullopt;
  CentrePosition p;
  p.size = centreSize_;
  p.x = centreBits(b.tokens(Kind::X));
  p.o = centreBits(b.tokens(Kind::O));
  p.orderToMove = orderToMove;
  const int lines = shape_->lineCount();
  if (!hasRing_) {  // the full lines are the board's lines; the short diagonals are too short
    p.allowX = p.allowO = (1u << shape_->fullLineCount()) - 1;
    return p;
  }
  const bool exactFive = variant_ == Variant::ExactFive;
  for (int line = 0; line < lines; ++line) {
    bool half = false;
    const unsigned kinds = allowedKinds(b, line, &half);
    if (half && exactFive) return std::nullopt;
    if (kinds & 1) p.allowX |= 1u << line;
    if (kinds & 2) p.allowO |= 1u << line;
    // Chaos filling the other end is a move Order need not answer; Order
    // filling it with the other kind makes the line allow both.
    if (half) (kinds & 1 ? p.halfX : p.halfO) |= 1u << line;
  }
  if (exactFive) {
    // Chaos to move needs an even number of empty centre cells; Order to
    // move an odd one, so that its centre move makes it even.
    const int emptyCentre = centreSize_ * centreSize_ - popcount(p.x | p.o);
    if ((emptyCentre % 2 == 1) != orderToMove) return std::nullopt;
  }
  return p;
}

// First the game in which Order never closes a pair (its half-filled pairs
// only Chaos's passes): most positions are settled there, in fewer nodes.
// Where Chaos holds that game, the closing may still win. (Not inlined: it
// has three callers, and three copies made the solver's wasm 0.6 KB larger.)
__attribute__((noinline)) CentreValue OrderCertificate::solveCentre(const CentrePosition& p, std::uint64_t nodeLimit,
                                                                    std::uint64_t* nodes, Deadline deadline,
                                                                    Closing closing, CentrePosition* solved) {
  CentrePosition passesOnly = p;
  passesOnly.passes += popcount(p.halfX | p.halfO);
  passesOnly.halfX = passesOnly.halfO = 0;
  std::uint64_t used = 0;
  CentreValue v = solver_.solve(passesOnly, nodeLimit, &used, deadline);
  if (solved) *solved = passesOnly;
  if (v == CentreValue::ChaosHolds && closing == Closing::WithClosing && (p.halfX | p.halfO) && nodeLimit > used) {
    std::uint64_t more = 0;
    v = solver_.solve(p, nodeLimit - used, &more, deadline);
    used += more;
    if (solved) *solved = p;
  }
  if (nodes) *nodes = used;
  return v;
}

CentreValue OrderCertificate::value(const Board& b, bool orderToMove, std::uint64_t nodeLimit, std::uint64_t* nodes,
                                    Deadline deadline, Closing closing) {
  if (nodes) *nodes = 0;
  const std::optional<CentrePosition> p = centrePosition(b, orderToMove);
  if (!p) return CentreValue::Unknown;
  const CentreValue v = solveCentre(*p, nodeLimit, nodes, deadline, closing);
  // With a ring, a hold of the centre game is not a hold of the game.
  return v == CentreValue::ChaosHolds && !exact() ? CentreValue::Unknown : v;
}

CentreValue OrderCertificate::chaosToMove(const Board& b, std::uint64_t nodeLimit, std::uint64_t* nodes, Deadline deadline,
                                          Closing closing) {
  return value(b, false, nodeLimit, nodes, deadline, closing);
}

// The value alone: the move behind a win is worked out only when asked for
// (orderMove), which the proof search, calling this at every Order node,
// never does.
CentreValue OrderCertificate::orderToMove(const Board& b, std::uint64_t nodeLimit, std::uint64_t* nodes, Deadline deadline,
                                          Closing closing) {
  return value(b, true, nodeLimit, nodes, deadline, closing);
}

std::optional<OrderCertificateMove> OrderCertificate::orderMove(const Board& b, std::uint64_t nodeLimit,
                                                                std::uint64_t* nodes, Deadline deadline, Closing closing) {
  if (nodes) *nodes = 0;
  if (!covers()) return std::nullopt;
  std::uint64_t used = 0;
  std::optional<OrderCertificateMove> found;
  if (const std::optional<CentrePosition> p = centrePosition(b, true)) {
    CentrePosition solved;
    const CentreValue v = solveCentre(*p, nodeLimit, &used, deadline, closing, &solved);
    if (v == CentreValue::OrderWins) {
      if (const std::optional<CentreMoveChoice> m = solver_.winningMove(solved, nodeLimit > used ? nodeLimit - used : 0, deadline)) {
        if (m->closedLine < 0) {
          found = OrderCertificateMove{Move{boardCell(m->cell), m->kind}, false, -1};
        } else {
          // Closing a half-filled pair: the other kind on its empty end.
          const int e0 = ends_[m->closedLine][0], e1 = ends_[m->closedLine][1];
          const int empty = b.isEmpty(e0) ? e0 : e1, filled = empty == e0 ? e1 : e0;
          found = OrderCertificateMove{Move{empty, m->kind}, true, filled};
        }
      }
    }
  }
  if (nodes) *nodes = used;
  return found;
}

}  // namespace oc
