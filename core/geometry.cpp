#include "geometry.h"

#include <utility>

namespace oc {

std::optional<Geometry> Geometry::make(int n, int l, std::string* error) {
  if (n < kMinSize || n > kMaxSize) {
    if (error) *error = "board size must be between " + std::to_string(kMinSize) + " and " + std::to_string(kMaxSize) + ", not " + std::to_string(n);
    return std::nullopt;
  }
  if (l < 3 || l > n) {
    if (error) *error = "line length must be between 3 and the board size " + std::to_string(n) + ", not " + std::to_string(l);
    return std::nullopt;
  }
  return Geometry(n, l);
}

Geometry::Geometry(int n, int l) : n_(n), l_(l) {
  all_ = n * n == 64 ? ~Bits{0} : (bit(n * n) - 1);
  struct Step { Direction direction; int dr, dc; };
  const Step steps[] = {{Direction::Horizontal, 0, 1},
                        {Direction::Vertical, 1, 0},
                        {Direction::Diagonal, 1, 1},
                        {Direction::AntiDiagonal, -1, 1}};
  through_.assign(static_cast<std::size_t>(n * n), {});
  for (const Step& s : steps) {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const int endR = r + s.dr * (l - 1), endC = c + s.dc * (l - 1);
        if (!contains(endR, endC)) continue;
        Window w;
        w.first = index(r, c);
        w.direction = s.direction;
        for (int k = 0; k < l; ++k) w.cells |= bit(index(r + s.dr * k, c + s.dc * k));
        if (contains(r - s.dr, c - s.dc)) w.before = bit(index(r - s.dr, c - s.dc));
        if (contains(endR + s.dr, endC + s.dc)) w.after = bit(index(endR + s.dr, endC + s.dc));
        const int id = static_cast<int>(windows_.size());
        windows_.push_back(w);
        for (int k = 0; k < l; ++k) through_[static_cast<std::size_t>(index(r + s.dr * k, c + s.dc * k))].push_back(id);
      }
    }
  }
  for (int sym = 0; sym < kSymmetries; ++sym) {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        int rr = r, cc = c;
        if (sym & 4) std::swap(rr, cc);  // transpose
        if (sym & 2) rr = n - 1 - rr;    // flip vertically
        if (sym & 1) cc = n - 1 - cc;    // flip horizontally
        symmetry_[static_cast<std::size_t>(sym)][static_cast<std::size_t>(index(r, c))] = index(rr, cc);
      }
    }
  }
  mirror_.fill(-1);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const bool top = r == 0, bottom = r == n - 1, left = c == 0, right = c == n - 1;
      if (!(top || bottom || left || right)) continue;
      ring_ |= bit(index(r, c));
      int mr = r, mc = c;
      if ((top || bottom) && (left || right)) {
        mr = n - 1 - r;  // corner: the diagonally opposite corner
        mc = n - 1 - c;
      } else if (top || bottom) {
        mr = n - 1 - r;
      } else {
        mc = n - 1 - c;
      }
      mirror_[static_cast<std::size_t>(index(r, c))] = index(mr, mc);
    }
  }
}

Bits Geometry::symmetricBits(int symmetry, Bits cells) const {
  Bits out = 0;
  for (; cells; cells &= cells - 1) {
    int cell = 0;
    while (!(cells & bit(cell))) ++cell;
    out |= bit(symmetric(symmetry, cell));
  }
  return out;
}

}  // namespace oc
