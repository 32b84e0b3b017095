// The position: one bitboard per token kind. Placing and removing are single
// bit operations, so search can make and unmake moves without allocation.
#pragma once
#include "geometry.h"

namespace oc {

// The two token kinds. X is drawn red, O blue (by default).
enum class Kind : std::uint8_t { X = 0, O = 1 };

constexpr Kind other(Kind k) { return k == Kind::X ? Kind::O : Kind::X; }
constexpr int kindIndex(Kind k) { return static_cast<int>(k); }

struct Move {
  int cell = 0;
  Kind kind = Kind::X;
  friend bool operator==(const Move& a, const Move& b) { return a.cell == b.cell && a.kind == b.kind; }
  friend bool operator!=(const Move& a, const Move& b) { return !(a == b); }
};

// A move as one number, 2 * cell + kind (X 0, O 1): an index into per-move
// arrays, and the byte a stored proof keeps for a move.
constexpr int moveCode(Move m) { return 2 * m.cell + kindIndex(m.kind); }
constexpr Move moveFromCode(int code) { return Move{code / 2, code % 2 ? Kind::O : Kind::X}; }

class Board {
 public:
  Bits tokens(Kind k) const { return tokens_[kindIndex(k)]; }
  Bits occupied() const { return tokens_[0] | tokens_[1]; }
  bool isEmpty(int cell) const { return (occupied() & bit(cell)) == 0; }
  // The kind on a cell; only meaningful when the cell is occupied.
  Kind kindAt(int cell) const { return (tokens_[1] & bit(cell)) ? Kind::O : Kind::X; }
  int count() const;

  void place(Move m) { tokens_[kindIndex(m.kind)] |= bit(m.cell); }
  void remove(int cell) {
    tokens_[0] &= ~bit(cell);
    tokens_[1] &= ~bit(cell);
  }

  friend bool operator==(const Board& a, const Board& b) { return a.tokens_[0] == b.tokens_[0] && a.tokens_[1] == b.tokens_[1]; }
  friend bool operator!=(const Board& a, const Board& b) { return !(a == b); }

 private:
  Bits tokens_[2] = {0, 0};
};

}  // namespace oc
