// The values of a root's moves, shared by two searches of the same root on
// two threads (helper_search.h): each writes a move's value once it has
// settled it, and each reads what the other settled. Only atomics: a value
// is read whole or not at all, and a value once written never changes (a
// settled position has one value).
//
// On one machine (the helper on a thread) the two also share where they
// work: the root move each is searching below, and the main search's move
// one level further down; and the helper, once no root move is left to it,
// settles the replies to the main search's root move, whose values are kept
// here too, by the two moves (the values "below" a root move).
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
    for (auto& v : below_) v.store(static_cast<std::uint8_t>(ProofValue::Unknown), std::memory_order_relaxed);
    for (auto& w : working_) w.store(kNone, std::memory_order_relaxed);
    settledByHelper_.store(0, std::memory_order_relaxed);
  }
  ProofValue get(Move m) const { return static_cast<ProofValue>(values_[index(m)].load(std::memory_order_acquire)); }
  void set(Move m, ProofValue v) { values_[index(m)].store(static_cast<std::uint8_t>(v), std::memory_order_release); }
  // The helper counts the moves it settled (reported with the result).
  void countHelperMove() { settledByHelper_.fetch_add(1, std::memory_order_relaxed); }
  int settledByHelper() const { return settledByHelper_.load(std::memory_order_relaxed); }

  // The value of the position after root move `m` and then `reply`.
  ProofValue getBelow(Move m, Move reply) const {
    return static_cast<ProofValue>(below_[index(m) * kMoves + index(reply)].load(std::memory_order_acquire));
  }
  void setBelow(Move m, Move reply, ProofValue v) {
    below_[index(m) * kMoves + index(reply)].store(static_cast<std::uint8_t>(v), std::memory_order_release);
  }

  // Where the searches work: the main search's root move, the helper's, and
  // the main search's reply below its root move.
  enum class Work : std::uint8_t { MainRoot, HelperRoot, MainBelow };
  void setWorking(Work w, Move m) { working_[static_cast<int>(w)].store(static_cast<int>(index(m)), std::memory_order_relaxed); }
  void clearWorking(Work w) { working_[static_cast<int>(w)].store(kNone, std::memory_order_relaxed); }
  bool isWorking(Work w, Move m) const { return working_[static_cast<int>(w)].load(std::memory_order_relaxed) == static_cast<int>(index(m)); }
  // The move, if any.
  bool working(Work w, Move* m) const {
    const int i = working_[static_cast<int>(w)].load(std::memory_order_relaxed);
    if (i == kNone) return false;
    if (m) *m = Move{i / 2, i % 2 == 0 ? Kind::X : Kind::O};
    return true;
  }

  // A move's place among the values (the moves of one root fit in 2 * kMaxCells).
  static std::size_t index(Move m) { return static_cast<std::size_t>(m.cell * 2 + (m.kind == Kind::X ? 0 : 1)); }

 private:
  static constexpr std::size_t kMoves = 2 * kMaxCells;
  static constexpr int kNone = -1;
  std::array<std::atomic<std::uint8_t>, kMoves> values_;
  std::array<std::atomic<std::uint8_t>, kMoves * kMoves> below_;
  std::array<std::atomic<int>, 3> working_;
  std::atomic<int> settledByHelper_{0};
};

}  // namespace oc
