// The values of a root's moves, shared by two searches of the same root on
// two threads (helper_search.h): each writes a move's value once it has
// settled it, and each reads what the other settled. Only atomics: a value
// is read whole or not at all, and a value once written never changes (a
// settled position has one value).
#pragma once
#include <array>
#include <atomic>
#include <cstdint>

#include "board.h"

namespace oc {

enum class ProofValue : std::uint8_t { OrderWins, ChaosHolds, Unknown };

class RootMoveValues {
 public:
  RootMoveValues() { clear(); }
  void clear() {
    for (auto& v : values_) v.store(static_cast<std::uint8_t>(ProofValue::Unknown), std::memory_order_relaxed);
    settledByHelper_.store(0, std::memory_order_relaxed);
  }
  ProofValue get(Move m) const { return static_cast<ProofValue>(values_[index(m)].load(std::memory_order_acquire)); }
  void set(Move m, ProofValue v) { values_[index(m)].store(static_cast<std::uint8_t>(v), std::memory_order_release); }
  // The helper counts the moves it settled (reported with the result).
  void countHelperMove() { settledByHelper_.fetch_add(1, std::memory_order_relaxed); }
  int settledByHelper() const { return settledByHelper_.load(std::memory_order_relaxed); }
  // A move's place among the values (the moves of one root fit in 2 * kMaxCells).
  static std::size_t index(Move m) { return static_cast<std::size_t>(m.cell * 2 + (m.kind == Kind::X ? 0 : 1)); }

 private:
  std::array<std::atomic<std::uint8_t>, 2 * kMaxCells> values_;
  std::atomic<int> settledByHelper_{0};
};

}  // namespace oc
