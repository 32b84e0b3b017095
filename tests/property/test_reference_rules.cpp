// The reference implementation of the win rules (reference_rules.h) on
// hand-made positions straight from docs/rules.md, so that it cannot agree
// with the engine by sharing a mistake unnoticed.
#include <catch_amalgamated.hpp>

#include <cstring>
#include <initializer_list>

#include "reference_rules.h"

namespace {

// Builds a reference position from rows of text.
ref::Position fromRows(int l, bool exact, std::initializer_list<const char*> rows) {
  ref::Position p;
  std::memset(p.cell, '.', sizeof p.cell);
  p.n = static_cast<int>(rows.size());
  p.l = l;
  p.exact = exact;
  int r = 0;
  for (const char* row : rows) {
    for (int c = 0; c < p.n; ++c) p.cell[r][c] = row[c];
    ++r;
  }
  return p;
}

}  // namespace

TEST_CASE("differential: the reference follows docs/rules.md on hand-made positions", "[differential]") {
  int windows = 0;
  ref::aliveWindows(fromRows(5, false, {"......", "......", "......", "......", "......", "......"}), 'X', &windows);
  CHECK(windows == 32);  // docs/rules.md, section 2: the 6x6 board has 32 windows

  // Classic: five and six both win.
  const ref::Position five = fromRows(5, false, {"XXXXX.", "......", "......", "......", "......", "......"});
  CHECK(ref::judge(five).winner == ref::kOrder);
  const ref::Position six = fromRows(5, false, {"XXXXXX", "......", "......", "......", "......", "......"});
  CHECK(ref::judge(six).winner == ref::kOrder);

  // Exact-five: pending (empty end), sealed by the other kind, sealed by the
  // edge, six never wins.
  ref::Position pending = five;
  pending.exact = true;
  CHECK(ref::judge(pending).winner == ref::kNoWinner);
  ref::Position sealed = fromRows(5, true, {"XXXXXO", "......", "......", "......", "......", "......"});
  CHECK(ref::judge(sealed).winner == ref::kOrder);
  CHECK(ref::judge(sealed).runKind == 'X');
  ref::Position edge = fromRows(5, true, {"X.....", ".X....", "..X...", "...X..", "....X.", ".....O"});
  CHECK(ref::judge(edge).winner == ref::kOrder);
  ref::Position edgeFive = fromRows(5, true, {"OXXXX.", "O.....", "O.....", "O.....", "O.....", "......"});  // column a: five O, a6 empty
  CHECK(ref::judge(edgeFive).winner == ref::kNoWinner);
  edgeFive.cell[5][0] = 'X';
  CHECK(ref::judge(edgeFive).winner == ref::kOrder);
  CHECK(ref::judge(edgeFive).runKind == 'O');
  ref::Position sixExact = six;
  sixExact.exact = true;
  CHECK(ref::judge(sixExact).winner != ref::kOrder);
  // A five on a length-5 diagonal touches the edge at both ends: sealed.
  const ref::Position shortDiagonal = fromRows(5, true, {".X....", "..X...", "...X..", "....X.", ".....X", "......"});
  CHECK(ref::judge(shortDiagonal).winner == ref::kOrder);

  // Chaos: the full board without a line, and no live window.
  const ref::Position fullBoard = fromRows(5, false, {"XXOOXX", "OOXXOO", "XXOOXX", "OOXXOO", "XXOOXX", "OOXXOO"});
  CHECK(ref::judge(fullBoard).winner == ref::kChaos);
  CHECK(ref::judge(fullBoard).reason == ref::kBoardFull);
  // Every window of the 4x4 board with l = 4 is a full row, column or main
  // diagonal; one X and one O in each kills them all.
  const ref::Position dead = fromRows(4, false, {"XO..", "OX..", "..OX", "..XO"});
  // rows: XO.., OX.., ..OX, ..XO (dead); columns: XO.., OX.., ..OX, ..XO
  // (dead); diagonal XXOO (dead); anti-diagonal .... reversed: (3,0)='.',
  // (2,1)='.', (1,2)='.', (0,3)='.' -> alive.
  CHECK(ref::judge(dead).winner == ref::kNoWinner);
  ref::Position dead2 = dead;
  dead2.cell[0][3] = 'X';
  dead2.cell[3][0] = 'O';
  CHECK(ref::judge(dead2).winner == ref::kChaos);
  CHECK(ref::judge(dead2).reason == ref::kNoLinePossible);
  // Exact-five: an X just beyond a window kills it for X only.
  ref::Position beyond = fromRows(5, true, {"X.....", "......", "......", "......", "......", "......"});
  int w = 0;
  const int aliveX = ref::aliveWindows(beyond, 'X', &w);
  const int aliveO = ref::aliveWindows(beyond, 'O', nullptr);
  CHECK(aliveO == 32 - 3);  // the three windows through a1 hold an X
  CHECK(aliveX == 32 - 3);  // b1-f1, a2-a6 and b2-f6 have a1 just beyond them
}
