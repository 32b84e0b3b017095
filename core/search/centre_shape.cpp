#include "search/centre_shape.h"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>

#include "search/tactics.h"

namespace oc {

CentreShape::CentreShape(int size)
    : size_(size), lineCount_(2 * size + 2 + (size >= 3 && size <= kMostSizeWithShortDiagonals ? kShortDiagonals : 0)) {
  const int n = size;
  all_ = n * n == 64 ? ~Bits{0} : (bit(n * n) - 1);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      lines_[i] |= bit(i * n + j);      // row i
      lines_[n + i] |= bit(j * n + i);  // column i
    }
    lines_[2 * n] |= bit(i * n + i);                // main diagonal
    lines_[2 * n + 1] |= bit((n - 1 - i) * n + i);  // anti-diagonal, bottom-left to top-right
  }
  if (lineCount_ > fullLineCount()) {
    const int first = fullLineCount();
    for (int i = 0; i + 1 < n; ++i) {
      lines_[first] |= bit(i * n + i + 1);                // beside the main diagonal, above it
      lines_[first + 1] |= bit((i + 1) * n + i);          // beside the main diagonal, below it
      lines_[first + 2] |= bit((n - 2 - i) * n + i);      // beside the anti-diagonal, above it
      lines_[first + 3] |= bit((n - 1 - i) * n + i + 1);  // beside the anti-diagonal, below it
    }
  }
  for (int l = 0; l < lineCount(); ++l)
    for (int c = 0; c < n * n; ++c)
      if (lines_[l] & bit(c)) through_[c] |= 1u << l;
  // The same numbering of the 8 symmetries as Geometry: bit 2 transposes,
  // bit 1 flips vertically, bit 0 flips horizontally.
  for (int s = 0; s < 8; ++s) {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        int rr = r, cc = c;
        if (s & 4) std::swap(rr, cc);
        if (s & 2) rr = n - 1 - rr;
        if (s & 1) cc = n - 1 - cc;
        cellMap_[s][r * n + c] = rr * n + cc;
      }
    }
    for (int l = 0; l < lineCount(); ++l) {
      Bits image = 0;
      for (Bits b = lines_[l]; b; b &= b - 1) image |= bit(cellMap_[s][lowestCell(b)]);
      for (int m = 0; m < lineCount(); ++m)
        if (lines_[m] == image) lineMap_[s][l] = m;
    }
  }
  for (int s = 0; s < 8; ++s)
    for (int byte = 0; byte < 2; ++byte)
      for (int v = 0; v < 256; ++v)
        for (int bitIndex = 0; bitIndex < 8; ++bitIndex) {
          const int l = byte * 8 + bitIndex;
          if ((v >> bitIndex & 1) && l < lineCount()) lineByteMap_[s][byte][v] |= 1u << lineMap_[s][l];
        }
  const int bytes = (n * n + 7) / 8;
  for (int byte = 0; byte < bytes; ++byte)
    for (int v = 0; v < 256; ++v)
      for (int bitIndex = 0; bitIndex < 8; ++bitIndex) {
        const int cell = byte * 8 + bitIndex;
        if ((v >> bitIndex & 1) && cell < n * n) touchByteMap_[byte][v] = static_cast<std::uint16_t>(touchByteMap_[byte][v] | through_[cell]);
      }
  byteMap_.assign(static_cast<std::size_t>(8 * bytes * 256), 0);
  for (int s = 0; s < 8; ++s)
    for (int byte = 0; byte < bytes; ++byte)
      for (int v = 0; v < 256; ++v) {
        Bits image = 0;
        for (int bitIndex = 0; bitIndex < 8; ++bitIndex) {
          const int cell = byte * 8 + bitIndex;
          if ((v >> bitIndex & 1) && cell < n * n) image |= bit(cellMap_[s][cell]);
        }
        byteMap_[static_cast<std::size_t>((s * bytes + byte) * 256 + v)] = image;
      }
}

const CentreShape& CentreShape::of(int size) {
  static const std::array<std::unique_ptr<CentreShape>, kMaxCentreSize + 1> shapes = [] {
    std::array<std::unique_ptr<CentreShape>, kMaxCentreSize + 1> s;
    for (int k = 2; k <= kMaxCentreSize; ++k) s[static_cast<std::size_t>(k)].reset(new CentreShape(k));
    return s;
  }();
  return *shapes[static_cast<std::size_t>(std::clamp(size, 2, kMaxCentreSize))];
}

}  // namespace oc
