// The proof-number search's table: for each position it has worked on, the
// proof and disproof numbers and the work spent. A position is stored in
// full, in its canonical form under the 16 symmetries (board_symmetry.h),
// with the rules it belongs to, so a lookup never mistakes one position for
// another: a proven value read back is the value of that very position.
// Fixed size, chosen at construction; nothing is allocated while searching.
// Buckets of four; a full bucket gives up the entry with the least work.
#pragma once
#include <cstdint>
#include <vector>

#include "board.h"
#include "search/table_memory.h"

namespace oc {

// Proof numbers saturate at infinity: (0, inf) is proven, (inf, 0) disproven.
constexpr std::uint32_t kProofInfinity = 1u << 30;

struct ProofEntry {
  Bits x = 0, o = 0;       // the canonical position
  std::uint32_t pn = 0, dn = 0;
  std::uint32_t work = 0;  // nodes spent on it (0: an empty slot)
  std::uint8_t rules = 0;  // ProofTable::rulesTag of the rules
  std::uint8_t flags = 0;  // ProofFlag bits
  std::uint16_t tag = 0;    // the hash's top 16 bits: most misses are told without the canonical form
};

enum ProofFlag : std::uint8_t {
  kNoPairing = 1,  // Chaos's pairing certificate was sought here and not found
  // How often the centre-game certificate was tried again here (proof_search.cpp), 0-7.
  kCentreRetries = 0x0E,
};
constexpr int kCentreRetriesShift = 1;

class ProofTable {
 public:
  explicit ProofTable(std::size_t bytes);
  std::size_t bytes() const { return entries_.size() * sizeof(ProofEntry); }
  void clear();

  // One byte that tells every set of rules apart (size, line, variant, first player).
  static std::uint8_t rulesTag(int size, int line, int variant, int firstPlayer);

  // The entry of a canonical position, or nullptr. `hash` picks the bucket.
  const ProofEntry* find(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules) const;
  // Whether the bucket of `hash` may hold its position (an entry of these
  // rules with the hash's tag): when not, find would miss, and the caller
  // need not work out the canonical form.
  bool mayHold(std::uint64_t hash, std::uint8_t rules) const;
  // Asks the memory for a bucket ahead of a find (children are looked up together).
  void prefetch(std::uint64_t hash) const { __builtin_prefetch(bucket(hash)); }
  // Stores or updates; a proven or disproven entry is never made less certain.
  void store(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules, std::uint32_t pn, std::uint32_t dn,
             std::uint32_t work, std::uint8_t flags);

 private:
  static constexpr int kWays = 4;
  ProofEntry* bucket(std::uint64_t hash) { return &entries_[static_cast<std::size_t>(hash & mask_) * kWays]; }
  const ProofEntry* bucket(std::uint64_t hash) const { return &entries_[static_cast<std::size_t>(hash & mask_) * kWays]; }
  TableMemory<ProofEntry> entries_;
  std::uint64_t mask_ = 0;
};

}  // namespace oc
