#include "search/transposition.h"

#include <algorithm>

#include "search/table_memory.h"

namespace oc {

TranspositionTable::TranspositionTable(std::size_t bytes) {
  const std::size_t n = powerOfTwoSlots(bytes, sizeof(TTEntry), 1024);
  entries_.assign(n, TTEntry{});
  mask_ = n - 1;
}

void TranspositionTable::clear() { std::fill(entries_.begin(), entries_.end(), TTEntry{}); }

TTEntry& TranspositionTable::slot(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules) {
  TTEntry& e = entries_[static_cast<std::size_t>(hash & mask_)];
  if (!e.used || e.x != x || e.o != o || e.rules != rules) {  // always replace
    e = TTEntry{};
    e.x = x;
    e.o = o;
    e.rules = rules;
    e.used = true;
  }
  return e;
}

void TranspositionTable::storeWin(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules, int within) {
  TTEntry& e = slot(hash, x, o, rules);
  if (e.winWithin == 0 || within < e.winWithin) e.winWithin = static_cast<std::int8_t>(within);
}

void TranspositionTable::storeNoWin(std::uint64_t hash, Bits x, Bits o, std::uint8_t rules, int within) {
  TTEntry& e = slot(hash, x, o, rules);
  if (within > e.noWinWithin) e.noWinWithin = static_cast<std::int8_t>(within);
}

}  // namespace oc
