#include "transposition.h"

#include <algorithm>

namespace oc {

TranspositionTable::TranspositionTable(std::size_t bytes) {
  std::size_t n = 1024;
  while (n * 2 * sizeof(TTEntry) <= bytes) n *= 2;
  entries_.assign(n, TTEntry{});
  mask_ = n - 1;
}

void TranspositionTable::clear() { std::fill(entries_.begin(), entries_.end(), TTEntry{}); }

TTEntry& TranspositionTable::slot(std::uint64_t key) {
  TTEntry& e = entries_[static_cast<std::size_t>(key & mask_)];
  if (e.key != key) e = TTEntry{key, 0, -1, false};  // always replace
  return e;
}

void TranspositionTable::storeWin(std::uint64_t key, int within) {
  TTEntry& e = slot(key);
  if (e.winWithin == 0 || within < e.winWithin) e.winWithin = static_cast<std::int8_t>(within);
}

void TranspositionTable::storeNoWin(std::uint64_t key, int within) {
  TTEntry& e = slot(key);
  if (within > e.noWinWithin) e.noWinWithin = static_cast<std::int8_t>(within);
}

}  // namespace oc
