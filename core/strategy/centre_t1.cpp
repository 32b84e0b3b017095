#include "strategy/centre_t1.h"

#include <array>

namespace oc {

namespace {

constexpr CentreBits cbit(int i, int j) { return static_cast<CentreBits>(1u << ((i - 1) * 4 + (j - 1))); }

constexpr std::array<CentreBits, kCentreLines> makeLines() {
  std::array<CentreBits, kCentreLines> lines{};
  for (int k = 1; k <= 4; ++k) {
    for (int m = 1; m <= 4; ++m) {
      lines[k - 1] |= cbit(k, m);      // row k
      lines[3 + k] |= cbit(m, k);      // column k
    }
    lines[8] |= cbit(k, k);            // main diagonal
    lines[9] |= cbit(5 - k, k);        // anti-diagonal, (4,1) to (1,4)
  }
  return lines;
}
constexpr std::array<CentreBits, kCentreLines> kLines = makeLines();

constexpr std::array<int, 16> makeScan() {
  std::array<int, 16> scan{};
  int n = 0;
  for (int j = 1; j <= 4; ++j)
    for (int i = 1; i <= 4; ++i) scan[n++] = (i - 1) * 4 + (j - 1);
  return scan;
}
constexpr std::array<int, 16> kScan = makeScan();

int popcount16(unsigned v) {
  int n = 0;
  for (; v; v &= v - 1) ++n;
  return n;
}

// The six exception positions of docs/rules.md, section 6.4: the centre
// before Order moves, and the move.
CentreException parseException(const char* rows, int i, int j, Kind k) {
  CentreException e{0, 0, (i - 1) * 4 + (j - 1), k};
  for (int c = 0; c < 16; ++c) {
    if (rows[c] == 'X') e.x |= static_cast<CentreBits>(1u << c);
    if (rows[c] == 'O') e.o |= static_cast<CentreBits>(1u << c);
  }
  return e;
}

const std::array<CentreException, 6>& exceptions() {
  static const std::array<CentreException, 6> table = {
      parseException("O..." "XXOX" "O.X." "O...", 1, 4, Kind::O),  // B1
      parseException(".O.." "XXXO" "...." "...O", 4, 2, Kind::O),  // B2
      parseException("...." "OXX." "O..." "....", 1, 4, Kind::X),  // B3
      parseException("OO.." "XX.." "...." "....", 1, 4, Kind::O),  // B4
      parseException("X.O." "OX.." "O..." "O...", 4, 4, Kind::X),  // B5
      parseException("...." "OX.." "O..." "XX.O", 3, 4, Kind::O),  // B6
  };
  return table;
}

struct Potential {
  int max = 0;
  int sum = 0;
  int twos = 0;         // lines through the cell with P_line = 2
  CentreBits best = 0;  // the line giving max (first in line order)
  CentreBits twoLines = 0;
};

// P_line(q, s) over the centre lines through q: the count of s on a line that
// holds no token of the other kind, else 0.
Potential potential(int cell, CentreBits mine, CentreBits theirs) {
  Potential p;
  const CentreBits q = static_cast<CentreBits>(1u << cell);
  for (CentreBits line : kLines) {
    if (!(line & q)) continue;
    const int v = (line & theirs) ? 0 : popcount16(line & mine);
    p.sum += v;
    if (v > p.max) {
      p.max = v;
      p.best = line;
    }
    if (v == 2) {
      ++p.twos;
      p.twoLines |= line;
    }
  }
  return p;
}

int score(const Potential& p) { return 16 * p.max + p.sum; }

}  // namespace

CentreBits centreLine(int index) { return kLines[static_cast<std::size_t>(index)]; }
const int* centreScanOrder() { return kScan.data(); }
const CentreException& centreException(int number) { return exceptions()[static_cast<std::size_t>(number - 1)]; }

CentreMove centreT1(CentreBits x, CentreBits o, bool useExceptions) {
  CentreMove out;
  const CentreBits occupied = x | o;
  if (occupied == 0xFFFF) return out;
  const CentreBits tokens[2] = {x, o};

  if (useExceptions) {
    for (int n = 1; n <= 6; ++n) {
      const CentreException& e = centreException(n);
      if (e.x == x && e.o == o) {
        out.cell = e.cell;
        out.kind = e.kind;
        out.rule = CentreRule::Exception;
        out.exception = n;
        return out;
      }
    }
  }
  if (occupied == 0) {
    out.cell = (2 - 1) * 4 + (2 - 1);
    out.kind = Kind::X;
    out.rule = CentreRule::Opening;
    return out;
  }

  // Potentials of every (cell, kind) in scan order: index 2 * scanPosition + kind.
  std::array<Potential, 32> pot{};
  std::array<Potential, 32> against{};  // Pmax(q, other kind)
  for (int n = 0; n < 16; ++n) {
    const int cell = kScan[static_cast<std::size_t>(n)];
    if (occupied & (1u << cell)) continue;
    for (int k = 0; k < 2; ++k) {
      pot[static_cast<std::size_t>(2 * n + k)] = potential(cell, tokens[k], tokens[1 - k]);
      against[static_cast<std::size_t>(2 * n + k)] = potential(cell, tokens[1 - k], tokens[k]);
    }
  }
  auto isEmpty = [&](int n) { return (occupied & (1u << kScan[static_cast<std::size_t>(n)])) == 0; };
  auto pick = [&](int index, CentreRule rule) {
    out.cell = kScan[static_cast<std::size_t>(index / 2)];
    out.kind = index % 2 == 0 ? Kind::X : Kind::O;
    out.rule = rule;
    const Potential& p = pot[static_cast<std::size_t>(index)];
    out.line = p.max > 0 ? p.best : 0;
    return out;
  };

  for (int i = 0; i < 32; ++i)  // Four: completes a line of four
    if (isEmpty(i / 2) && pot[static_cast<std::size_t>(i)].max == 3) return pick(i, CentreRule::Four);
  for (int i = 0; i < 32; ++i) {  // Fork: two lines holding two each
    if (isEmpty(i / 2) && pot[static_cast<std::size_t>(i)].twos >= 2) {
      pick(i, CentreRule::Fork);
      out.fork = pot[static_cast<std::size_t>(i)].twoLines;
      return out;
    }
  }
  int best = -1;  // Grow: spoil no open line of the other kind
  for (int i = 0; i < 32; ++i) {
    if (!isEmpty(i / 2) || against[static_cast<std::size_t>(i)].max != 0) continue;
    if (best < 0 || score(pot[static_cast<std::size_t>(i)]) > score(pot[static_cast<std::size_t>(best)])) best = i;
  }
  if (best >= 0) return pick(best, CentreRule::Grow);

  // Fallback: the best score below the overall maximum.
  int top = -1;
  for (int i = 0; i < 32; ++i)
    if (isEmpty(i / 2) && score(pot[static_cast<std::size_t>(i)]) > top) top = score(pot[static_cast<std::size_t>(i)]);
  for (int i = 0; i < 32; ++i) {
    if (!isEmpty(i / 2)) continue;
    const int s = score(pot[static_cast<std::size_t>(i)]);
    if (s < top && (best < 0 || s > score(pot[static_cast<std::size_t>(best)]))) best = i;
  }
  if (best >= 0) return pick(best, CentreRule::Fallback);
  for (int n = 0; n < 16; ++n)
    if (isEmpty(n)) return pick(2 * n, CentreRule::Fallback);
  return out;
}

}  // namespace oc
