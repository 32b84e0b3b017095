#include "search/proof_table.h"

#include <algorithm>

namespace oc {

ProofTable::ProofTable(std::size_t bytes) : entries_(powerOfTwoSlots(bytes, kWays * sizeof(ProofEntry), 256) * kWays) {
  mask_ = entries_.size() / kWays - 1;
}

void ProofTable::clear() { std::fill(entries_.begin(), entries_.end(), ProofEntry{}); }

std::uint8_t ProofTable::rulesTag(int size, int line, int variant, int firstPlayer) {
  // size 4..8 (3 bits), line 2..8 (3 bits), variant and first player (1 bit each).
  return static_cast<std::uint8_t>(((size - 4) & 7) | ((line - 2) & 7) << 3 | (variant & 1) << 6 | (firstPlayer & 1) << 7);
}

const ProofEntry* ProofTable::find(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules) const {
  const ProofEntry* b = bucket(hash);
  for (int i = 0; i < kWays; ++i)
    if (b[i].work && b[i].x == x && b[i].o == o && b[i].rules == rules) return &b[i];
  return nullptr;
}

bool ProofTable::mayHold(std::uint64_t hash, std::uint8_t rules) const {
  const ProofEntry* b = bucket(hash);
  const std::uint16_t tag = static_cast<std::uint16_t>(hash >> 48);
  for (int i = 0; i < kWays; ++i)
    if (b[i].work && b[i].tag == tag && b[i].rules == rules) return true;
  return false;
}

void ProofTable::store(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules, std::uint32_t pn, std::uint32_t dn,
                       std::uint32_t work, std::uint8_t flags) {
  ProofEntry* b = bucket(hash);
  ProofEntry* slot = nullptr;
  for (int i = 0; i < kWays && !slot; ++i)
    if (b[i].work && b[i].x == x && b[i].o == o && b[i].rules == rules) slot = &b[i];
  if (slot) {
    // A settled value stays settled (it was proven, not estimated).
    if (slot->pn == 0 || slot->dn == 0) {
      slot->flags |= flags;
      return;
    }
  } else {
    // An empty slot, else the one with the least work; settled entries last.
    for (int i = 0; i < kWays; ++i) {
      const auto cost = [](const ProofEntry& e) {
        return e.work == 0 ? 0ull : (e.pn == 0 || e.dn == 0 ? (1ull << 32) : 0ull) + e.work;
      };
      if (!slot || cost(b[i]) < cost(*slot)) slot = &b[i];
    }
    *slot = ProofEntry{};
    slot->x = x;
    slot->o = o;
    slot->rules = rules;
    slot->tag = static_cast<std::uint16_t>(hash >> 48);
  }
  slot->pn = pn;
  slot->dn = dn;
  slot->work = std::max<std::uint32_t>(1, std::max(work, slot->work));
  slot->flags |= flags;
}

}  // namespace oc
