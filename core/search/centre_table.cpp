#include "search/centre_table.h"

namespace oc {

CentreTable::CentreTable(std::size_t bytes)
    : words_(powerOfTwoSlots(bytes, sizeof(Words), 512)), stripes_(new std::atomic<std::uint32_t>[kStripes]) {
  for (std::size_t i = 0; i < kStripes; ++i) stripes_[i].store(0, std::memory_order_relaxed);
}

void CentreTable::clear() {
  for (Words& w : words_)
    for (auto& word : w.word) word.store(0, std::memory_order_relaxed);
}

CentreTable::Bucket CentreTable::copy(const Words& w) {
  Bucket b;
  b.deep.a = w.word[0].load(std::memory_order_relaxed);
  b.deep.b = w.word[1].load(std::memory_order_relaxed);
  b.recent.a = w.word[2].load(std::memory_order_relaxed);
  b.recent.b = w.word[3].load(std::memory_order_relaxed);
  return b;
}

bool CentreTable::read(std::size_t slot, Bucket* out) const {
  const std::atomic<std::uint32_t>& sequence = stripes_[slot & kStripeMask];
  const std::uint32_t before = sequence.load(std::memory_order_acquire);
  if (before & 1) return false;
  *out = copy(words_[slot]);
  std::atomic_thread_fence(std::memory_order_acquire);  // the words before the second look
  return sequence.load(std::memory_order_relaxed) == before;
}

}  // namespace oc
