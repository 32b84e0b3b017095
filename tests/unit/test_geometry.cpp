#include <catch_amalgamated.hpp>

#include <algorithm>

#include "geometry.h"

using namespace oc;

namespace {
int countDirection(const Geometry& g, Direction d) {
  int n = 0;
  for (const Window& w : g.windows()) n += w.direction == d;
  return n;
}
int popcount(Bits b) {
  int n = 0;
  for (; b; b &= b - 1) ++n;
  return n;
}
}  // namespace

TEST_CASE("the standard board has 32 windows: 12 horizontal, 12 vertical, 8 diagonal", "[geometry]") {
  const Geometry g = Geometry::standard();
  CHECK(g.windows().size() == 32);
  CHECK(countDirection(g, Direction::Horizontal) == 12);
  CHECK(countDirection(g, Direction::Vertical) == 12);
  CHECK(countDirection(g, Direction::Diagonal) == 4);
  CHECK(countDirection(g, Direction::AntiDiagonal) == 4);
}

TEST_CASE("window counts generalise to every board size and line length", "[geometry]") {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    for (int l = 3; l <= n; ++l) {
      const Geometry g = *Geometry::make(n, l);
      const int span = n - l + 1;
      INFO("n=" << n << " l=" << l);
      CHECK(countDirection(g, Direction::Horizontal) == n * span);
      CHECK(countDirection(g, Direction::Vertical) == n * span);
      CHECK(countDirection(g, Direction::Diagonal) == span * span);
      CHECK(countDirection(g, Direction::AntiDiagonal) == span * span);
      int through = 0;
      for (int c = 0; c < g.cellCount(); ++c) through += static_cast<int>(g.windowsThrough(c).size());
      CHECK(through == static_cast<int>(g.windows().size()) * l);
      for (const Window& w : g.windows()) {
        CHECK(popcount(w.cells) == l);
        CHECK((w.cells & ~g.allCells()) == 0);
        CHECK((w.before & w.cells) == 0);
        CHECK((w.after & w.cells) == 0);
      }
    }
  }
}

TEST_CASE("window ends: the cells just beyond, or nothing at the edge", "[geometry]") {
  const Geometry g = Geometry::standard();
  for (const Window& w : g.windows()) {
    if (w.direction == Direction::Horizontal && w.first == g.index(0, 0)) {
      CHECK(w.before == 0);
      CHECK(w.after == bit(g.index(0, 5)));
    }
    if (w.direction == Direction::Diagonal && w.first == g.index(1, 0)) {  // a2..e6, length-5 diagonal
      CHECK(w.before == 0);
      CHECK(w.after == 0);
    }
    if (w.direction == Direction::AntiDiagonal && w.first == g.index(5, 0)) {  // a6 up-right to e2
      CHECK(w.before == 0);
      CHECK(w.after == bit(g.index(0, 5)));
    }
  }
}

TEST_CASE("invalid sizes are refused with a message", "[geometry]") {
  std::string error;
  CHECK_FALSE(Geometry::make(3, 3, &error));
  CHECK(error.find("board size") != std::string::npos);
  CHECK_FALSE(Geometry::make(9, 5, &error));
  CHECK_FALSE(Geometry::make(6, 7, &error));
  CHECK(error.find("line length") != std::string::npos);
  CHECK_FALSE(Geometry::make(6, 2, &error));
  CHECK(Geometry::make(8, 8));
}

TEST_CASE("ring mirror: an involution that extends each centre line of four to five", "[geometry]") {
  const Geometry g = Geometry::standard();
  CHECK(g.mirror(g.index(0, 0)) == g.index(5, 5));  // a1 <-> f6
  CHECK(g.mirror(g.index(0, 5)) == g.index(5, 0));  // f1 <-> a6
  CHECK(g.mirror(g.index(0, 2)) == g.index(5, 2));  // c1 <-> c6
  CHECK(g.mirror(g.index(3, 0)) == g.index(3, 5));  // a4 <-> f4
  CHECK(g.mirror(g.index(2, 2)) == -1);
  int ring = 0;
  for (int c = 0; c < 36; ++c) {
    if (!(g.ring() & bit(c))) continue;
    ++ring;
    CHECK(g.mirror(c) != c);
    CHECK(g.mirror(g.mirror(c)) == c);
  }
  CHECK(ring == 20);
  // The ten centre lines (rows b..e inside, columns, two diagonals) and the ring
  // cells that extend them: the two extension cells are always mirrors.
  struct Line { int r, c, dr, dc; };
  const Line lines[] = {{1, 1, 0, 1}, {2, 1, 0, 1}, {3, 1, 0, 1}, {4, 1, 0, 1}, {1, 1, 1, 0},
                        {1, 2, 1, 0}, {1, 3, 1, 0}, {1, 4, 1, 0}, {1, 1, 1, 1}, {4, 1, -1, 1}};
  for (const Line& l : lines) {
    const int before = g.index(l.r - l.dr, l.c - l.dc);
    const int after = g.index(l.r + 4 * l.dr, l.c + 4 * l.dc);
    CHECK(g.mirror(before) == after);
  }
}

TEST_CASE("the eight symmetries map windows to windows and the ring to itself", "[geometry]") {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    const Geometry g = *Geometry::make(n, std::min(n, 5));
    std::vector<Bits> windows;
    for (const Window& w : g.windows()) windows.push_back(w.cells);
    for (int s = 0; s < Geometry::kSymmetries; ++s) {
      Bits image = 0;
      for (int c = 0; c < g.cellCount(); ++c) image |= bit(g.symmetric(s, c));
      CHECK(image == g.allCells());  // a permutation
      CHECK(g.symmetricBits(s, g.ring()) == g.ring());
      for (Bits w : windows) CHECK(std::find(windows.begin(), windows.end(), g.symmetricBits(s, w)) != windows.end());
    }
    for (int c = 0; c < g.cellCount(); ++c) CHECK(g.symmetric(0, c) == c);
  }
}
