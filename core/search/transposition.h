// The transposition table: proven facts about positions, keyed by a hash
// that is the same for all 16 symmetric variants of a position (8 board
// symmetries x swapping the kinds). Fixed size, chosen at construction;
// nothing is allocated while searching.
#pragma once
#include <cstdint>
#include <vector>

#include "board.h"

namespace oc {

struct TTEntry {
  std::uint64_t key = 0;
  std::int8_t winWithin = 0;    // Order wins within this many Order moves (0: not proven)
  std::int8_t noWinWithin = -1; // Order cannot win within this many (-1: nothing proven)
  bool noPairing = false;       // Chaos's pairing certificate was sought here and not found
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t bytes);
  std::size_t bytes() const { return entries_.size() * sizeof(TTEntry); }
  void clear();

  // The entry for a key, or nullptr.
  const TTEntry* find(std::uint64_t key) const {
    const TTEntry& e = entries_[static_cast<std::size_t>(key & mask_)];
    return e.key == key ? &e : nullptr;
  }
  void storeWin(std::uint64_t key, int within);
  void storeNoWin(std::uint64_t key, int within);
  // The pairing certificate is costly, and a failed search would be repeated
  // on every visit (each deepening iteration, each resumed slice).
  void storeNoPairing(std::uint64_t key) { slot(key).noPairing = true; }

 private:
  TTEntry& slot(std::uint64_t key);
  std::vector<TTEntry> entries_;
  std::uint64_t mask_ = 0;
};

}  // namespace oc
