// The distance search's table (win_distance.h): what is proven of "Order
// wins within k of its moves" for each position it has met. Like the proof
// search's table (proof_table.h) it stores each position in full, in its
// canonical form under the 16 symmetries, with the rules, so a value read
// back always belongs to that very position. Fixed size, chosen at
// construction; nothing is allocated while searching.
#pragma once
#include <cstdint>
#include <vector>

#include "board.h"

namespace oc {

struct TTEntry {
  Bits x = 0, o = 0;             // the canonical position
  std::int8_t winWithin = 0;     // Order wins within this many Order moves (0: not proven)
  std::int8_t noWinWithin = -1;  // Order cannot win within this many (-1: nothing proven)
  std::uint8_t rules = 0;        // ProofTable::rulesTag of the rules
  bool used = false;
  bool noPairing = false;        // Chaos's pairing certificate was sought here and not found
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t bytes);
  std::size_t bytes() const { return entries_.size() * sizeof(TTEntry); }
  void clear();

  // The entry of a canonical position, or nullptr; `hash` picks the slot.
  const TTEntry* find(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules) const {
    const TTEntry& e = entries_[static_cast<std::size_t>(hash & mask_)];
    return e.used && e.x == x && e.o == o && e.rules == rules ? &e : nullptr;
  }
  void storeWin(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules, int within);
  void storeNoWin(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules, int within);
  // The pairing certificate is costly, and a failed search would be repeated
  // on every visit (each deepening iteration, each resumed slice).
  void storeNoPairing(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules) { slot(hash, x, o, rules).noPairing = true; }

 private:
  TTEntry& slot(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules);
  std::vector<TTEntry> entries_;
  std::uint64_t mask_ = 0;
};

}  // namespace oc
