// Board geometry for an n x n board with lines of length l: cell indexing,
// the precomputed windows (every l consecutive cells in one of the four
// directions), and the ring mirror used by Order's strategy.
// Cells are numbered row-major, index = row * n + col, row 0 at the top.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace oc {

using Bits = std::uint64_t;

constexpr int kMinSize = 4;
constexpr int kMaxSize = 8;
constexpr int kMaxCells = kMaxSize * kMaxSize;

constexpr Bits bit(int cell) { return Bits{1} << cell; }

enum class Direction : std::uint8_t { Horizontal, Vertical, Diagonal, AntiDiagonal };

// Five (l) consecutive cells in one direction, plus the cell just beyond each
// end along the same line (0 when that end is the board's edge). The exact-five
// rule needs the ends to tell a sealed five from a pending one or a six.
struct Window {
  Bits cells = 0;
  Bits before = 0;
  Bits after = 0;
  int first = 0;  // the window's first cell (top or left end)
  Direction direction = Direction::Horizontal;
};

class Geometry {
 public:
  // Checks 4 <= n <= 8 and 3 <= l <= n; returns nullopt with a message otherwise.
  static std::optional<Geometry> make(int n, int l, std::string* error = nullptr);
  static Geometry standard() { return *make(6, 5); }

  int size() const { return n_; }
  int lineLength() const { return l_; }
  int cellCount() const { return n_ * n_; }
  Bits allCells() const { return all_; }

  int index(int row, int col) const { return row * n_ + col; }
  int row(int cell) const { return cell / n_; }
  int col(int cell) const { return cell % n_; }
  bool contains(int row, int col) const { return row >= 0 && col >= 0 && row < n_ && col < n_; }

  const std::vector<Window>& windows() const { return windows_; }
  // Indices into windows() of the windows that contain the cell.
  const std::vector<int>& windowsThrough(int cell) const { return through_[static_cast<std::size_t>(cell)]; }

  // The ring (border cells) and the centre (all others).
  Bits ring() const { return ring_; }
  Bits centre() const { return all_ & ~ring_; }
  // The mirror of a ring cell (docs/rules.md, section 6.1): the same column or row on the
  // opposite edge; a corner maps to the diagonally opposite corner. -1 for
  // centre cells.
  int mirror(int cell) const { return mirror_[static_cast<std::size_t>(cell)]; }

  // The eight symmetries of the square (0 is the identity): where a cell goes.
  static constexpr int kSymmetries = 8;
  int symmetric(int symmetry, int cell) const { return symmetry_[static_cast<std::size_t>(symmetry)][static_cast<std::size_t>(cell)]; }
  Bits symmetricBits(int symmetry, Bits cells) const;

  friend bool operator==(const Geometry& a, const Geometry& b) { return a.n_ == b.n_ && a.l_ == b.l_; }
  friend bool operator!=(const Geometry& a, const Geometry& b) { return !(a == b); }

 private:
  Geometry(int n, int l);
  int n_ = 6;
  int l_ = 5;
  Bits all_ = 0;
  Bits ring_ = 0;
  std::vector<Window> windows_;
  std::vector<std::vector<int>> through_;
  std::array<int, kMaxCells> mirror_{};
  std::array<std::array<int, kMaxCells>, kSymmetries> symmetry_{};
};

}  // namespace oc
