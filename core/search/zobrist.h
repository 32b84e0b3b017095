// Zobrist keys: one random 64-bit number per (cell, kind). A position's hash
// is the XOR of the keys of its tokens, so a move updates it with one XOR.
#pragma once
#include <cstdint>

#include "board.h"

namespace oc {

struct Zobrist {
  std::uint64_t keys[kMaxCells][2];
  static const Zobrist& instance();
  std::uint64_t key(int cell, Kind k) const { return keys[cell][kindIndex(k)]; }
};

}  // namespace oc
