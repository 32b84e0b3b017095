// The shape of the centre game's board (centre_game.h): the (n-2) x (n-2)
// centre of an n x n board, its lines (rows top to bottom, then columns left
// to right, then the main diagonal, then the anti-diagonal: the full lines;
// then, on centres of 3 and 4, the four short diagonals one cell shorter,
// beside the long ones) and the 8 symmetries of the square, as cell and line
// maps. One shape per size, made once.
//
// A short diagonal of the centre is the middle of one of the board's short
// diagonals (as long as the board's line, one shorter than the board): its
// two ends are ring cells, in the mirror pairs of two other lines. Larger
// centres leave them out: their lines would not fit the centre game's key.
#pragma once
#include <cstdint>
#include <vector>

#include "board.h"

namespace oc {

constexpr int kMaxCentreSize = 6;
constexpr int kMaxCentreLines = 2 * kMaxCentreSize + 2;
constexpr int kShortDiagonals = 4;
constexpr int kMostSizeWithShortDiagonals = 4;
static_assert(2 * kMostSizeWithShortDiagonals + 2 + kShortDiagonals <= kMaxCentreLines, "the short diagonals fit");
static_assert(kMaxCentreLines <= 16, "line masks are mapped two bytes at a time");

// The lines and symmetries of one centre size.
class CentreShape {
 public:
  static const CentreShape& of(int size);  // 2 <= size <= kMaxCentreSize
  int size() const { return size_; }
  int cellCount() const { return size_ * size_; }
  // All lines, the short diagonals included (they come last).
  int lineCount() const { return lineCount_; }
  // The rows, columns and the two long diagonals: the lines extended by a
  // mirror pair of ring cells.
  int fullLineCount() const { return 2 * size_ + 2; }
  bool isShortDiagonal(int l) const { return l >= fullLineCount(); }
  Bits all() const { return all_; }
  Bits line(int l) const { return lines_[static_cast<std::size_t>(l)]; }
  // The lines through a cell, one bit per line index.
  std::uint32_t linesThrough(int cell) const { return through_[static_cast<std::size_t>(cell)]; }
  int symmetricCell(int symmetry, int cell) const { return cellMap_[static_cast<std::size_t>(symmetry)][static_cast<std::size_t>(cell)]; }
  // Inline: the centre game's table key maps every node 16 ways.
  Bits symmetricCells(int symmetry, Bits cells) const {
    const int bytes = (size_ * size_ + 7) / 8;
    Bits out = 0;
    for (int byte = 0; byte < bytes; ++byte)
      out |= byteMap_[static_cast<std::size_t>((symmetry * bytes + byte) * 256 + ((cells >> (8 * byte)) & 0xFF))];
    return out;
  }
  // The lines through at least one of the cells (a byte of the mask at a time).
  std::uint32_t linesTouching(Bits cells) const {
    std::uint32_t out = 0;
    for (int byte = 0; cells; ++byte, cells >>= 8) out |= touchByteMap_[byte][cells & 0xFF];
    return out;
  }
  std::uint32_t symmetricLines(int symmetry, std::uint32_t lines) const {
    return lineByteMap_[symmetry][0][lines & 0xFF] | lineByteMap_[symmetry][1][(lines >> 8) & 0xFF];
  }

 private:
  explicit CentreShape(int size);
  int size_;
  int lineCount_;
  Bits all_ = 0;
  Bits lines_[kMaxCentreLines] = {};
  std::uint32_t through_[kMaxCentreSize * kMaxCentreSize] = {};
  int cellMap_[8][kMaxCentreSize * kMaxCentreSize] = {};
  int lineMap_[8][kMaxCentreLines] = {};
  // Byte-wise lookup tables for mapping cell masks: [symmetry][byte][value],
  // and line masks (at most 14 lines, two bytes): [symmetry][byte][value].
  std::vector<Bits> byteMap_;
  std::uint32_t lineByteMap_[8][2][256] = {};
  std::uint16_t touchByteMap_[(kMaxCentreSize * kMaxCentreSize + 7) / 8][256] = {};
};

// The 4x4 centre (the 6x6 board's, the one the search asks most often):
// its cell masks' symmetries by bit operations instead of table lookups.
// Cells are bits r * 4 + c. Composed (transposed, then rows flipped, then
// columns flipped), they give the same 8 maps as CentreShape::of(4)
// (tests/unit/test_certificates.cpp checks every mask).
namespace square4 {
inline Bits transposeCells(Bits x) {
  Bits t = (x ^ (x >> 3)) & 0x0A0A;
  x ^= t ^ (t << 3);
  t = (x ^ (x >> 6)) & 0x00CC;
  return x ^ t ^ (t << 6);
}
inline Bits flipRowsCells(Bits x) {  // row r to row 3 - r
  x = ((x >> 8) | (x << 8)) & 0xFFFF;
  return ((x & 0x0F0F) << 4) | ((x >> 4) & 0x0F0F);
}
inline Bits flipColumnsCells(Bits x) {  // column c to column 3 - c
  x = ((x & 0x5555) << 1) | ((x >> 1) & 0x5555);
  return ((x & 0x3333) << 2) | ((x >> 2) & 0x3333);
}
}  // namespace square4

}  // namespace oc
