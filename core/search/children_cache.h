// The children of the nodes the proof search left open, kept for its next
// visit. df-pn comes back to a node many times (about two generations in
// five were of a node seen before: docs/solver.md), and each time it
// generated the moves again, weighed and sorted them, worked out their
// threats and looked each child up in the proof table. A node met again
// now takes its children as they were when the search last left it.
//
// What a slot keeps is either a fact about the position or a guide: the
// moves and which children are settled are facts (a settled child was
// settled by its own threats, the table or the other search, and stays
// so), the open children's numbers only steer the search, as numbers read
// from the table do. A slot is found by the exact board (not its canonical
// form: the moves are the board's own cells), so a hash collision is never
// taken for a hit.
//
// Direct-mapped by the board's hash, the last node left wins its slot.
// Nothing is allocated while searching.
#pragma once
#include <cstdint>

#include "board.h"
#include "search/table_memory.h"

namespace oc {

class ChildrenCache {
 public:
  // The most children a slot keeps: every move of the 6x6 board (larger
  // boards' nodes with more are generated each time).
  static constexpr int kMostChildren = 72;

  struct Slot {
    Bits x = 0, o = 0;
    std::uint8_t count = 0;  // 0: an empty slot
    std::uint8_t move[kMostChildren];  // moveCode
    std::uint32_t pn[kMostChildren], dn[kMostChildren];
  };

  explicit ChildrenCache(std::size_t slots) : slots_(slots), mask_(slots - 1) {}

  void clear() {
    for (Slot& s : slots_) s.count = 0;
  }

  // The slot of `b` (whose hash is `hash`) if it holds that board's children, else nullptr.
  const Slot* find(std::uint64_t hash, const Board& b) const {
    const Slot& s = slots_[static_cast<std::size_t>(hash & mask_)];
    return s.count && s.x == b.tokens(Kind::X) && s.o == b.tokens(Kind::O) ? &s : nullptr;
  }

  // The slot for `b`'s children, to be filled by the caller (count last).
  Slot& slotFor(std::uint64_t hash, const Board& b) {
    Slot& s = slots_[static_cast<std::size_t>(hash & mask_)];
    s.x = b.tokens(Kind::X);
    s.o = b.tokens(Kind::O);
    return s;
  }

 private:
  TableMemory<Slot> slots_;
  std::uint64_t mask_;
};

}  // namespace oc
