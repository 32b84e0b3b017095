// The rules in the form search needs them: flat, precomputed window tables
// per (n, l) and variant, so that a placement is checked for a win by looking
// only at the windows through the cell (and, under exact-five, the windows it
// ends), and Order's immediate wins are read off the windows directly.
// Everything here is allocation-free after construction.
#pragma once
#include <array>
#include <cstdint>

#include "rules.h"

namespace oc {

class Tactics {
 public:
  Tactics(const Geometry& g, Variant v);

  const Geometry& geometry() const { return geometry_; }
  Variant variant() const { return variant_; }

  // Whether placing m (already on the board b) has made a winning run.
  bool winsAfter(const Board& b, Move m) const;

  // Whether some window is still alive for some kind (else Chaos has won).
  bool anyAlive(const Board& b) const;

  // Order's moves that win at once, at most `max` written to `out`; returns
  // how many exist (possibly more than max). Exact for both variants.
  int immediateWins(const Board& b, Move* out, int max) const;

  // A move-ordering score: how much the move builds live windows of its kind
  // (Order's view) and how much it spoils live windows of the other kind
  // (Chaos's view).
  int buildScore(const Board& b, Move m) const;
  int spoilScore(const Board& b, Move m) const;

  static constexpr int kMaxWindows = 176;
  static constexpr int kMaxThrough = 32;

 private:
  bool alive(int w, Bits mine, Bits theirs) const;
  bool sealedFull(int w, Bits mine, Bits theirs) const;

  Geometry geometry_;
  Variant variant_;
  int windowCount_ = 0;
  std::array<Bits, kMaxWindows> cells_{};
  std::array<Bits, kMaxWindows> ends_{};
  // Windows through each cell, and windows that each cell ends (exact-five).
  std::array<std::array<std::uint8_t, kMaxThrough>, kMaxCells> through_{};
  std::array<std::uint8_t, kMaxCells> throughCount_{};
  std::array<std::array<std::uint8_t, kMaxThrough>, kMaxCells> endOf_{};
  std::array<std::uint8_t, kMaxCells> endOfCount_{};
};

inline int popcount(Bits b) { return __builtin_popcountll(b); }
inline int lowestCell(Bits b) { return __builtin_ctzll(b); }

}  // namespace oc
