// The 4x4 centre strategy T1 (docs/rules.md, section 6.3), exactly as specified:
// six exceptions, the opening, then four / fork / grow / fallback, each
// choosing the first (cell, kind) in scan order. It is a pure function of the
// centre position, so the verifier and the player share it.
//
// Centre coordinates: (i, j) = (row, column), both 1..4; the centre cell index
// is (i - 1) * 4 + (j - 1); a centre position is one 16-bit mask per kind.
#pragma once
#include <cstdint>

#include "board.h"

namespace oc {

using CentreBits = std::uint16_t;

enum class CentreRule : std::uint8_t { Exception, Opening, Four, Fork, Grow, Fallback, None };

struct CentreMove {
  int cell = -1;  // centre index 0..15, -1 when the centre is full
  Kind kind = Kind::X;
  CentreRule rule = CentreRule::None;
  int exception = 0;   // 1..6 for B1..B6 when rule == Exception
  CentreBits line = 0;  // the centre line the move builds (four, grow), or 0
  CentreBits fork = 0;  // the two (or more) lines of a fork, or 0
};

// The ten centre lines: 4 rows, 4 columns, the main diagonal, the anti-diagonal.
constexpr int kCentreLines = 10;
CentreBits centreLine(int index);
// Cells in scan order: by column, then row (smallest i + 4j first).
const int* centreScanOrder();

CentreMove centreT1(CentreBits x, CentreBits o, bool useExceptions = true);

// One of the six exception positions B1..B6 (1-based), as masks and move.
struct CentreException {
  CentreBits x, o;
  int cell;
  Kind kind;
};
const CentreException& centreException(int number);

}  // namespace oc
