// The centre game's table (centre_game.h): slots of two entries, which two
// searches on two threads may share (natively, the proof search and its
// helper, helper_search.h: most of their time goes to centre games, and each
// settles many that the other meets too).
//
// A reader never sees half of a writer's bucket: each slot's stripe has a
// sequence number that a writer makes odd while it writes and even again
// after, and a reader keeps a copy only if the number was even and the same
// before and after it copied (otherwise it counts as a miss: the table is a
// cache, and a miss only costs a search). A writer that finds the stripe
// busy drops its write, for the same reason. So every entry read is one a
// search stored whole: a value is never mixed from two positions. On one
// thread (the browser's worker) the numbers are plain counters.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "search/table_memory.h"

namespace oc {

class CentreTable {
 public:
  struct Entry {
    std::uint64_t a = 0, b = 0;  // the key and what is known (centre_game.cpp); b == 0: empty
  };
  struct Bucket {
    Entry deep, recent;
  };

  explicit CentreTable(std::size_t bytes);
  std::size_t slots() const { return words_.size(); }
  std::size_t bytes() const { return words_.size() * sizeof(Words); }
  // Not while another thread uses the table.
  void clear();
  void prefetch(std::size_t slot) const { __builtin_prefetch(&words_[slot]); }

  // A whole copy of the slot's bucket, or false while a writer is at it.
  bool read(std::size_t slot, Bucket* out) const;
  // Writes the slot's bucket as `change` makes it from the current one;
  // nothing if another writer is at its stripe.
  template <typename Change>
  void update(std::size_t slot, Change&& change) {
    std::atomic<std::uint32_t>& sequence = stripes_[slot & kStripeMask];
    std::uint32_t before = sequence.load(std::memory_order_relaxed);
    if ((before & 1) || !sequence.compare_exchange_strong(before, before + 1, std::memory_order_acquire))
      return;
    std::atomic_thread_fence(std::memory_order_release);  // the odd number before the new words
    Words& w = words_[slot];
    Bucket bucket = copy(w);
    change(bucket);
    w.word[0].store(bucket.deep.a, std::memory_order_relaxed);
    w.word[1].store(bucket.deep.b, std::memory_order_relaxed);
    w.word[2].store(bucket.recent.a, std::memory_order_relaxed);
    w.word[3].store(bucket.recent.b, std::memory_order_relaxed);
    sequence.store(before + 2, std::memory_order_release);
  }

 private:
  // One slot: a bucket in four words, 32 bytes (two to a cache line).
  struct alignas(32) Words {
    std::atomic<std::uint64_t> word[4] = {};
  };
  static constexpr std::size_t kStripes = 4096;  // 16 KB of sequence numbers
  static constexpr std::size_t kStripeMask = kStripes - 1;
  static Bucket copy(const Words& w);

  TableMemory<Words> words_;
  std::unique_ptr<std::atomic<std::uint32_t>[]> stripes_;
};

}  // namespace oc
