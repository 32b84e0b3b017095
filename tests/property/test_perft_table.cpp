// Perft per position against the table in tests/data/perft.txt: the engine's
// fast perft, its plain baseline and a count made with the independent
// reference of the win rules (reference_rules.h) must each give the table's
// counts, position by position. A change to move generation or to the win
// check shows up as the first position whose counts differ.
#include <catch_amalgamated.hpp>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game.h"
#include "notation.h"
#include "reference_rules.h"
#include "rules.h"
#include "search/perft.h"
#include "search/tactics.h"

namespace {

struct PerftRow {
  std::string query;
  int depth = 0;
  std::uint64_t placements = 0;
  std::uint64_t wins = 0;
};

std::vector<PerftRow> readPerftTable() {
  std::ifstream in(OC_TEST_DATA_DIR "/perft.txt");
  REQUIRE(in.good());
  std::vector<PerftRow> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftRow row;
    fields >> row.query >> row.depth >> row.placements >> row.wins;
    INFO(line);
    REQUIRE(!fields.fail());
    rows.push_back(row);
  }
  return rows;
}

ref::Position referencePosition(const oc::Game& game) {
  const oc::Geometry& g = game.geometry();
  ref::Position p;
  p.n = g.size();
  p.l = g.lineLength();
  p.exact = game.rules().variant == oc::Variant::ExactFive;
  std::memset(p.cell, '.', sizeof p.cell);
  for (int cell = 0; cell < g.cellCount(); ++cell)
    if (!game.board().isEmpty(cell)) p.cell[g.row(cell)][g.col(cell)] = game.board().kindAt(cell) == oc::Kind::X ? 'X' : 'O';
  return p;
}

// The same count as oc::perft, made with the reference: a placement that
// leaves a winning run of either kind is counted as a win and ends the line.
oc::PerftCount referencePerft(ref::Position& p, int depth) {
  oc::PerftCount count;
  if (depth == 0) return count;
  bool mark[8][8];
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      if (p.cell[r][c] != '.') continue;
      for (char kind : {'X', 'O'}) {
        p.cell[r][c] = kind;
        ++count.nodes;
        if (ref::winningRuns(p, 'X', mark) + ref::winningRuns(p, 'O', mark) > 0) {
          ++count.wins;
        } else {
          const oc::PerftCount below = referencePerft(p, depth - 1);
          count.nodes += below.nodes;
          count.wins += below.wins;
        }
      }
      p.cell[r][c] = '.';
    }
  }
  return count;
}

}  // namespace

TEST_CASE("perft: every position of tests/data/perft.txt, three ways", "[perft]") {
  const std::vector<PerftRow> rows = readPerftTable();
  REQUIRE(rows.size() >= 10);
  for (const PerftRow& row : rows) {
    INFO(row.query << " depth " << row.depth);
    const oc::QueryGame opened = oc::gameFromQuery(row.query);
    REQUIRE(opened.problems.empty());
    const oc::Game& game = opened.game;
    REQUIRE(!game.over());
    const oc::PerftCount expected{row.placements, row.wins};

    const oc::Tactics tactics(game.geometry(), game.rules().variant);
    oc::Board fast = game.board(), plain = game.board();
    const oc::PerftCount engine = oc::perft(tactics, fast, row.depth);
    CHECK(engine.nodes == expected.nodes);
    CHECK(engine.wins == expected.wins);
    const oc::PerftCount baseline = oc::perftBaseline(game.geometry(), game.rules().variant, plain, row.depth);
    CHECK(baseline.nodes == expected.nodes);
    CHECK(baseline.wins == expected.wins);
    ref::Position p = referencePosition(game);
    const oc::PerftCount reference = referencePerft(p, row.depth);
    CHECK(reference.nodes == expected.nodes);
    CHECK(reference.wins == expected.wins);
  }
}
