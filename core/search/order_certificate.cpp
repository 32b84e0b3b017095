#include "search/order_certificate.h"

#include "search/tactics.h"

namespace oc {

OrderCertificate::OrderCertificate(const Geometry& g, Variant v, std::size_t tableBytes)
    : geometry_(g), variant_(v), solver_(tableBytes) {
  const int n = g.size(), l = g.lineLength();
  if (l == n && n <= kMaxCentreSize) {
    centreSize_ = n;
  } else if (l == n - 1 && n - 2 >= 2 && n - 2 <= kMaxCentreSize) {
    centreSize_ = n - 2;
    hasRing_ = true;
  }
  if (!covers()) return;
  const int k = centreSize_;
  const CentreShape& shape = CentreShape::of(k);
  for (int line = 0; line < shape.lineCount(); ++line) {
    ends_[line][0] = ends_[line][1] = -1;
    if (!hasRing_) continue;
    // The two board cells just beyond the line's first and last centre cells.
    const Bits cells = shape.line(line);
    const int first = lowestCell(cells), last = 63 - __builtin_clzll(cells);
    const int b0 = boardCell(first), b1 = boardCell(last);
    const int dr = (g.row(b1) - g.row(b0)) / (k - 1), dc = (g.col(b1) - g.col(b0)) / (k - 1);
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
  if (!hasRing_) return 3;
  const int e0 = ends_[l][0], e1 = ends_[l][1];
  const bool full0 = !b.isEmpty(e0), full1 = !b.isEmpty(e1);
  const auto bitOf = [](Kind k) { return k == Kind::X ? 1u : 2u; };
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
  const int lines = CentreShape::of(centreSize_).lineCount();
  const std::uint32_t all = (1u << lines) - 1;
  if (!hasRing_) {
    p.allowX = p.allowO = all;
    return p;
  }
  const bool exactFive = variant_ == Variant::ExactFive;
  for (int line = 0; line < lines; ++line) {
    bool half = false;
    const unsigned kinds = allowedKinds(b, line, &half);
    if (half && exactFive) return std::nullopt;
    if (kinds & 1) p.allowX |= 1u << line;
    if (kinds & 2) p.allowO |= 1u << line;
    p.passes += half;  // Chaos filling the other end is a move Order need not answer
  }
  if (exactFive) {
    // Chaos to move needs an even number of empty centre cells; Order to
    // move an odd one, so that its centre move makes it even.
    const int emptyCentre = centreSize_ * centreSize_ - popcount(p.x | p.o);
    if ((emptyCentre % 2 == 1) != orderToMove) return std::nullopt;
  }
  return p;
}

CentreValue OrderCertificate::chaosToMove(const Board& b, std::uint64_t nodeLimit, std::uint64_t* nodes, Deadline deadline) {
  if (nodes) *nodes = 0;
  const std::optional<CentrePosition> p = centrePosition(b, false);
  if (!p) return CentreValue::Unknown;
  const CentreValue v = solver_.solve(*p, nodeLimit, nodes, deadline);
  if (v == CentreValue::ChaosHolds && !exact()) return CentreValue::Unknown;
  return v;
}

CentreValue OrderCertificate::orderToMove(const Board& b, std::uint64_t nodeLimit, std::uint64_t* nodes, Deadline deadline) {
  if (exact()) {
    if (nodes) *nodes = 0;
    const std::optional<CentrePosition> p = centrePosition(b, true);
    return p ? solver_.solve(*p, nodeLimit, nodes, deadline) : CentreValue::Unknown;
  }
  return orderMove(b, nodeLimit, nodes, deadline) ? CentreValue::OrderWins : CentreValue::Unknown;
}

std::optional<OrderCertificateMove> OrderCertificate::orderMove(const Board& b, std::uint64_t nodeLimit,
                                                                std::uint64_t* nodes, Deadline deadline) {
  if (nodes) *nodes = 0;
  if (!covers()) return std::nullopt;
  std::uint64_t spent = 0;
  auto budgetLeft = [&] { return nodeLimit > spent ? nodeLimit - spent : 0; };
  // A mirror answer: the other end of a half-filled pair, with the other kind.
  if (hasRing_) {
    const int lines = CentreShape::of(centreSize_).lineCount();
    for (int line = 0; line < lines && budgetLeft() > 0; ++line) {
      const int e0 = ends_[line][0], e1 = ends_[line][1];
      if (b.isEmpty(e0) == b.isEmpty(e1)) continue;
      const int filled = b.isEmpty(e0) ? e1 : e0, empty = b.isEmpty(e0) ? e0 : e1;
      const Move answer{empty, other(b.kindAt(filled))};
      Board after = b;
      after.place(answer);
      std::uint64_t used = 0;
      const CentreValue v = chaosToMove(after, budgetLeft(), &used, deadline);
      spent += used;
      if (v == CentreValue::OrderWins) {
        if (nodes) *nodes = spent;
        return OrderCertificateMove{answer, true, filled};
      }
    }
  }
  // A move of the centre game.
  std::optional<OrderCertificateMove> found;
  if (const std::optional<CentrePosition> p = centrePosition(b, true); p && budgetLeft() > 0) {
    std::uint64_t used = 0;
    const CentreValue v = solver_.solve(*p, budgetLeft(), &used, deadline);
    spent += used;
    if (v == CentreValue::OrderWins) {
      if (const std::optional<CentreMoveChoice> m = solver_.winningMove(*p, budgetLeft(), deadline))
        found = OrderCertificateMove{Move{boardCell(m->cell), m->kind}, false, -1};
    }
  }
  if (nodes) *nodes = spent;
  return found;
}

}  // namespace oc
