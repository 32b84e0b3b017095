#include "search/centre_threats.h"

#include "search/tactics.h"  // popcount, lowestCell

namespace oc {
namespace {

// Order's threats of one kind: the lines threatened (their cells), the
// closable pairs threatened, and how many Chaos moves it takes to stop them
// (a count above one means Chaos cannot).
struct Threats {
  Bits lineCells = 0;
  std::uint32_t ringLines = 0;
  int count = 0;
  int cell = -1;  // the lowest threatened centre cell
};

// A position of the look, with the moves that change it.
struct Look : CentreThreatPosition {
  explicit Look(const CentreThreatPosition& p) : CentreThreatPosition(p) {}

  Bits free() const { return shape->all() & ~(tokens[0] | tokens[1]); }
  // A token of kind k: the lines through the cell are no longer live for,
  // or closable to gain, the other kind.
  void place(int cell, int k) {
    tokens[k] |= bit(cell);
    const std::uint32_t through = shape->linesThrough(cell);
    live[1 - k] &= ~through;
    gains[1 - k] &= ~through;
  }
  // Order closes line l's pair, gaining k: the line (which holds no token
  // of the other kind) is live for k.
  void close(int l, int k) {
    gains[k] &= ~(1u << l);
    live[k] |= 1u << l;
  }
  // Chaos fills the empty end of line l's pair: it can no longer be closed.
  void fillPair(int l) {
    gains[0] &= ~(1u << l);
    gains[1] &= ~(1u << l);
  }

  // The threats of kind k on `lines`: after a move of k on a board without
  // threats, the lines through its cell (or the pair it closed) are the
  // only ones that can hold a new one, and only of kind k.
  Threats threatsOf(int k, std::uint32_t lines) const {
    Threats t;
    const Bits open = free();
    Bits cells = 0;
    for (std::uint32_t ls = live[k] & lines; ls; ls &= ls - 1) {
      const Bits line = shape->line(__builtin_ctz(ls));
      if (popcount(line & open) != 1) continue;
      t.lineCells |= line;
      cells |= line & open;
    }
    for (std::uint32_t ls = gains[k] & lines; ls; ls &= ls - 1) {
      const Bits line = shape->line(__builtin_ctz(ls));
      if ((tokens[k] & line) != line) continue;
      t.ringLines |= 1u << __builtin_ctz(ls);
      t.lineCells |= line;
    }
    t.count = popcount(cells) + popcount(t.ringLines);
    if (cells) t.cell = lowestCell(cells);
    return t;
  }

  // After Order's move of kind k (threats `made`, `closed` the pair it
  // closed if any): Chaos's one answer, then Order's threat or the
  // sequence going on.
  bool answered(const Threats& made, int k, std::uint32_t closed, int depth, int* steps, CentreThreatReach* reach) {
    if (made.count == 0) return false;
    CentreThreatReach found;
    if (made.count == 1) {
      // A filled pair's end makes no threat; a block, only on its own lines.
      Threats left;
      if (made.ringLines) {
        fillPair(__builtin_ctz(made.ringLines));
      } else {
        place(made.cell, 1 - k);
        left = threatsOf(1 - k, shape->linesThrough(made.cell));
      }
      if (left.count > 0) {
        found.cells = left.lineCells;
        found.pairs = left.ringLines;
      } else if (depth <= 1 || !search(depth - 1, steps, &found)) {
        return false;
      }
    }
    reach->cells |= made.lineCells | found.cells;
    reach->pairs |= made.ringLines | closed | found.pairs;
    return true;
  }

  bool search(int depth, int* steps, CentreThreatReach* reach) const {
    const Bits open = free();
    for (int k = 0; k < 2; ++k) {
      // A centre move of k makes a threat on a live line of k with two
      // empty cells, or on a closable line gaining k with one. A cell on
      // several such lines is one move (its threats are counted on every
      // line through it), so it is tried once.
      Bits moves = 0;
      for (std::uint32_t ls = live[k] | gains[k]; ls; ls &= ls - 1) {
        const int l = __builtin_ctz(ls);
        const Bits cells = shape->line(l) & open;
        if (popcount(cells) == ((gains[k] >> l & 1) ? 1 : 2)) moves |= cells;
      }
      for (; moves; moves &= moves - 1) {
        if (--*steps < 0) return false;
        const int cell = lowestCell(moves);
        Look after = *this;
        after.place(cell, k);
        if (after.answered(after.threatsOf(k, shape->linesThrough(cell)), k, 0, depth, steps, reach)) return true;
      }
      // Closing a pair whose line is one k short makes a threat there.
      for (std::uint32_t ls = gains[k]; ls; ls &= ls - 1) {
        const int l = __builtin_ctz(ls);
        if (popcount(shape->line(l) & open) != 1) continue;
        if (--*steps < 0) return false;
        Look after = *this;
        after.close(l, k);
        if (after.answered(after.threatsOf(k, 1u << l), k, 1u << l, depth, steps, reach)) return true;
      }
    }
    return false;
  }
};

}  // namespace

bool CentreThreatPosition::orderWins(int depth, int* steps, CentreThreatReach* reach) const {
  return Look(*this).search(depth, steps, reach);
}

}  // namespace oc
