// Memory for the search tables: one zeroed block, aligned to 2 MiB. The
// tables are read at random, one entry per node, so on Linux the block asks
// for huge pages: with 4 KiB pages nearly every lookup also missed the TLB
// (measured: the lookups of children took most of the proof search's time).
// Elsewhere (WebAssembly, other systems) it is plain aligned memory.
#pragma once
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace oc {

// The most slots of `slotBytes` each that fit in `bytes`: a power of two
// (the tables find a slot by masking a hash), and at least `least`.
inline std::size_t powerOfTwoSlots(std::size_t bytes, std::size_t slotBytes, std::size_t least = 1) {
  std::size_t n = least;
  while (n * 2 * slotBytes <= bytes) n *= 2;
  return n;
}

template <typename T>
class TableMemory {
 public:
  explicit TableMemory(std::size_t count) : count_(count) {
    constexpr std::size_t kAlign = std::size_t{2} << 20;
    const std::size_t bytes = (count * sizeof(T) + kAlign - 1) / kAlign * kAlign;
    data_ = static_cast<T*>(std::aligned_alloc(kAlign, bytes));
    if (!data_) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(data_, bytes, MADV_HUGEPAGE);
#endif
    for (std::size_t i = 0; i < count; ++i) new (&data_[i]) T();
  }
  ~TableMemory() { std::free(data_); }
  TableMemory(const TableMemory&) = delete;
  TableMemory& operator=(const TableMemory&) = delete;

  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  std::size_t size() const { return count_; }
  T* begin() { return data_; }
  T* end() { return data_ + count_; }

 private:
  T* data_ = nullptr;
  std::size_t count_ = 0;
};

}  // namespace oc
