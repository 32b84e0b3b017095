#include "search/threat_sequence.h"

namespace oc {

bool ThreatSequences::search(const Board& b, const std::array<Bits, 2>& firstCells, int moves, Bits* reach) {
  for (Kind k : {Kind::X, Kind::O}) {
    for (Bits cells = firstCells[kindIndex(k)]; cells; cells &= cells - 1) {
      if (++steps_ > kStepLimit) return false;
      const Move m{lowestCell(cells), k};
      Board after = b;
      after.place(m);
      Move threats[2];
      const int count = tactics_.threatsAfter(after, m.cell, threats, 2);
      if (count == 0) continue;
      if (count >= 2) {
        *reach |= tactics_.threatWindows(after, m.cell, k);
        return true;
      }
      // One threat: Chaos must put the other kind on its cell.
      const Move block{threats[0].cell, other(threats[0].kind)};
      after.place(block);
      Move more[1];
      Bits rest = 0;
      bool wins = tactics_.winsAfter(after, block) || tactics_.threatsAfter(after, block.cell, more, 1) > 0;
      if (wins) {
        // The block completes a line, or leaves Order one to complete.
        rest = tactics_.threatWindows(after, block.cell, block.kind);
      } else if (moves > 1) {
        wins = search(after, tactics_.threatCandidates(after), moves - 1, &rest);
        if (!wins && steps_ > kStepLimit) return false;
      }
      if (!wins) continue;
      // The windows the move threatens on (before the block fills one),
      // worked out only for a sequence that wins, which most tries do not.
      after.remove(block.cell);
      *reach |= tactics_.threatWindows(after, m.cell, k) | rest;
      return true;
    }
  }
  return false;
}

bool ThreatSequences::orderWins(const Board& b, int* steps) {
  steps_ = 0;
  const std::array<Bits, 2> first = tactics_.threatCandidates(b);
  Bits reach = 0;
  const bool found = search(b, first, kMaxMoves, &reach);
  if (steps) *steps += steps_;
  return found;
}

Bits ThreatSequences::chaosMustPlay(const Board& b, int* steps) { return chaosMustPlay(b, tactics_.threatCandidates(b), steps); }

Bits ThreatSequences::chaosMustPlay(const Board& b, const std::array<Bits, 2>& candidates, int* steps) {
  Bits region = ~Bits{0};
  steps_ = 0;
  // One search per first move, all within one step bound: each sequence
  // found narrows the region.
  for (Kind k : {Kind::X, Kind::O}) {
    for (Bits cells = candidates[kindIndex(k)]; cells && steps_ <= kStepLimit; cells &= cells - 1) {
      const int cell = lowestCell(cells);
      std::array<Bits, 2> first{0, 0};
      first[kindIndex(k)] = bit(cell);
      Bits reach = 0;
      if (search(b, first, kMaxMoves, &reach)) region &= reach;
    }
  }
  if (steps) *steps += steps_;
  return region;
}

}  // namespace oc
