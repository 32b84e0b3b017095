// The shape of the centre game's board (centre_game.h): the (n-2) x (n-2)
// centre of an n x n board, its lines (rows top to bottom, then columns left
// to right, then the main diagonal, then the anti-diagonal) and the 8
// symmetries of the square, as cell and line maps. One shape per size, made
// once.
#pragma once
#include <cstdint>
#include <vector>

#include "board.h"

namespace oc {

constexpr int kMaxCentreSize = 6;
constexpr int kMaxCentreLines = 2 * kMaxCentreSize + 2;
static_assert(kMaxCentreLines <= 16, "line masks are mapped two bytes at a time");

// The lines and symmetries of one centre size.
class CentreShape {
 public:
  static const CentreShape& of(int size);  // 2 <= size <= kMaxCentreSize
  int size() const { return size_; }
  int cellCount() const { return size_ * size_; }
  int lineCount() const { return 2 * size_ + 2; }
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
  std::uint32_t symmetricLines(int symmetry, std::uint32_t lines) const {
    return lineByteMap_[symmetry][0][lines & 0xFF] | lineByteMap_[symmetry][1][(lines >> 8) & 0xFF];
  }

 private:
  explicit CentreShape(int size);
  int size_;
  Bits all_ = 0;
  Bits lines_[kMaxCentreLines] = {};
  std::uint32_t through_[kMaxCentreSize * kMaxCentreSize] = {};
  int cellMap_[8][kMaxCentreSize * kMaxCentreSize] = {};
  int lineMap_[8][kMaxCentreLines] = {};
  // Byte-wise lookup tables for mapping cell masks: [symmetry][byte][value],
  // and line masks (at most 14 lines, two bytes): [symmetry][byte][value].
  std::vector<Bits> byteMap_;
  std::uint32_t lineByteMap_[8][2][256] = {};
};

}  // namespace oc
