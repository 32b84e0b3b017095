// The values of a root's moves, shared by two searches of the same root on
// two threads (helper_search.h): each writes a move's value once it has
// settled it, and each reads what the other settled. Only atomics: a value
// is read whole or not at all, and a value once written never changes (a
// settled position has one value).
//
// On one machine (the helper on a thread) the two also share where they
// work: the root move each is searching below, and the main search's moves
// a few levels further down (its path); and the helper, once no root move is
// left to it, settles positions along that path, whose values are kept here
// too, by the moves that lead to them from the root (the values "after" a
// line of moves).
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
    for (auto& v : lines_) v.store(0, std::memory_order_relaxed);
    for (auto& w : working_) w.store(kNone, std::memory_order_relaxed);
    pathLength_.store(0, std::memory_order_relaxed);
    settledByHelper_.store(0, std::memory_order_relaxed);
  }
  ProofValue get(Move m) const { return static_cast<ProofValue>(values_[index(m)].load(std::memory_order_acquire)); }
  void set(Move m, ProofValue v) { values_[index(m)].store(static_cast<std::uint8_t>(v), std::memory_order_release); }
  // The helper counts the moves it settled (reported with the result).
  void countHelperMove() { settledByHelper_.fetch_add(1, std::memory_order_relaxed); }
  int settledByHelper() const { return settledByHelper_.load(std::memory_order_relaxed); }

  // The value of the position after the `count` moves of `line` from the
  // root (2 to kMostLineMoves of them). A small table: a value may be lost
  // to another line's, never mixed with it (the whole line is kept with it).
  static constexpr int kMostLineMoves = 6;
  ProofValue getAfter(const Move* line, int count) const {
    const std::uint64_t code = lineCode(line, count);
    const std::uint64_t entry = lines_[slot(code)].load(std::memory_order_acquire);
    return entry >> 2 == code ? static_cast<ProofValue>(entry & 3) : ProofValue::Unknown;
  }
  void setAfter(const Move* line, int count, ProofValue v) {
    const std::uint64_t code = lineCode(line, count);
    lines_[slot(code)].store(code << 2 | static_cast<std::uint64_t>(v), std::memory_order_release);
  }

  // Where the searches work: the main search's root move and the helper's.
  enum class Work : std::uint8_t { MainRoot, HelperRoot };
  void setWorking(Work w, Move m) { working_[static_cast<int>(w)].store(static_cast<int>(index(m)), std::memory_order_relaxed); }
  void clearWorking(Work w) { working_[static_cast<int>(w)].store(kNone, std::memory_order_relaxed); }
  bool isWorking(Work w, Move m) const { return working_[static_cast<int>(w)].load(std::memory_order_relaxed) == static_cast<int>(index(m)); }
  // The move, if any.
  bool working(Work w, Move* m) const {
    const int i = working_[static_cast<int>(w)].load(std::memory_order_relaxed);
    if (i == kNone) return false;
    if (m) *m = fromIndex(i);
    return true;
  }
  // The main search's path below its root move: the move it works on at
  // `depth` (1 to kPathDepth - 1 moves below the root), the deeper ones
  // forgotten until it goes down again.
#if defined(__EMSCRIPTEN__)
  static constexpr int kPathDepth = 1;  // the browser's helper, a second worker, shares the root's moves only
#else
  static constexpr int kPathDepth = 3;
#endif
  static_assert(kPathDepth <= kMostLineMoves, "the values along the path fit in the lines' table");
  void setMainPath(int depth, Move m) {
    path_[depth].store(static_cast<int>(index(m)), std::memory_order_relaxed);
    pathLength_.store(depth + 1, std::memory_order_release);
  }
  // The main search's path from its root move: fills `out` (kPathDepth
  // moves at most) and returns how many. Read while the main search moves
  // on, it may mix two of its paths: the caller checks that the moves can
  // be played.
  int mainPath(Move* out) const {
    Move root;
    if (!working(Work::MainRoot, &root)) return 0;
    out[0] = root;
    const int length = pathLength_.load(std::memory_order_acquire);
    for (int d = 1; d < length; ++d) out[d] = fromIndex(path_[d].load(std::memory_order_relaxed));
    return length > 1 ? length : 1;
  }

  // A move's place among the values (the moves of one root fit in 2 * kMaxCells).
  static std::size_t index(Move m) { return static_cast<std::size_t>(m.cell * 2 + (m.kind == Kind::X ? 0 : 1)); }
  static Move fromIndex(int i) { return Move{i / 2, i % 2 == 0 ? Kind::X : Kind::O}; }

 private:
  static constexpr std::size_t kMoves = 2 * kMaxCells;
  static constexpr int kNone = -1;
  static constexpr std::size_t kLineSlots = 4096;
  static_assert(kMoves <= 128 && 1 + 7 * kMostLineMoves + 2 <= 64, "a line's moves, 7 bits each, and a value fit in a word");
  // A line's moves, 7 bits each, under a leading 1 that tells its length.
  static std::uint64_t lineCode(const Move* line, int count) {
    std::uint64_t code = 1;
    for (int i = 0; i < count; ++i) code = code << 7 | index(line[i]);
    return code;
  }
  static std::size_t slot(std::uint64_t code) { return static_cast<std::size_t>((code * 0x9E3779B97F4A7C15ull) >> 52); }
  std::array<std::atomic<std::uint8_t>, kMoves> values_;
  std::array<std::atomic<std::uint64_t>, kLineSlots> lines_;
  std::array<std::atomic<int>, 2> working_;
  std::array<std::atomic<int>, kPathDepth> path_;
  std::atomic<int> pathLength_{0};
  std::atomic<int> settledByHelper_{0};
};

}  // namespace oc
