#include "search/tactics.h"

namespace oc {

Tactics::Tactics(const Geometry& g, Variant v) : geometry_(g), variant_(v) {
  windowCount_ = static_cast<int>(g.windows().size());
  for (int w = 0; w < windowCount_; ++w) {
    const Window& win = g.windows()[static_cast<std::size_t>(w)];
    cells_[static_cast<std::size_t>(w)] = win.cells;
    ends_[static_cast<std::size_t>(w)] = win.before | win.after;
  }
  std::size_t through = 0, ended = 0;
  for (int cell = 0; cell < kMaxCells; ++cell) {
    const std::size_t c = static_cast<std::size_t>(cell);
    throughStart_[c] = static_cast<std::uint16_t>(through);
    if (cell < g.cellCount()) {
      for (const int w : g.windowsThrough(cell)) {
        throughCells_[through] = cells_[static_cast<std::size_t>(w)];
        throughEnds_[through++] = ends_[static_cast<std::size_t>(w)];
      }
    }
    endedStart_[c] = static_cast<std::uint16_t>(ended);
    for (std::size_t w = 0; w < static_cast<std::size_t>(windowCount_); ++w) {
      if (!(ends_[w] & bit(cell))) continue;
      endedCells_[ended] = cells_[w];
      endedEnds_[ended++] = ends_[w];
    }
  }
  throughStart_[kMaxCells] = static_cast<std::uint16_t>(through);
  endedStart_[kMaxCells] = static_cast<std::uint16_t>(ended);
  for (std::size_t c = 0; c < static_cast<std::size_t>(g.cellCount()); ++c) {
    Bits reach = 0;
    for (std::size_t i = throughStart_[c]; i < throughStart_[c + 1]; ++i)
      reach |= throughCells_[i] | (v == Variant::ExactFive ? throughEnds_[i] : 0);
    if (v == Variant::ExactFive)
      for (std::size_t i = endedStart_[c]; i < endedStart_[c + 1]; ++i) reach |= endedCells_[i] | endedEnds_[i];
    threatReach_[c] = reach | bit(static_cast<int>(c));
  }
}

bool Tactics::alive(int w, Bits mine, Bits theirs) const {
  if (theirs & cells_[static_cast<std::size_t>(w)]) return false;
  return variant_ == Variant::Classic || !(mine & ends_[static_cast<std::size_t>(w)]);
}

Tactics::AliveCells Tactics::aliveCells(const Board& b) const {
  const Bits x = b.tokens(Kind::X), o = b.tokens(Kind::O);
  const bool exactFive = variant_ == Variant::ExactFive;
  AliveCells a;
  for (int w = 0; w < windowCount_; ++w) {
    const Bits cells = cells_[static_cast<std::size_t>(w)], ends = exactFive ? ends_[static_cast<std::size_t>(w)] : 0;
    const bool forX = !(o & cells) && !(x & ends), forO = !(x & cells) && !(o & ends);
    if (forX) a.x |= cells;
    if (forO) a.o |= cells;
    if (forX || forO) a.relevant |= cells | ends;
  }
  return a;
}

std::array<Bits, 2> Tactics::threatCandidates(const Board& b) const {
  const Bits x = b.tokens(Kind::X), o = b.tokens(Kind::O), empty = geometry_.allCells() & ~b.occupied();
  std::array<Bits, 2> out{0, 0};
  for (int w = 0; w < windowCount_; ++w) {
    const Bits cells = cells_[static_cast<std::size_t>(w)];
    if (variant_ == Variant::ExactFive) {
      if (alive(w, x, o)) out[kindIndex(Kind::X)] |= cells & empty;
      if (alive(w, o, x)) out[kindIndex(Kind::O)] |= cells & empty;
      continue;
    }
    // Alive for one kind, with two empty cells: the window's other cells hold that kind.
    const Bits open = cells & empty, rest = open & (open - 1);
    if (!rest || (rest & (rest - 1))) continue;  // not exactly two (cheaper than a count without popcnt)
    if (!(o & cells)) out[kindIndex(Kind::X)] |= open;
    else if (!(x & cells)) out[kindIndex(Kind::O)] |= open;
  }
  return out;
}

bool Tactics::anyAlive(const Board& b) const {
  const Bits x = b.tokens(Kind::X), o = b.tokens(Kind::O);
  for (int w = 0; w < windowCount_; ++w)
    if (alive(w, x, o) || alive(w, o, x)) return true;
  return false;
}

// Rare (most windows hold no threat), so out of line: the download is
// smaller and the loops that call it no slower.
void Tactics::reportThreat(Bits cellBit, Kind k, Move* out, int max, int* found, Bits seen[2]) {
  Bits& reported = seen[kindIndex(k)];
  if (reported & cellBit) return;
  reported |= cellBit;
  if (*found < max) out[*found] = Move{lowestCell(cellBit), k};
  ++*found;
}

void Tactics::exactFiveThreats(Bits cells, Bits ends, const Board& b, Move* out, int max, int* found, Bits seen[2]) const {
  const Bits empty = geometry_.allCells() & ~b.occupied();
  auto report = [&](int cell, Kind k) { reportThreat(bit(cell), k, out, max, found, seen); };
  for (Kind k : {Kind::X, Kind::O}) {
    const Bits mine = b.tokens(k), theirs = b.tokens(other(k));
    if (theirs & cells) continue;
    const Bits open = cells & empty;
    if (mine & ends) continue;  // would be six or more
    const Bits openEnds = ends & empty;
    if (open && !(open & (open - 1)) && openEnds == 0) {
      report(lowestCell(open), k);  // the last cell of a sealed window
    } else if (open == 0 && openEnds && !(openEnds & (openEnds - 1))) {
      report(lowestCell(openEnds), other(k));  // seal a pending five
    }
  }
}

int Tactics::immediateWins(const Board& b, Move* out, int max) const {
  int found = 0;
  Bits seen[2] = {0, 0};  // cells already reported per kind
  if (variant_ == Variant::Classic) {
    // A window with one empty cell and none of the other kind's tokens.
    // (This runs at every node of the proof search.)
    const Bits x = b.tokens(Kind::X), o = b.tokens(Kind::O), empty = geometry_.allCells() & ~b.occupied();
    for (int w = 0; w < windowCount_; ++w) {
      const Bits cells = cells_[static_cast<std::size_t>(w)], open = cells & empty;
      if (!open || (open & (open - 1))) continue;  // not exactly one empty cell
      if (!(o & cells)) reportThreat(open, Kind::X, out, max, &found, seen);
      if (!(x & cells)) reportThreat(open, Kind::O, out, max, &found, seen);
    }
    return found;
  }
  for (int w = 0; w < windowCount_; ++w)
    exactFiveThreats(cells_[static_cast<std::size_t>(w)], ends_[static_cast<std::size_t>(w)], b, out, max, &found, seen);
  return found;
}

int Tactics::threatsAfter(const Board& b, int cell, Move* out, int max) const {
  int found = 0;
  Bits seen[2] = {0, 0};
  const std::size_t c = static_cast<std::size_t>(cell);
  if (variant_ == Variant::Classic) {
    // Every window through the cell holds the move's token, so under the
    // classic rule only that token's kind can have a threat there. (The
    // threat sequences call this at every step.)
    const Kind k = b.kindAt(cell);
    const Bits theirs = b.tokens(other(k)), empty = geometry_.allCells() & ~b.occupied();
    for (std::size_t i = throughStart_[c], end = throughStart_[c + 1]; i < end; ++i) {
      const Bits cells = throughCells_[i], open = cells & empty;
      if ((theirs & cells) || !open || (open & (open - 1))) continue;
      reportThreat(open, k, out, max, &found, seen);
    }
    return found;
  }
  for (std::size_t i = throughStart_[c], end = throughStart_[c + 1]; i < end; ++i)
    exactFiveThreats(throughCells_[i], throughEnds_[i], b, out, max, &found, seen);
  for (std::size_t i = endedStart_[c], end = endedStart_[c + 1]; i < end; ++i)
    exactFiveThreats(endedCells_[i], endedEnds_[i], b, out, max, &found, seen);
  return found;
}

Bits Tactics::threatWindows(const Board& b, int cell, Kind k) const {
  if (variant_ != Variant::Classic) return threatReach(cell);
  const Bits notMine = ~b.tokens(k), empty = ~b.occupied();
  Bits out = 0;
  const std::size_t c = static_cast<std::size_t>(cell);
  for (std::size_t i = throughStart_[c], end = throughStart_[c + 1]; i < end; ++i) {
    const Bits rest = throughCells_[i] & notMine;
    if ((rest & (rest - 1)) == 0 && (rest & empty) == rest) out |= throughCells_[i];
  }
  return out;
}

Tactics::CellWeights Tactics::weights(const Board& b, int cell, int growth) const {
  const Bits x = b.tokens(Kind::X), o = b.tokens(Kind::O);
  const bool exactFive = variant_ == Variant::ExactFive;
  const std::size_t c = static_cast<std::size_t>(cell);
  CellWeights w;
  for (std::size_t i = throughStart_[c], end = throughStart_[c + 1]; i < end; ++i) {
    const Bits cells = throughCells_[i], ends = exactFive ? throughEnds_[i] : 0;
    if (!(o & cells) && !(x & ends)) w.x += 1 << (growth * popcount(x & cells));
    if (!(x & cells) && !(o & ends)) w.o += 1 << (growth * popcount(o & cells));
  }
  return w;
}

}  // namespace oc
